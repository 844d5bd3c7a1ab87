import { describe, expect, it } from 'vitest';
import { initialRngState, seededDice } from '../../core/dice';
import { ranked } from '../../rules/ranked';
import { PITCHED } from '../../rules/ranked/scenarios';
import type { RkAction, RkState } from '../../rules/ranked/types';
import { blockCentre } from '../../rules/ranked/geometry/block';
import { buildBoardView, GHOST, plannedBlock, wheelArc } from './boardView';
import { chanceLabel } from './odds';
import { battle, combat, FACE_A, FACE_B, fight, hitsAndWounds, misses, regiment, twoDice } from '../../rules/ranked/combat/testkit';
import { tableWith } from '../../rules/ranked/testkit';
import { barOf, firstOf, hudActions, movesOf, oddsOf, planLabel, questionOf, stepPlan, unitRows } from './panel';

const start = (): RkState => ranked.setup(PITCHED, {}, 3, ['Anna', 'Boris']);

function run(s: RkState, actions: RkAction[]): RkState {
  const dice = seededDice(initialRngState(7));
  for (const a of actions) s = ranked.apply(s, a, dice).state;
  return s;
}

const END: RkAction = { type: 'endPhase' };
/** Ends phases (the shooting phases among them) until `stop` holds. */
function endTo(s: RkState, stop: (s: RkState) => boolean): RkState {
  for (let i = 0; i < 20 && !stop(s); i++) s = run(s, [END]);
  return s;
}
/** Both players march their first regiment 8" at each other: 8" apart at turn 2's charge phase. */
const closing = (): RkState => {
  const marched = endTo(run(start(), [END, { type: 'march', unit: 'a1', dist: 8 }]), (x) => x.active === 1 && x.phase === 'move');
  return endTo(run(marched, [{ type: 'march', unit: 'b1', dist: 8 }]), (x) => x.active === 0 && x.phase === 'charge');
};
const toCombat = (s: RkState): RkState => endTo(s, (x) => x.phase === 'combat');

