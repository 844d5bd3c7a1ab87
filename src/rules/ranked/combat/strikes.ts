// Attacks by Initiative step (RK-GAP-3, RK-14, RK-15): who strikes at each step, one attack at a
// time (to hit, to wound, save: each die read only as made or not, so the odds branch twice a
// die), and the casualties removed when the step ends.
import { rollJudged, type DiceSource } from '../../../core/dice';
import type { GameEvent } from '../../../core/ruleset';
import { queueNext } from '../../../core/steps';
import type { Combat, CombatStep, Fighter, Regiment, RkState } from '../types';
import { supporting, touch, type Touch } from './contact';
import type { CombatEvent } from './events';
import { armourSave, makes, toHit, toWound } from './tables';
import { CHAMPION, charOf, hasChampion, livingChars, otherSide, profileOf, RF, sameFighter, unitById, unitsIn } from './units';

/** Chargers strike first in the round of the turn they charged (RK-GAP-3): at this Initiative. */
export const CHARGE_I = 100;

type Strike = Extract<CombatStep, { t: 'strike' }>;

/** Whom attacks at a regiment go: its rank and file, else its first living character not in a duel. */
function unitTarget(c: Combat, r: Regiment): Fighter | null {
  if (r.models > 0) return { unit: r.id, who: RF };
  const ch = livingChars(r).find((x) => !c.duel?.fighters.some((f) => f.unit === r.id && f.who === x.id));
  return ch ? { unit: r.id, who: ch.id } : null;
}

const inDuel = (c: Combat, f: Fighter): boolean => !!c.duel && c.duel.fighters.some((d) => sameFighter(d, f));

function strikeAt(s: RkState, i: number, by: Fighter, at: Fighter, attacks: number, duel: boolean, a?: Regiment, t?: Regiment): Strike | null {
  if (attacks <= 0) return null;
  a ??= unitById(s, by.unit)!;
  t ??= unitById(s, at.unit)!;
  const pa = profileOf(a, by.who), pt = profileOf(t, at.who);
  return { t: 'strike', i, by, at, n: attacks, left: attacks, need: [toHit(pa.WS, pt.WS), toWound(pa.S, pt.T), armourSave(pt.save, false, pa.S)], unsaved: 0, duel };
}

/** Every attack group of the combat now, each with its Initiative this round. */
// Asked at every Initiative step of every simulated round (the odds' estimates): written as plain loops.
export function attackGroups(s: RkState, c: Combat): Strike[] {
  const out: Strike[] = [];
  const initiative = (r: Regiment, who: string) => (c.chargers.includes(r.id) ? CHARGE_I : profileOf(r, who).I);
  if (c.duel) {
    const d = c.duel;
    for (const side of [0, 1] as const) {
      const f = d.fighters[side], r = unitById(s, f.unit);
      const alive = !!r && !r.destroyed && !r.fleeing && (f.who === CHAMPION ? hasChampion(r) : (charOf(r, f.who)?.wounds ?? 0) > 0);
      if (!alive) continue;
      const st = strikeAt(s, initiative(r, f.who), f, d.fighters[otherSide(side)], profileOf(r, f.who).A, true);
      if (st) out.push(st);
    }
  }
  const units = unitsIn(s, c);
  for (const r of units) {
    const touching: { e: Regiment; t: Touch }[] = [];
    for (const e of units) {
      if (e.side === r.side) continue;
      const t = touch(r, e);
      if (t && t.slots > 0) touching.push({ e, t });
    }
    if (!touching.length) continue;
    const first = touching[0]!;
    const firstAt = unitTarget(c, first.e);
    let taken = 0;
    // Characters who refused a challenge still stand in the front rank: they take places but make
    // no attacks (RK-13).
    for (const ch of r.characters) {
      if (ch.wounds <= 0) continue;
      taken++;
      if (c.refusedNow.includes(ch.id) || inDuel(c, { unit: r.id, who: ch.id })) continue;
      const st = firstAt && strikeAt(s, initiative(r, ch.id), { unit: r.id, who: ch.id }, firstAt, ch.profile.A, false, r, first.e);
      if (st) out.push(st);
    }
    if (hasChampion(r)) {
      taken++;
      if (!inDuel(c, { unit: r.id, who: CHAMPION })) {
        const st = firstAt && strikeAt(s, initiative(r, CHAMPION), { unit: r.id, who: CHAMPION }, firstAt, r.profile.A + 1, false, r, first.e);
        if (st) out.push(st);
      }
    }
    // The second rank supports the front fights, each model once, whatever enemy its file faces.
    let supportLeft = supporting(r, r.files);
    const rfModels = Math.max(0, r.models - (hasChampion(r) ? 1 : 0));
    for (const { e, t } of touching) {
      const own = e === first.e ? Math.max(0, t.slots - taken) : t.slots;
      const rf = Math.min(own, rfModels);
      const support = t.sideA === 'front' ? Math.min(supportLeft, supporting(r, t.slots)) : 0;
      supportLeft -= support;
      const at = e === first.e ? firstAt : unitTarget(c, e);
      const st = at && strikeAt(s, initiative(r, RF), { unit: r.id, who: RF }, at, (rf + support) * r.profile.A, false, r, e);
      if (st) out.push(st);
    }
  }
  return out;
}

