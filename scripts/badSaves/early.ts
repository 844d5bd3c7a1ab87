// Bad match files refused before their shapes are checked: broken JSON, not a record, the format
// version, the game system and the scenario (the first checks, in the order the app makes them).
import { fp, ow, text, v1, without } from './bases';
import type { Fixture } from './types';

const OW = 'oldwest' as const;
const FP = 'firepower' as const;
const NONE = 'none' as const;
const NOT_JSON = '^the file is not valid JSON: .+';
const long = (n: number, c = 'x') => c.repeat(n);

const json: Fixture[] = [
  { file: 'empty.wartable.json', system: NONE, code: 'empty', message: 'the file is empty', body: '' },
  { file: 'only-spaces.wartable.json', system: NONE, code: 'empty', message: 'the file is empty', body: '  \n\t \n' },
  { file: 'only-bom.wartable.json', system: NONE, code: 'empty', message: 'the file is empty', body: '\uFEFF\n' },
  { file: 'ow-truncated.wartable.json', system: OW, code: 'notJson', pattern: NOT_JSON, body: text(ow()).slice(0, 300) },
  { file: 'fp-truncated.wartable.json', system: FP, code: 'notJson', pattern: NOT_JSON, body: text(fp()).slice(0, -40) },
  { file: 'ow-trailing-comma.wartable.json', system: OW, code: 'notJson', pattern: NOT_JSON, body: text(ow()).replace(/\n}\n$/, ',\n}\n') },
  { file: 'fp-single-quotes.wartable.json', system: FP, code: 'notJson', pattern: NOT_JSON, body: text(fp()).replace(/"/g, "'") },
  { file: 'ow-comment.wartable.json', system: OW, code: 'notJson', pattern: NOT_JSON, body: `// saved on Sunday\n${text(ow())}` },
  { file: 'fp-nan-seed.wartable.json', system: FP, code: 'notJson', pattern: NOT_JSON, body: text(fp()).replace('"seed": 4', '"seed": NaN') },
  { file: 'ow-unquoted-keys.wartable.json', system: OW, code: 'notJson', pattern: NOT_JSON, body: text(ow()).replace(/"(\w+)":/g, '$1:') },
  { file: 'html-page.wartable.json', system: NONE, code: 'notJson', pattern: NOT_JSON, body: '<!doctype html>\n<html><body><h1>404 Not Found</h1></body></html>\n' },
  { file: 'png-bytes.wartable.json', system: NONE, code: 'notJson', pattern: NOT_JSON, body: '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR' },
  { file: 'two-records.wartable.json', system: OW, code: 'notJson', pattern: NOT_JSON, body: text(ow()) + text(ow()) },
  { file: 'js-module.wartable.json', system: OW, code: 'notJson', pattern: NOT_JSON, body: `export default ${text(ow())}` },
  { file: 'csv.wartable.json', system: NONE, code: 'notJson', pattern: NOT_JSON, body: 'turn,player,action\n1,Anna,rollDrop\n' },
  { file: 'fp-unclosed-string.wartable.json', system: FP, code: 'notJson', pattern: NOT_JSON, body: text(fp()).replace('"Boris"', '"Boris') },
];

const notObject: Fixture[] = [
  { file: 'list.wartable.json', system: NONE, code: 'notObject', message: 'the file does not hold a match record (it holds a list)', body: '[]\n' },
  { file: 'ow-in-a-list.wartable.json', system: OW, code: 'notObject', message: 'the file does not hold a match record (it holds a list)', body: [ow()] },
  { file: 'null.wartable.json', system: NONE, code: 'notObject', message: 'the file does not hold a match record (it holds null)', body: 'null\n' },
  { file: 'number.wartable.json', system: NONE, code: 'notObject', message: 'the file does not hold a match record (it holds a number)', body: '42\n' },
  { file: 'string.wartable.json', system: NONE, code: 'notObject', message: 'the file does not hold a match record (it holds a text)', body: '"a match"\n' },
  { file: 'true.wartable.json', system: NONE, code: 'notObject', message: 'the file does not hold a match record (it holds true or false)', body: 'true\n' },
];

const format: Fixture[] = [
  { file: 'empty-object.wartable.json', system: NONE, code: 'noFormat', message: 'the file has no format version, so it is not a Wartable match', body: {} },
  { file: 'ow-no-format.wartable.json', system: OW, code: 'noFormat', message: 'the file has no format version, so it is not a Wartable match', body: without(ow(), 'format') },
  { file: 'fp-no-format.wartable.json', system: FP, code: 'noFormat', message: 'the file has no format version, so it is not a Wartable match', body: without(fp(), 'format') },
  { file: 'package-json.wartable.json', system: NONE, code: 'noFormat', message: 'the file has no format version, so it is not a Wartable match', body: { name: 'wartable', version: '0.1.0' } },
  { file: 'ow-format-0.wartable.json', system: OW, code: 'unknownFormat', message: 'unknown format version 0 (this app reads versions 1 to 5)', body: ow({ format: 0 }) },
  { file: 'ow-format-6.wartable.json', system: OW, code: 'unknownFormat', message: 'unknown format version 6 (this app reads versions 1 to 5)', body: ow({ format: 6 }) },
  { file: 'fp-format-6.wartable.json', system: FP, code: 'unknownFormat', message: 'unknown format version 6 (this app reads versions 1 to 5)', body: fp({ format: 6 }) },
  { file: 'fp-format-99.wartable.json', system: FP, code: 'unknownFormat', message: 'unknown format version 99 (this app reads versions 1 to 5)', body: fp({ format: 99 }) },
  { file: 'ow-format-text.wartable.json', system: OW, code: 'unknownFormat', message: 'unknown format version "2" (this app reads versions 1 to 5)', body: ow({ format: '2' }) },
  { file: 'fp-format-null.wartable.json', system: FP, code: 'unknownFormat', message: 'unknown format version null (this app reads versions 1 to 5)', body: fp({ format: null }) },
  { file: 'ow-format-negative.wartable.json', system: OW, code: 'unknownFormat', message: 'unknown format version -1 (this app reads versions 1 to 5)', body: ow({ format: -1 }) },
  { file: 'fp-format-fraction.wartable.json', system: FP, code: 'unknownFormat', message: 'unknown format version 1.5 (this app reads versions 1 to 5)', body: fp({ format: 1.5 }) },
  { file: 'ow-format-list.wartable.json', system: OW, code: 'unknownFormat', message: 'unknown format version [2] (this app reads versions 1 to 5)', body: ow({ format: [2] }) },
  // The format is checked before anything else in the record.
  { file: 'fp-format-9-and-unknown-system.wartable.json', system: FP, code: 'unknownFormat', message: 'unknown format version 9 (this app reads versions 1 to 5)', body: fp({ format: 9, system: 'chess' }) },
];

const system: Fixture[] = [
  { file: 'ow-no-system.wartable.json', system: OW, code: 'noSystem', message: 'the file names no game system', body: without(ow(), 'system') },
  { file: 'fp-no-system.wartable.json', system: FP, code: 'noSystem', message: 'the file names no game system', body: without(fp(), 'system') },
  { file: 'ow-v1-no-system.wartable.json', system: OW, code: 'noSystem', message: 'the file names no game system', body: without(v1(ow()), 'system') },
  { file: 'ow-system-chess.wartable.json', system: OW, code: 'unknownSystem', message: "unknown game system 'chess'", body: ow({ system: 'chess' }) },
  { file: 'ow-system-capitals.wartable.json', system: OW, code: 'unknownSystem', message: "unknown game system 'OldWest'", body: ow({ system: 'OldWest' }) },
  { file: 'fp-system-empty.wartable.json', system: FP, code: 'unknownSystem', message: "unknown game system ''", body: fp({ system: '' }) },
  { file: 'fp-system-number.wartable.json', system: FP, code: 'unknownSystem', message: "unknown game system '7'", body: fp({ system: 7 }) },
  { file: 'fp-system-null.wartable.json', system: FP, code: 'unknownSystem', message: "unknown game system 'null'", body: fp({ system: null }) },
  { file: 'fp-system-warhammer.wartable.json', system: FP, code: 'unknownSystem', message: "unknown game system 'warhammer'", body: fp({ system: 'warhammer' }) },
  { file: 'ow-system-ronin.wartable.json', system: OW, code: 'unknownScenario', message: "unknown scenario 'livery-yard' for the game system 'ronin'", body: ow({ system: 'ronin' }) },
  { file: 'fp-system-ranked.wartable.json', system: FP, code: 'unknownScenario', message: "unknown scenario 'meeting' for the game system 'ranked'", body: fp({ system: 'ranked' }) },
  { file: 'ow-system-siege.wartable.json', system: OW, code: 'unknownScenario', message: "unknown scenario 'livery-yard' for the game system 'siege'", body: ow({ system: 'siege' }) },
  { file: 'ow-system-ranked.wartable.json', system: OW, code: 'unknownScenario', message: "unknown scenario 'livery-yard' for the game system 'ranked'", body: ow({ system: 'ranked' }) },
];

const scenario: Fixture[] = [
  { file: 'ow-no-scenario.wartable.json', system: OW, code: 'noScenario', message: 'the file names no scenario', body: without(ow(), 'scenarioId') },
  { file: 'fp-no-scenario.wartable.json', system: FP, code: 'noScenario', message: 'the file names no scenario', body: without(fp(), 'scenarioId') },
  { file: 'ow-scenario-of-firepower.wartable.json', system: OW, code: 'unknownScenario', message: "unknown scenario 'meeting' for the game system 'oldwest'", body: ow({ scenarioId: 'meeting' }) },
  { file: 'fp-scenario-of-oldwest.wartable.json', system: FP, code: 'unknownScenario', message: "unknown scenario 'red-gulch' for the game system 'firepower'", body: fp({ scenarioId: 'red-gulch' }) },
  { file: 'ow-scenario-capitals.wartable.json', system: OW, code: 'unknownScenario', message: "unknown scenario 'Livery-Yard' for the game system 'oldwest'", body: ow({ scenarioId: 'Livery-Yard' }) },
  { file: 'ow-scenario-empty.wartable.json', system: OW, code: 'unknownScenario', message: "unknown scenario '' for the game system 'oldwest'", body: ow({ scenarioId: '' }) },
  { file: 'fp-scenario-hill-2.wartable.json', system: FP, code: 'unknownScenario', message: "unknown scenario 'hill-2' for the game system 'firepower'", body: fp({ scenarioId: 'hill-2' }) },
  { file: 'ow-scenario-path.wartable.json', system: OW, code: 'unknownScenario', message: "unknown scenario '../../etc/passwd' for the game system 'oldwest'", body: ow({ scenarioId: '../../etc/passwd' }) },
  { file: 'fp-scenario-markup.wartable.json', system: FP, code: 'unknownScenario', message: "unknown scenario '<img src=x onerror=alert(1)>' for the game system 'firepower'", body: fp({ scenarioId: '<img src=x onerror=alert(1)>' }) },
  { file: 'ow-scenario-very-long.wartable.json', system: OW, code: 'unknownScenario', message: `unknown scenario '${long(40, 'z')}…' for the game system 'oldwest'`, body: ow({ scenarioId: long(200, 'z') }) },
  // The scenario is checked before the shapes of the other fields.
  { file: 'ow-unknown-scenario-and-bad-seed.wartable.json', system: OW, code: 'unknownScenario', message: "unknown scenario 'moon' for the game system 'oldwest'", body: ow({ scenarioId: 'moon', seed: 'x' }) },
];

export const EARLY: Fixture[] = [...json, ...notObject, ...format, ...system, ...scenario];