describe('the rank-and-flank screen offers what the rules list', () => {
  it('draws each regiment as a block of its files and models, centred behind its front edge', () => {
    const s = start();
    const v = buildBoardView(s, { selectedId: null, aimId: null, plan: null, lang: 'en' });
    const a1 = s.regiments.find((r) => r.id === 'a1')!;
    const u = v.units.find((x) => x.id === 'a1')!;
    expect(u.shape).toEqual({ kind: 'block', files: 5, models: 21, base: a1.base, facing: 0 });
    expect(u.y).toBeCloseTo(a1.block.front.y + a1.block.depth / 2, 9);
    // The General by role on the board (the roster names him): a longer label ran off the table.
    expect(u.label).toMatch(/^Spearmen I \(20\) · Ch, Std, Mus, General$/);
    expect(u.leader).toBe(true);
    expect(v.units.filter((x) => x.id.startsWith(GHOST))).toEqual([]);
  });

  it('the bridge scenario draws the river as impassable ground and the bridge as a crossing', () => {
    const s = ranked.setup({ ...PITCHED, id: 'bridge', terrain: [{ id: 'r', kind: 'river', name: { en: 'River', ru: 'Река' }, poly: [{ x: 0, y: 22 }, { x: 20, y: 22 }, { x: 20, y: 26 }, { x: 0, y: 26 }], impassable: true }] }, {}, 1, ['A', 'B']);
    const v = buildBoardView(s, { selectedId: null, aimId: null, plan: null, lang: 'ru' });
    expect(v.table.terrain.map((t) => [t.kind, 'name' in t ? t.name : ''])).toEqual([['building', 'Река (непроходима)']]);
  });

  it('the movement dock groups the rules\' legal moves by kind, steps through them, and ghosts the end', () => {
    const s = run(start(), [END]);
    const moves = movesOf(s, 'a1');
    expect(Object.keys(moves)).toEqual(['forward', 'wheelLeft', 'wheelRight', 'reform', 'march']);
    const march = firstOf('march', moves.march!);
    expect(march).toEqual({ type: 'march', unit: 'a1', dist: 8 });
    expect(planLabel('en', stepPlan(moves.march!, march, -1))).toBe('march 7"');
    expect(stepPlan(moves.march!, march, 1)).toBe(march);
    const about = moves.reform!.find((a) => a.type === 'reform' && a.turn === 180)!;
    expect([planLabel('en', about), planLabel('ru', about)]).toEqual(['turn about', 'повернуться кругом']);
    // The kingdom faces up the table: turned about, its ghost faces down it.
    expect(s.regiments.find((r) => r.id === 'a1')!.block.facing).toBe(0);
    expect(plannedBlock(s, 'a1', about)!.facing).toBe(180);
    const end = plannedBlock(s, 'a1', march)!;
    expect(end.front.y).toBeCloseTo(28, 9);
    const v = buildBoardView(s, { selectedId: 'a1', aimId: null, plan: march, lang: 'en' });
    const ghost = v.units.find((x) => x.id === `${GHOST}a1`)!;
    expect(ghost.gone).toBe(true);
    expect(ghost.y).toBeCloseTo(blockCentre(end).y, 9);
    expect(hudActions(s, 'en').map((a) => a.label)).toEqual(['End the movement phase']);
  });

  it('a wheel\'s arc runs from the outer front corner and ends where the rules put it', () => {
    const s = run(start(), [END]);
    const wheel: RkAction = { type: 'wheel', unit: 'a1', dir: 'right', deg: 30 };
    const arc = wheelArc(s.regiments.find((r) => r.id === 'a1')!.block, 'right', 30);
    expect(arc).toHaveLength(7);
    const end = plannedBlock(s, 'a1', wheel)!;
    const v = buildBoardView(s, { selectedId: 'a1', aimId: null, plan: wheel, lang: 'en' });
    expect(v.overlays.path).toEqual(arc);
    expect(end.facing).toBe(30);
  });

  it('a charge in reach is offered on the target\'s facing, ringed, ghosted and priced for each reaction', () => {
    const s = closing();
    expect(s.turn).toBe(2);
    const bar = barOf(s, 'en', 'a1');
    expect(bar.targets.map((t) => t.label)).toEqual(['Charge Orc warriors (front)']);
    const v = buildBoardView(s, { selectedId: 'a1', aimId: 'b1', plan: null, lang: 'en' });
    expect(v.overlays.rings).toContainEqual({ id: 'b1', kind: 'fight' });
    expect(v.units.some((u) => u.id === `${GHOST}a1`)).toBe(true);
    const odds = oddsOf(s, 'en', 'a1', 'b1')!;
    expect(odds.title).toBe('charge');
    expect(odds.chances.map((c) => chanceLabel(s, 'en', c))[0]).toBe('The charge reaches Orc warriors if it chooses: Hold');
  });

  it('the charged player is asked how to react, and the combat\'s challenge and answer are asked over the board', () => {
    let s = run(closing(), [{ type: 'charge', unit: 'a1', target: 'b1' }]);
    const q = questionOf(s, 'en')!;
    expect(q.prompt).toBe('Boris: Spearmen I charges Orc warriors in the front. How does Orc warriors react?');
    expect(q.options.map((o) => o.label)).toEqual(['Hold', 'Flee']);
    expect(hudActions(s, 'en')).toEqual([]);
    const flight = oddsOf(s, 'en', null, null)!.chances.map((c) => chanceLabel(s, 'en', c));
    expect(flight).toContain('Flee: Orc warriors flees 7"');
    s = toCombat(run(s, [{ type: 'react', reaction: 'hold' }]));
    expect(questionOf(s, 'en')!.options.map((o) => o.label)).toEqual(['Fight: Orc warriors — Spearmen I']);
    s = run(s, [{ type: 'fightCombat', combat: s.combats[0]!.id }]);
    const ask = questionOf(s, 'ru')!;
    expect(ask.options.at(-1)!.label).toBe('Без вызова');
    expect(ask.options.some((o) => o.label.startsWith('Вызов бросает'))).toBe(true);
    const odds = oddsOf(s, 'en', null, null)!;
    expect(odds.chances.map((c) => chanceLabel(s, 'en', c))).toContain('No challenge: The horde breaks');
  });

  it('RK-8 when several ways of falling back keep as many in contact, the Active player is asked which', () => {
    const s = toCombat(run(closing(), [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'hold' }]));
    const c = s.combats[0]!;
    c.pending = { kind: 'fallBack', side: 0, options: 2, casualties: [] };
    const q = questionOf(s, 'en')!;
    expect(q.prompt).toBe('Anna: in the combat of Orc warriors — Spearmen I, 2 ways of falling back keep as many regiments in contact. Choose one.');
    expect(q.options.map((o) => o.label)).toEqual(['Fall back: way 1', 'Fall back: way 2']);
    expect(questionOf(s, 'ru')!.options.map((o) => o.label)).toEqual(['Отступить: способ 1', 'Отступить: способ 2']);
  });

  it('RK-1 a shift with one way is still asked, as a confirmation, so the board draws it before it is made', () => {
    const s = toCombat(run(closing(), [{ type: 'charge', unit: 'a1', target: 'b1' }, { type: 'react', reaction: 'hold' }]));
    s.combats[0]!.pending = { kind: 'fallBack', side: 0, options: 1, casualties: [] };
    const q = questionOf(s, 'en')!;
    expect(q.prompt).toBe('Anna: in the combat of Orc warriors — Spearmen I, regiments that lost contact fall back into it as drawn on the board.');
    expect(q.options.map((o) => o.label)).toEqual(['Fall back as shown']);
    expect(questionOf(s, 'ru')!.options.map((o) => o.label)).toEqual(['Отступить, как показано']);
  });

  it('RK-GAP-5 RK-GAP-6 pursue or hold, then a free move, are asked over the board with their odds, in both languages', () => {
    // a1 kills 5 of b1, b1 misses and breaks on 6 + 6: a1's player is asked before the flight.
    const a1 = regiment({ id: 'a1', models: 10, files: 5, ...FACE_A });
    const broken = fight(battle([a1, regiment({ id: 'b1', models: 10, files: 5, ...FACE_B })], [combat('c1', ['a1', 'b1'])]), [{ type: 'fightCombat', combat: 'c1' }], [...hitsAndWounds(5), ...misses(15), twoDice(6, 6)]).state;
    const q = questionOf(broken, 'en')!;
    expect(q.prompt).toBe('Ann: b1 breaks and flees. Does a1 pursue it, or hold?');
    expect(q.options.map((o) => o.label)).toEqual(['Pursue', 'Hold (no pursuit)']);
    expect(questionOf(broken, 'ru')!.options.map((o) => o.label)).toEqual(['Преследовать', 'Стоять (без преследования)']);
    const odds = oddsOf(broken, 'en', null, null)!.chances.map((c) => chanceLabel(broken, 'en', c));
    expect(odds).toContain('Hold (no pursuit): b1 is caught');
    expect(odds.some((l) => l.startsWith('Pursue: b1 is caught'))).toBe(true);
    // A charger that wiped out its foe: overrun (priced), stay, pivots, reforms.
    const wiped = fight(battle([a1, regiment({ id: 'b1', models: 5, files: 5, ...FACE_B })], [combat('c1', ['a1', 'b1'], ['a1'])]), [{ type: 'fightCombat', combat: 'c1' }], [...hitsAndWounds(5), ...misses(5)]).state;
    const free = questionOf(wiped, 'en')!;
    expect(free.prompt).toBe('Ann: a1 has no enemy left in contact. Overrun, stay or reform?');
    expect(free.options.map((o) => o.label).slice(0, 6)).toEqual(['Overrun 2d6"', 'Stay as it is', 'Turn right (90°)', 'Turn left (90°)', 'About face (180°)', 'Reform to 3 files']);
    expect(questionOf(wiped, 'ru')!.options.map((o) => o.label).slice(0, 2)).toEqual(['Прорыв на 2d6"', 'Остаться как есть']);
    expect(oddsOf(wiped, 'en', null, null)!.title).toBe('overrun');
  });

  it('RK-GAP-2 the shooting phase asks for a volley over the board, priced, or the end of the phase', () => {
    const s = tableWith([{ id: 'a1', side: 0, x: 20, y: 18 }, { id: 'b1', side: 1, kind: 'orcArchers', x: 20, y: 10, models: 10 }], { phase: 'shoot', active: 1 });
    const q = questionOf(s, 'en')!;
    expect(q.prompt).toBe('Blue: the shooting phase. Choose a volley, or end the phase.');
    expect(q.options.map((o) => o.label)).toEqual(['Orc archers shoot at Spearmen (5 shots, 4+ to hit)', 'End the shooting phase']);
    expect(questionOf(s, 'ru')!.options.map((o) => o.label)).toEqual(['Орки-лучники: залп по полку «Копейщики» (выстрелов: 5, попадание 4+)', 'Закончить фазу стрельбы']);
    const odds = oddsOf(s, 'en', null, null)!;
    expect(odds.title).toBe('shoot');
    expect(odds.chances.map((c) => chanceLabel(s, 'en', c))[0]).toBe('Spearmen loses 0 to the volley');
  });

  it('the roster names each regiment with its models, ranks and characters in both languages', () => {
    const rows = unitRows(start(), 'ru', 'a1', ['red', 'blue']);
    expect(rows[0]).toMatchObject({ id: 'a1', name: 'Копейщики I', selected: true });
    expect(rows[0]!.status).toBe('моделей: 20, 5 × 5 · Маршал');
  });

  it('RK-GAP-7 the roster says which regiments are at half strength and what they are worth to the enemy', () => {
    const s = tableWith([
      { id: 'a1', side: 0, x: 20, y: 36, extra: { models: 10 } },
      { id: 'a2', side: 0, x: 30, y: 36, extra: { models: 11 } },
      { id: 'b1', side: 1, x: 20, y: 12 },
    ]);
    const [half, more] = unitRows(s, 'en', null, ['red', 'blue']);
    expect(half!.status).toBe('10 models, 5 × 2 · at half strength: 70 points to the enemy');
    expect(more!.status).toBe('11 models, 5 × 3');
    expect(unitRows(s, 'ru', null, ['red', 'blue'])[0]!.status).toBe('моделей: 10, 5 × 2 · потерял половину, очков врагу: 70');
    // A match set up before half strength scored (edition 3) says nothing of it.
    const old = tableWith([{ id: 'a1', side: 0, x: 20, y: 36, extra: { models: 10 } }, { id: 'b1', side: 1, x: 20, y: 12 }], { options: { edition: 3 } });
    expect(unitRows(old, 'en', null, ['red', 'blue'])[0]!.status).toBe('10 models, 5 × 2');
  });
});
