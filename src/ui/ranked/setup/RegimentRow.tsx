// One regiment of an army built in the lobby: its troops, models and width, its command, the
// characters who join it (a General, a Battle Standard Bearer, heroes), its profile and its cost.
import type { Lang } from '../../../i18n';
import { MAX_CHARACTERS, MAX_FILES, MAX_MODELS, MIN_MODELS, regimentCost } from '../../../rules/ranked/armies';
import { PROFILES, profileOf } from '../../../rules/ranked/profiles';
import type { ArmyList, ListRegiment } from '../../../rules/ranked/types';
import {
  addCharacter,
  CHARACTER_KINDS,
  filesFor,
  removeCharacter,
  removeRegiment,
  roleOf,
  setCharacterKind,
  setRole,
  TROOP_KINDS,
  updateRegiment,
  type Role,
} from './armyDraft';
import { words } from './words';

const MODELS = Array.from({ length: MAX_MODELS - MIN_MODELS + 1 }, (_, i) => MIN_MODELS + i);
const ROLES: Role[] = ['none', 'general', 'bsb'];
const COMMAND = ['champion', 'standard', 'musician'] as const;

/** A troop type's profile in words ("M 4, WS 3, ... save 5+"), with its missiles. */
export function profileLine(lang: Lang, kind: string): string {
  const e = profileOf(kind);
  if (!e) return kind;
  const p = e.profile;
  const stats = words(lang, 'stats', { ...p, save: p.save >= 7 ? words(lang, 'noSave') : `${p.save}+` });
  return e.missile ? `${stats}; ${words(lang, 'shoots', { range: e.missile.range, S: e.missile.S })}` : stats;
}

export function RegimentRow({ list, index, lang, onChange }: { list: ArmyList; index: number; lang: Lang; onChange(l: ArmyList): void }) {
  const r: ListRegiment = list.regiments[index]!;
  const n = index + 1;
  const name = (k: string) => PROFILES[k]?.name[lang] ?? k;
  const widths = filesFor(r.models, MAX_FILES);
  if (!widths.includes(r.files)) widths.push(r.files);
  const chars = r.characters ?? [];
  return (
    <li className="rk-regiment">
      <fieldset>
        <legend>{words(lang, 'regiment', { n, name: name(r.kind), cost: regimentCost(r) })}</legend>
        <div className="rk-row">
          <select className="input" aria-label={words(lang, 'troops', { n })} value={r.kind} onChange={(e) => onChange(updateRegiment(list, index, { kind: e.target.value }))}>
            {TROOP_KINDS.map((k) => <option key={k} value={k}>{`${name(k)} (${PROFILES[k]!.points})`}</option>)}
          </select>
          <label>
            <span>{words(lang, 'modelsShort')}</span>
            <select className="input" aria-label={words(lang, 'models', { n })} value={r.models} onChange={(e) => onChange(updateRegiment(list, index, { models: Number(e.target.value) }))}>
              {MODELS.map((m) => <option key={m} value={m}>{m}</option>)}
            </select>
          </label>
          <label>
            <span>{words(lang, 'filesShort')}</span>
            <select className="input" aria-label={words(lang, 'files', { n })} value={r.files} onChange={(e) => onChange(updateRegiment(list, index, { files: Number(e.target.value) }))}>
              {widths.map((f) => <option key={f} value={f}>{f}</option>)}
            </select>
          </label>
        </div>
        <p className="rk-profile">{profileLine(lang, r.kind)}</p>
        <div className="rk-row">
          {COMMAND.map((k) => (
            <label key={k} className="rk-check">
              <input type="checkbox" aria-label={words(lang, 'commandOf', { what: words(lang, k), n })} checked={!!r[k]} onChange={(e) => onChange(updateRegiment(list, index, { [k]: e.target.checked }))} />
              <span aria-hidden="true">{words(lang, k)}</span>
            </label>
          ))}
        </div>
        {chars.length > 0 && (
          <ul className="rk-characters">
            {chars.map((c, ci) => (
              <li key={ci} className="rk-row">
                <select className="input" aria-label={words(lang, 'character', { c: ci + 1, n })} value={c.kind} onChange={(e) => onChange(setCharacterKind(list, index, ci, e.target.value))}>
                  {CHARACTER_KINDS.map((k) => <option key={k} value={k}>{`${name(k)} (${PROFILES[k]!.points})`}</option>)}
                </select>
                <select className="input" aria-label={words(lang, 'role', { c: ci + 1, n })} value={roleOf(c)} onChange={(e) => onChange(setRole(list, index, ci, e.target.value as Role))}>
                  {ROLES.map((x) => <option key={x} value={x}>{words(lang, `role.${x}`)}</option>)}
                </select>
                <button type="button" className="btn" aria-label={words(lang, 'removeCharacterOf', { c: ci + 1, n })} onClick={() => onChange(removeCharacter(list, index, ci))}>
                  {words(lang, 'removeCharacter')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="rk-row">
          <button type="button" className="btn" aria-label={words(lang, 'addCharacterTo', { n })} disabled={chars.length >= MAX_CHARACTERS} onClick={() => onChange(addCharacter(list, index))}>
            {words(lang, 'addCharacter')}
          </button>
          <button type="button" className="btn" aria-label={words(lang, 'removeOf', { n })} onClick={() => onChange(removeRegiment(list, index))}>
            {words(lang, 'remove')}
          </button>
        </div>
      </fieldset>
    </li>
  );
}