/** The first Initiative step of the round (none: nobody can strike). */
export function firstInitiative(s: RkState, c: Combat): number | null {
  const is = attackGroups(s, c).map((g) => g.i);
  return is.length ? Math.max(...is) : null;
}

/** RK-GAP-3 step 5: the attacks at Initiative `i`, then the casualties, then the next step down. */
export function initiativeStep(s: RkState, c: Combat, i: number): void {
  const groups = attackGroups(s, c);
  const now = groups.filter((g) => g.i === i);
  const later = groups.map((g) => g.i).filter((x) => x < i);
  const next: CombatStep = later.length ? { t: 'initiative', i: Math.max(...later) } : { t: 'result' };
  queueNext(c, ...now, { t: 'casualties' }, next);
}

/** The three d6 of an attack (to hit, to wound, save) read from one face of 216. */
export function attackFaces(face: number): [number, number, number] {
  const x = face - 1;
  return [Math.floor(x / 36) + 1, (Math.floor(x / 6) % 6) + 1, (x % 6) + 1];
}

const verdicts = new Map<string, (face: number) => boolean>();

/** Whether an attack's three d6 wound and are not saved (each triple of scores judged once, face by face). */
export function woundsUnsaved(need: Strike['need']): (face: number) => boolean {
  const k = `${need[0]},${need[1]},${need[2]}`;
  let judge = verdicts.get(k);
  if (!judge) {
    const table: boolean[] = [false];
    for (let f = 1; f <= 216; f++) {
      const [h, w, sv] = attackFaces(f);
      table.push(makes(need[0])(h) && makes(need[1])(w) && !makes(need[2])(sv));
    }
    judge = (face: number) => table[face]!;
    verdicts.set(k, judge);
  }
  return judge;
}

/**
 * One attack: to hit, to wound, then the armour save. Its three d6 are rolled as one die of 216
 * faces, read as the three (the same chances as three d6 in turn); the rules read only whether it
 * wounds unsaved, so the odds branch twice an attack. The odds enumerator (a source that branches
 * on verdicts) gets one attack a step, to merge the branches after each; any other source rolls
 * the group's attacks in this one step, the same dice in the same order, with the same events.
 */
export function strikeStep(c: Combat, st: Strike, dice: DiceSource, events: GameEvent[]): void {
  const judge = woundsUnsaved(st.need);
  let left = st.left, unsavedAll = st.unsaved;
  do {
    const { roll, verdict: unsaved } = rollJudged(dice, 216, judge);
    const [h, w, sv] = attackFaces(roll);
    const hit = makes(st.need[0])(h), wound = hit && makes(st.need[1])(w), saveRolled = wound && st.need[2] !== null;
    const rolls = [h, ...(hit ? [w] : []), ...(saveRolled ? [sv] : [])];
    events.push({
      type: 'attack', rule: 'RK-GAP-3', rolls,
      params: { unit: st.by.unit, who: st.by.who, atUnit: st.at.unit, atWho: st.at.who, hit: h, wound: hit ? w : 0, save: saveRolled ? sv : 0, unsaved },
    } satisfies CombatEvent);
    // The wound is dealt at once (the step's own count is only for the log): attacks at the same
    // target then reach the same state whichever group made them, and the odds merge there.
    if (unsaved) deal(c, st.at);
    left--;
    if (unsaved) unsavedAll++;
  } while (left > 0 && !dice.judged);
  if (left > 0) {
    queueNext(c, { ...st, left, unsaved: unsavedAll });
    return;
  }
  events.push({
    type: 'strikes', rule: st.duel ? 'RK-14' : 'RK-GAP-3',
    params: {
      unit: st.by.unit, who: st.by.who, atUnit: st.at.unit, atWho: st.at.who, attacks: st.n, unsaved: unsavedAll, initiative: st.i, duel: st.duel,
      hitOn: st.need[0], woundOn: st.need[1], saveOn: st.need[2] ?? 0,
    },
  } satisfies CombatEvent);
}

/** One unsaved wound on `at`, to come off when the Initiative step ends (entries kept in one order). */
function deal(c: Combat, at: Fighter): void {
  const had = c.dealt.find((d) => d.unit === at.unit && d.who === at.who);
  if (had) {
    had.wounds += 1;
    return;
  }
  c.dealt.push({ unit: at.unit, who: at.who, wounds: 1 });
  c.dealt.sort((a, b) => (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : a.who < b.who ? -1 : a.who > b.who ? 1 : 0));
}
