// The Firepower answers to the board's tools: a tape measure's reading between two hexes (range,
// and the line of sight from the rules' own FP-23..FP-31 code with every reason) and the card
// of the soldier under the pointer.
import type { HexTapeAnswer } from '../../board/hex/types';
import type { HexCoord } from '../../core/hex/types';
import type { Lang } from '../../i18n/words';
import { range } from '../../rules/firepower/arc';
import { hitNumber, WEAPONS } from '../../rules/firepower/chart';
import { aliveIn, losFor } from '../../rules/firepower/fire';
import { lineOfSightRemembered } from '../../rules/firepower/losMemo';
import type { FPState, Soldier } from '../../rules/firepower/types';
import type { UnitCardModel } from '../match/UnitCard';
import { sideCss } from '../theme/sides';
import { losReasonText } from './losWords';
import { fpp } from './panelStrings';
import { fpt } from './tapeWords';
import { actingSoldier } from './view';

/** The soldier the tape looks from: the selected (or acting) one when he is in the hex, else the first there. */
function looker(s: FPState, hex: HexCoord, selectedId: string | null): Soldier | null {
  const here = aliveIn(s, hex);
  const me = actingSoldier(s, selectedId) ?? (selectedId ? s.soldiers[selectedId] : undefined);
  return here.find((x) => x.id === me?.id) ?? here[0] ?? null;
}

export function fpTape(s: FPState, lang: Lang, from: HexCoord, to: HexCoord, selectedId: string | null): HexTapeAnswer {
  const n = range(from, to);
  const firer = looker(s, from, selectedId);
  const target = firer ? aliveIn(s, to).find((x) => x.side !== firer.side) : undefined;
  const los = firer
    ? losFor(s, firer, to, target?.posture ?? 'standing', target?.across ?? null)
    : lineOfSightRemembered(s.map, from, to, {
      firerSide: s.active ?? 0, firerPosture: 'standing', targetPosture: 'standing',
      soldiers: s.order.map((id) => s.soldiers[id]!).filter((x) => x.status === 'ok').map((x) => ({ hex: x.pos, side: x.side, posture: x.posture })),
    });
  const state = los.state === 'hindered' ? fpp(lang, 'los.hindered', { n: los.hindrance }) : fpp(lang, `los.${los.state}`);
  const lines = [fpt(lang, 'range', { n })];
  lines.push(firer
    ? fpt(lang, 'from', { name: firer.name, posture: fpp(lang, `posture.${firer.posture}`), state })
    : fpt(lang, 'fromNobody', { side: s.players[s.active ?? 0], state }));
  for (const r of los.reasons) lines.push(`${r.rule}: ${losReasonText(lang, r)}`);
  if (firer && n > 0) {
    const w = WEAPONS[firer.weapon];
    const auto = w.auto ? hitNumber(firer.weapon, 'auto', n) : null;
    const semi = w.semi ? hitNumber(firer.weapon, 'semi', n) : null;
    lines.push(auto === null && semi === null
      ? fpt(lang, 'outOfRange', { weapon: w.name[lang] })
      : fpt(lang, 'hit', { weapon: w.name[lang], auto: auto ?? fpt(lang, 'none'), semi: semi ?? fpt(lang, 'none') }));
  }
  const sight = los.state === 'blocked' ? 'blocked' : los.state === 'hindered' ? 'cover' : 'clear';
  const marks = los.reasons.flatMap((r) => (r.hex ? [{ ...r.hex, kind: r.code === 'trees' || r.code === 'hedge' ? 'cover' as const : 'blocked' as const }] : []));
  return { sight, label: fpt(lang, 'short', { n, sight: state }), lines, path: los.path, marks };
}

/** The card of the soldier on top of the hovered hex: weapon, posture and markers, and his range from the selected soldier. */
export function fpUnitCard(s: FPState, lang: Lang, hex: HexCoord | null, selectedId: string | null): UnitCardModel | null {
  const x = hex ? aliveIn(s, hex).at(-1) : undefined;
  if (!x) return null;
  const markers = (['running', 'suppressed', 'stunned'] as const).filter((k) => x[k]).map((k) => `, ${fpp(lang, `state.${k}`)}`).join('');
  const lines = [
    fpt(lang, 'card.weapon', { weapon: WEAPONS[x.weapon].name[lang], grenades: x.grenades ? fpt(lang, 'card.grenades') : '' }),
    fpt(lang, 'card.state', { posture: fpp(lang, `posture.${x.posture}`), markers }),
  ];
  const sel = selectedId && selectedId !== x.id ? s.soldiers[selectedId] : undefined;
  if (sel && sel.status === 'ok') lines.push(fpt(lang, 'card.range', { n: range(sel.pos, x.pos), name: sel.name }));
  return { id: x.id, title: x.name, color: sideCss(x.side, s.sides[x.side].color), lines };
}
