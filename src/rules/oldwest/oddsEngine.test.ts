// The odds panel read from the rules' own resolution (src/core/enumerate.ts): the exact figures a
// player sees, worked out by hand from the rules (the assumptions: docs/rules/oldwest.md, "Odds").
// The first block covers the places where the earlier closed-form panel was wrong; the second the
// rule facts those closed forms were tested on, now asked of the rules themselves.
import { describe, expect, it } from 'vitest';
import type { Preview } from '../../core/ruleset';
import type { Barrier } from '../../core/table/types';
import { fameChoices } from './fameLines';
import { oldwest } from './index';
import { play, position, type Spec } from './testkit';
import { woundRoll } from './woundChart';
import type { OWAction, OWState, Profile } from './types';

const EPS = 12;

const fighterOf = (type: string) => (id: string, x: number, y: number, extra: Partial<Spec> = {}): Spec => ({ id, name: id, type, pos: { x, y }, ...extra });
const deputy = fighterOf('deputy');
const rowdy = fighterOf('rowdy');
const tough = fighterOf('tough');
const cowpoke = fighterOf('cowpoke');
const sheriff = fighterOf('sheriff');
const desperado = fighterOf('desperado');
const marshal = fighterOf('marshal');

// A fence along x = 10 (1" high: fought across, OW-17; passed by a shot on 3+, OW-GAP-3).
const fence: Barrier = { id: 'f', kind: 'fence', a: { x: 10, y: 0 }, b: { x: 10, y: 36 }, height: 1 };

/** Both sides end Shootin': the fights are grouped and the side with the Drop chooses. */
function fightPhase(s: OWState): OWState {
  return play({ ...s, phase: 'shoot' }, [{ type: 'endPhase' }, { type: 'endPhase' }]).state;
}

/** A fighter's profile changed (a value no listed profile has, or a pool already spent). */
function edit(s: OWState, id: string, change: Partial<Profile> & { fame?: number; fortune?: number; onGround?: boolean }): OWState {
  const { fame, fortune, onGround, ...profile } = change;
  const f = s.fighters[id]!;
  s.fighters[id] = {
    ...f,
    profile: { ...f.profile, ...profile },
    ...(fame === undefined ? {} : { fame }),
    ...(fortune === undefined ? {} : { fortune }),
    ...(onGround === undefined ? {} : { onGround }),
  };
  return s;
}

const panel = (s: OWState, a: OWAction): Preview => {
  const p = oldwest.preview(s, a);
  if (!p) throw new Error(`no odds for ${a.type}`);
  return p;
};

/** The lines with this key whose params include `params`. */
const lines = (p: Preview, key: string, params: Record<string, string | number> = {}) =>
  p.chances.filter((c) => c.key === key && Object.entries(params).every(([k, v]) => c.params?.[k] === v));

/** The one line with this key and params: its chance. */
function line(p: Preview, key: string, params: Record<string, string | number> = {}): number {
  const found = lines(p, key, params);
  if (found.length !== 1) throw new Error(`${found.length} lines ${key} ${JSON.stringify(params)} in ${JSON.stringify(p.chances)}`);
  return found[0]!.p;
}

const fightOf = (s: OWState): OWAction => ({ type: 'resolveFight', fightId: s.fights[0]!.id });

/**
 * Counts every roll of the Attack dice: the chance side 0 wins Dukin' it Out (OW-3, OW-4, OW-14).
 * Side 0's first die may be a hero's, raised by up to `fame` (to 6 at most); a tie goes to the
 * higher best Fightin', then half and half on the roll-off.
 */
function countFight(q: { dice0: number; dice1: number; f0: number; f1: number; heroFame?: number }): number {
  const n = q.dice0 + q.dice1;
  let won = 0;
  for (let code = 0; code < 6 ** n; code++) {
    const faces = Array.from({ length: n }, (_, i) => (Math.floor(code / 6 ** i) % 6) + 1);
    const mine = faces.slice(0, q.dice0);
    if (q.heroFame && mine.length) mine[0] = Math.min(6, mine[0]! + q.heroFame);
    const a = Math.max(0, ...mine);
    const b = Math.max(0, ...faces.slice(q.dice0));
    if (a !== b) won += a > b ? 1 : 0;
    else won += q.f0 > q.f1 ? 1 : q.f0 < q.f1 ? 0 : 0.5;
  }
  return won / 6 ** n;
}

describe('Odds from the rules: the places the closed forms got wrong', () => {
  it("OW-GAP-3 a shot into a fight: each fighter's wound line is the hit times the 1-in-N landing times the wound", () => {
    // Deputy a (Sh 4, sixgun S3) shoots rowdy x, who fights cowpoke b (a's friend) beside rowdy y.
    // Hit 1/2; the hit lands on one of the three (1/3 each); S3 against Grit 3 wounds on 4+ (1/2).
    const s = position([deputy('a', 10, 20), cowpoke('b', 17, 20)], [rowdy('x', 16, 20), rowdy('y', 17, 21)], { phase: 'shoot' });
    const p = panel(s, { type: 'shoot', fighterId: '0:a', targetId: '1:x' });
    expect(line(p, 'hit', { target: 'x' })).toBeCloseTo(1 / 2, EPS);
    for (const name of ['x', 'y', 'b']) expect(line(p, 'randomTarget', { target: name })).toBeCloseTo(1 / 6, EPS);
    expect(line(p, 'wound', { target: 'x' })).toBeCloseTo(1 / 12, EPS);
    expect(line(p, 'outOfAction', { target: 'x' })).toBeCloseTo(1 / 12, EPS);
    expect(line(p, 'wounded', { target: 'y' })).toBeCloseTo(1 / 12, EPS);
    expect(line(p, 'outOfAction', { target: 'y' })).toBeCloseTo(1 / 12, EPS);
    // The risk to one's own fighter is shown as such.
    expect(line(p, 'ownWounded', { target: 'b' })).toBeCloseTo(1 / 12, EPS);
    expect(line(p, 'ownOut', { target: 'b' })).toBeCloseTo(1 / 12, EPS);
  });

  it('OW-GAP-4 a friend hit in a fight may still save the wound with Fortune: his lines count the 4+ save', () => {
    // Deputy b (Fortune 1) fights rowdy x: the hit lands on b half the time; a wound there is
    // ignored on 4+ (Fortune is used, docs "Odds"). 1/2 x 1/2 x 1/2 x 1/2 = 1/16.
    const s = position([deputy('a', 10, 20), deputy('b', 17, 20)], [rowdy('x', 16, 20)], { phase: 'shoot' });
    const p = panel(s, { type: 'shoot', fighterId: '0:a', targetId: '1:x' });
    expect(line(p, 'wound', { target: 'x' })).toBeCloseTo(1 / 8, EPS);
    expect(line(p, 'ownWounded', { target: 'b' })).toBeCloseTo(1 / 16, EPS);
    expect(line(p, 'ownOut', { target: 'b' })).toBeCloseTo(1 / 16, EPS);
  });

  it("OW-28 a shot at a rider: the rider's wound line is the hit times the 4-6 on the rider times the wound, plus a throw from a killed mount", () => {
    // Hit 1/2; 4-6 the rider (1/2), wounded on 4+ (1/2): 1/8. 1-3 the mount (Grit 3, 1 Wound):
    // killed on 4+ (1/8 in all); the rider then rolls 1 (1/6) and is knocked flying, a Strength 2
    // hit that wounds Grit 3 on 5+ (1/3) (OW-GAP-5): 1/144 more.
    const s = position([deputy('a', 10, 20)], [rowdy('x', 16, 20, { mount: 'horse' })], { phase: 'shoot' });
    const p = panel(s, { type: 'shoot', fighterId: '0:a', targetId: '1:x' });
    expect(line(p, 'mountHit', { target: 'x' })).toBeCloseTo(1 / 4, EPS);
    expect(line(p, 'mountLost', { target: 'x' })).toBeCloseTo(1 / 8, EPS);
    expect(line(p, 'wound', { target: 'x' })).toBeCloseTo(1 / 8 + 1 / 144, EPS);
    expect(line(p, 'outOfAction', { target: 'x' })).toBeCloseTo(1 / 8 + 1 / 144, EPS);
  });

  it('OW-11 a fighter on the ground: winning, he only stands up; losing, he is trapped, so the fight preview counts both', () => {
    // Cowpoke a against rowdy x lying down: an even fight. If x's side wins he stands and strikes
    // nothing; if it loses he counts as trapped (OW-9): two strikes at 4+, 3/4 to wound.
    const s = fightPhase(edit(position([cowpoke('a', 10, 10)], [rowdy('x', 11, 10)]), '1:x', { onGround: true }));
    const p = panel(s, fightOf(s));
    expect(line(p, 'fightWin', { player: 'Anna' })).toBeCloseTo(1 / 2, EPS);
    expect(line(p, 'outOfAction', { target: 'x' })).toBeCloseTo((1 / 2) * (3 / 4), EPS);
    // a cannot be harmed: no line for him.
    expect(lines(p, 'ownWounded', { target: 'a' })).toEqual([]);
    expect(lines(p, 'ownOut', { target: 'a' })).toEqual([]);
  });

  it('OW-9 a loser hemmed in by his own friends is trapped: the fight preview counts his strikes twice', () => {
    // Rowdy x has friends behind and to both sides: losing to cowpoke a he cannot back off 1".
    const s = fightPhase(position([cowpoke('a', 10, 10)], [rowdy('x', 11, 10), rowdy('y', 12.05, 10), rowdy('z', 11, 8.95), rowdy('v', 11, 11.05)]));
    expect(s.fights.map((f) => f.fighterIds)).toEqual([['0:a', '1:x']]);
    expect(play(s, [fightOf(s)], [6, 1, 1, 1]).events.some((e) => e.type === 'trapped' && e.rule === 'OW-9')).toBe(true);
    const p = panel(s, fightOf(s));
    expect(line(p, 'outOfAction', { target: 'x' })).toBeCloseTo((1 / 2) * (1 - (1 / 2) ** 2), EPS);
    // a backs off freely: one strike.
    expect(line(p, 'ownOut', { target: 'a' })).toBeCloseTo((1 / 2) * (1 / 2), EPS);
  });

  it('OW-17 a fight across a fence: every strike must first beat the barrier roll (4+), in both fighters\' lines', () => {
    const s = fightPhase(position([cowpoke('a', 9.45, 20)], [rowdy('x', 10.55, 20)], { terrain: [fence] }));
    const p = panel(s, fightOf(s));
    // Win 1/2, past the fence 1/2, wound on 4+ 1/2.
    expect(line(p, 'outOfAction', { target: 'x' })).toBeCloseTo(1 / 8, EPS);
    expect(line(p, 'ownOut', { target: 'a' })).toBeCloseTo(1 / 8, EPS);
  });

  it('OW-30 a hero beside a friend: Fame raises only the hero\'s own die, so "with Fame" is 176/216, not 186/216', () => {
    // Sheriff w (F4, Fame 1) and cowpoke c against rowdy x (F3): a tie goes to w's side (OW-14).
    const s = fightPhase(position([sheriff('w', 10, 10), cowpoke('c', 12, 10)], [rowdy('x', 11, 10)]));
    const p = panel(s, fightOf(s));
    expect(line(p, 'fightWin', { player: 'Anna' })).toBeCloseTo(161 / 216, EPS);
    expect(line(p, 'fightWinFame', { player: 'Anna', fighter: 'w', fame: 1 })).toBeCloseTo(176 / 216, EPS);
    expect(176 / 216).toBeCloseTo(countFight({ dice0: 2, dice1: 1, f0: 4, f1: 3, heroFame: 1 }), EPS);
  });

  it("OW-4 the Fame question in a fight: a 5 raised to 6 against a 6 only ties, and the tie goes to the higher Fightin'", () => {
    const asked = (foe: Spec): OWState => {
      const s = play({ ...position([sheriff('w', 10, 10)], [foe]), phase: 'shoot' }, [{ type: 'endPhase' }, { type: 'endPhase' }], [], true).state;
      const r = play(s, [fightOf(s)], [5, 6], true).state;
      expect(r.pending).toMatchObject({ kind: 'fame', roll: { what: 'duel', score: 5, max: 1 } });
      return r;
    };
    // Against rowdy x (F3) the sheriff's F4 takes the tie.
    const higher = asked(rowdy('x', 11, 10));
    expect(fameChoices(higher)).toEqual([0, 1]);
    let p = panel(higher, { type: 'fame', points: 1 });
    expect(line(p, 'fameWin', { points: 0 })).toBe(0);
    expect(line(p, 'fameWin', { points: 1, score: 6 })).toBeCloseTo(1, EPS);
    // Against a desperado (F4, his Fame spent) the tie goes to the roll-off: one half.
    const s = position([sheriff('w', 10, 10)], [desperado('k', 11, 10)]);
    const even = play(
      play({ ...edit(s, '1:k', { fame: 0 }), phase: 'shoot' }, [{ type: 'endPhase' }, { type: 'endPhase' }], [], true).state,
      [{ type: 'resolveFight', fightId: 'fight-1' }], [5, 6], true,
    ).state;
    p = panel(even, { type: 'fame', points: 1 });
    expect(line(p, 'fameWin', { points: 0 })).toBe(0);
    expect(line(p, 'fameWin', { points: 1 })).toBeCloseTo(1 / 2, EPS);
  });

  it("OW-GAP-3 a shot hits on a d6 at or over the Shootin' value: 1/2 for Sh 4, 1/3 for Sh 5; Sh 1 always hits, over 6 never", () => {
    const at = (sh: number) => {
      const s = edit(position([deputy('a', 10, 20)], [rowdy('x', 16, 20)], { phase: 'shoot' }), '0:a', { sh });
      return panel(s, { type: 'shoot', fighterId: '0:a', targetId: '1:x' });
    };
    expect(line(at(4), 'hit', { need: 4 })).toBeCloseTo(1 / 2, EPS);
    expect(line(at(4), 'wound', { target: 'x' })).toBeCloseTo(1 / 4, EPS);
    expect(line(at(5), 'hit', { need: 5 })).toBeCloseTo(1 / 3, EPS);
    // No listed profile has Sh 1 or Sh 7 (OW-GAP-7); the rule still reads the same for them.
    expect(line(at(1), 'hit')).toBeCloseTo(1, EPS);
    expect(line(at(1), 'wound', { target: 'x' })).toBeCloseTo(1 / 2, EPS);
    expect(line(at(7), 'hit')).toBe(0);
    expect(line(at(7), 'wound', { target: 'x' })).toBe(0);
    // And the dice agree: a 1 hits at Sh 1, a 6 misses at Sh 7.
    const shot = (sh: number, roll: number) =>
      play(edit(position([deputy('a', 10, 20)], [rowdy('x', 16, 20)], { phase: 'shoot' }), '0:a', { sh }), [{ type: 'shoot', fighterId: '0:a', targetId: '1:x' }], [roll, 1, 1, 1])
        .events.find((e) => e.type === 'shot')!.params!.hit;
    expect(shot(1, 1)).toBe(true);
    expect(shot(7, 6)).toBe(false);
    expect(shot(4, 4)).toBe(true);
    expect(shot(4, 3)).toBe(false);
  });

  it('OW-GAP-2 a jump rolled 3: Fame is offered as 0 or +3 only, since +1 and +2 still just cross and stop', () => {
    // Marshal m (Fame 3) jumps a 1" fence: 2-5 crosses and stops, 6 crosses and goes on.
    const fence13: Barrier = { ...fence, a: { x: 13, y: 0 }, b: { x: 13, y: 36 } };
    const s = position([marshal('m', 11, 20)], [rowdy('x', 30, 5)], { terrain: [fence13] });
    const r = play(s, [{ type: 'move', fighterId: '0:m', to: { x: 15, y: 20 } }], [3], true).state;
    expect(r.pending).toMatchObject({ kind: 'fame', roll: { what: 'jump', score: 3, max: 3 } });
    expect(fameChoices(r)).toEqual([0, 3]);
    const p = panel(r, { type: 'fame', points: 0 });
    expect(p.chances.map((c) => [c.key, c.params?.points, c.p])).toEqual([['fameJump', 0, 0], ['fameJump', 3, 1]]);
  });

  it('OW-16 a strike to place at one of two targets across a fence: each line names its target', () => {
    const s = position([marshal('m', 10.55, 20), deputy('b', 8.45, 20)], [rowdy('x', 9.45, 20), rowdy('y', 9.45, 21)], { phase: 'shoot', terrain: [fence] });
    const f = play(s, [{ type: 'endPhase' }, { type: 'endPhase' }]).state;
    const r = play(f, [fightOf(f), { type: 'backOff', fighterId: '1:x' }, { type: 'backOff', fighterId: '1:y' }], [6, 1, 1, 2, 1], 'all').state;
    expect(r.pending).toMatchObject({ kind: 'strike', strikerId: '0:m', targetIds: ['1:x', '1:y'], across: ['1:x', '1:y'] });
    for (const name of ['x', 'y']) {
      const p = panel(r, { type: 'strike', targetId: `1:${name}` });
      // The 4+ past the fence, then S4 against Grit 3 on 4+.
      expect(p.chances.map((c) => [c.key, c.params?.target])).toEqual([['barrierPass', name], ['wound', name], ['outOfAction', name]]);
      expect(line(p, 'barrierPass', { target: name })).toBeCloseTo(1 / 2, EPS);
      expect(line(p, 'wound', { target: name })).toBeCloseTo(1 / 4, EPS);
      expect(line(p, 'outOfAction', { target: name })).toBeCloseTo(1 / 4, EPS);
    }
  });

  it('OW-31 the Fame bid table: for each bid against each other bid, the chance to win with the dice already rolled', () => {
    // Sheriff w (Fame 1) rolled 5, desperado k (Fame 2) rolled 4; both F4, so a tie is a roll-off.
    const s = play({ ...position([sheriff('w', 10, 10)], [desperado('k', 11, 10)]), phase: 'shoot' }, [{ type: 'endPhase' }, { type: 'endPhase' }], [], true).state;
    const r = play(s, [fightOf(s)], [5, 4], true).state;
    expect(r.pending).toMatchObject({ kind: 'fameBid', bidders: [0, 1] });
    const anna = panel(r, { type: 'fameBid', points: 0, by: 0 });
    expect(anna.title).toBe('fameBid');
    const table = (p: Preview) => p.chances.map((c) => [c.params?.bid, c.params?.other, Math.round(c.p * 1e9) / 1e9]);
    expect(table(anna)).toEqual([
      [0, 0, 1], [0, 1, 0.5], [0, 2, 0],
      [1, 0, 1], [1, 1, 1], [1, 2, 0.5],
    ]);
    expect(lines(anna, 'bidWin').every((c) => c.params?.player === 'Anna')).toBe(true);
    // Once Anna has bid, Boris sees his own table (her bid stays secret: every bid of hers is listed).
    const boris = play(r, [{ type: 'fameBid', points: 1, by: 0 }], [], 'all').state;
    expect(table(panel(boris, { type: 'fameBid', points: 0, by: 1 }))).toEqual([
      [0, 0, 0], [0, 1, 0],
      [1, 0, 0.5], [1, 1, 0],
      [2, 0, 1], [2, 1, 0.5],
    ]);
    // Asked for Boris's side before Anna has bid (the computer plays Anna, say): his own table, not hers.
    const first = panel(r, { type: 'fameBid', points: 0, by: 1 });
    expect(table(first)).toEqual(table(panel(boris, { type: 'fameBid', points: 0, by: 1 })));
    expect(lines(first, 'bidWin').every((c) => c.params?.player === 'Boris')).toBe(true);
  });

  it('OW-13 the fight preview follows fighters, not names: an enemy named like a fighter outside the fight keeps his lines', () => {
    // Anna's Joe stands far off; Boris's Joe fights Al. Both posses may name a fighter alike.
    const s = fightPhase(position([cowpoke('j', 30, 30, { name: 'Joe' }), cowpoke('a', 10, 10, { name: 'Al' })], [rowdy('x', 11, 10, { name: 'Joe' })]));
    const p = panel(s, fightOf(s));
    expect(line(p, 'outOfAction', { target: 'Joe' })).toBeCloseTo(1 / 4, EPS);
    expect(line(p, 'ownOut', { target: 'Al' })).toBeCloseTo(1 / 4, EPS);
    expect(lines(p, 'ownOut', { target: 'Joe' })).toEqual([]);
    // A shot at one of two fighters of the same name in a fight: the other keeps his wounded line.
    const t = position([deputy('a', 10, 20), cowpoke('b', 17, 20)], [rowdy('x', 16, 20, { name: 'Jed' }), rowdy('y', 17, 21, { name: 'Jed' })], { phase: 'shoot' });
    const q = panel(t, { type: 'shoot', fighterId: '0:a', targetId: '1:x' });
    expect(line(q, 'wound', { target: 'Jed' })).toBeCloseTo(1 / 12, EPS);
    expect(line(q, 'wounded', { target: 'Jed' })).toBeCloseTo(1 / 12, EPS);
    expect(lines(q, 'outOfAction', { target: 'Jed' })).toHaveLength(2);
  });
});

describe('Rule facts the odds rest on, read from the rules themselves', () => {
  /** A point-blank thrown knife (Strength of the thrower) from a Sh 4 cowpoke at a rowdy of Grit g. */
  const knife = (strength: number, grit: number): Preview => {
    let s = position([cowpoke('a', 10, 20, { weapon: 'thrownKnife' })], [rowdy('x', 12, 20)], { phase: 'shoot' });
    s = edit(edit(s, '0:a', { s: strength, sh: 4 }), '1:x', { g: grit });
    return panel(s, { type: 'shoot', fighterId: '0:a', targetId: '1:x' });
  };

  it('OW-7 every entry of the wound chart: a hit wounds as often as the chart\'s 36 two-dice outcomes say', () => {
    for (let st = 1; st <= 10; st++) {
      for (let g = 1; g <= 10; g++) {
        const need = woundRoll(st, g);
        let ok = 0;
        for (let d1 = 1; d1 <= 6; d1++) {
          for (let d2 = 1; d2 <= 6; d2++) {
            if (need && (need.second === null ? d1 >= need.first : d1 === 6 && d2 >= need.second)) ok++;
          }
        }
        expect([st, g, line(knife(st, g), 'wound', { target: 'x' })]).toEqual([st, g, expect.closeTo((1 / 2) * (ok / 36), EPS)]);
      }
    }
    // Strength 3 against Grit 4 needs a 5: a hit wounds 1/3 of the time.
    expect(line(knife(3, 4), 'wound', { target: 'x', need: '5+' })).toBeCloseTo(1 / 6, EPS);
  });

  it('OW-8 a 6/4 needs a six, then a 4+; a 6/6 two sixes; "-" cannot wound, and the line says 0', () => {
    expect(line(knife(1, 6), 'wound', { need: '6/4' })).toBeCloseTo((1 / 2) * (1 / 6) * (1 / 2), EPS);
    expect(line(knife(1, 8), 'wound', { need: '6/6' })).toBeCloseTo((1 / 2) * (1 / 36), EPS);
    expect(line(knife(1, 9), 'wound', { need: '-' })).toBe(0);
    expect(line(knife(2, 10), 'outOfAction', { target: 'x' })).toBe(0);
  });

  it('OW-GAP-3 a 4+ shot past a fence (3+) and a model (4+): hit 1/2, reach 1/6, wound 1/12; a failed model roll hits the model', () => {
    const s = position([deputy('a', 8, 20)], [rowdy('z', 12, 20), rowdy('x', 15, 20)], { phase: 'shoot', terrain: [fence] });
    const p = panel(s, { type: 'shoot', fighterId: '0:a', targetId: '1:x' });
    expect(line(p, 'hit')).toBeCloseTo(1 / 2, EPS);
    expect(line(p, 'reach', { count: 2 })).toBeCloseTo((1 / 2) * (2 / 3) * (1 / 2), EPS);
    expect(line(p, 'wound', { target: 'x' })).toBeCloseTo(1 / 12, EPS);
    expect(line(p, 'outOfAction', { target: 'x' })).toBeCloseTo(1 / 12, EPS);
    // Past the fence but not past z (1/2 x 2/3 x 1/2): z is hit instead, wounded on 4+.
    expect(line(p, 'wounded', { target: 'z' })).toBeCloseTo(1 / 12, EPS);
  });

  it('OW-13 a shot cannot put a fighter with 2 Wounds out of action: the line shows 0', () => {
    // Desperado k: Grit 4 (5+), 2 Wounds, 1 Fortune (a wound ignored on 4+).
    const s = position([deputy('a', 10, 20)], [desperado('k', 16, 20)], { phase: 'shoot' });
    const p = panel(s, { type: 'shoot', fighterId: '0:a', targetId: '1:k' });
    expect(line(p, 'wound', { target: 'k', need: '5+' })).toBeCloseTo((1 / 2) * (1 / 3) * (1 / 2), EPS);
    expect(line(p, 'outOfAction', { target: 'k' })).toBe(0);
  });

  it("OW-3 one die against one, equal Fightin': an even fight, whichever side has the Drop", () => {
    for (const drop of [0, 1] as const) {
      const s = fightPhase(position([cowpoke('a', 10, 10)], [rowdy('x', 11, 10)], { drop }));
      const p = panel(s, fightOf(s));
      expect(line(p, 'fightWin', { player: 'Anna', names: 'a' })).toBeCloseTo(1 / 2, EPS);
      expect(line(p, 'fightWin', { player: 'Boris', names: 'x' })).toBeCloseTo(1 / 2, EPS);
      // The loser backs off and takes one strike at 4+. "Own" is the side choosing the fight.
      expect(line(p, drop === 0 ? 'outOfAction' : 'ownOut', { target: 'x' })).toBeCloseTo(1 / 4, EPS);
      expect(line(p, drop === 0 ? 'ownOut' : 'outOfAction', { target: 'a' })).toBeCloseTo(1 / 4, EPS);
    }
  });

  it("OW-4 one die each, Fightin' 4 against 3: the 6/36 ties go to the sheriff, 21/36 against 15/36", () => {
    const s = fightPhase(position([sheriff('w', 10, 10)], [rowdy('x', 11, 10)]));
    const p = panel(s, fightOf(s));
    expect(line(p, 'fightWin', { player: 'Anna' })).toBeCloseTo(21 / 36, EPS);
    expect(line(p, 'fightWin', { player: 'Boris' })).toBeCloseTo(15 / 36, EPS);
  });

  it('OW-4 the roll-off: 1-3 goes to the side with the Drop, 4-6 to the other; unequal Fightin\' needs no roll-off', () => {
    const won = (drop: 0 | 1, roll: number) => {
      const s = fightPhase(position([cowpoke('a', 10, 10)], [rowdy('x', 11, 10)], { drop }));
      return play(s, [fightOf(s)], [5, 5, roll, 1], true).events.find((e) => e.type === 'duelRollOff')!.params!.side;
    };
    expect([won(0, 2), won(0, 4), won(1, 3), won(1, 6)]).toEqual([0, 1, 1, 0]);
    const s = fightPhase(position([sheriff('w', 10, 10)], [rowdy('x', 11, 10)]));
    // 2 against 2 (the sheriff's Fame declined): F4 takes it; then his strike, a 1.
    const r = play(s, [fightOf(s)], [2, 2, 1]);
    expect(r.events.find((e) => e.type === 'duelTieF')).toMatchObject({ rule: 'OW-4', params: { side: 0 } });
    expect(r.used).toBe(3);
  });

  it("OW-12 two Attack dice against one, equal Fightin': 125/216 wins on the dice and half the 36/216 ties", () => {
    // Marshal m (A2, F4) against desperado k (F4) whose Fame and Fortune are spent.
    const s = fightPhase(edit(position([marshal('m', 10, 10)], [desperado('k', 11, 10)]), '1:k', { fame: 0, fortune: 0 }));
    const p = panel(s, fightOf(s));
    expect(line(p, 'fightWin', { player: 'Anna' })).toBeCloseTo((125 + 18) / 216, EPS);
    expect(line(p, 'fightWin', { player: 'Boris' })).toBeCloseTo((55 + 18) / 216, EPS);
    // OW-13: k (2 Wounds) is out only if both of m's strikes wound (S4 against G4: 4+).
    expect(line(p, 'outOfAction', { target: 'k' })).toBeCloseTo((143 / 216) * (1 / 4), EPS);
    expect(line(p, 'wounded', { target: 'k' })).toBeCloseTo((143 / 216) * (3 / 4), EPS);
    // m (2 Wounds, 1 Fortune) can be wounded by k's one strike (S3 against G4: 5+), never put out.
    expect(line(p, 'ownWounded', { target: 'm' })).toBeCloseTo((73 / 216) * (1 / 3) * (1 / 2), EPS);
    expect(lines(p, 'ownOut', { target: 'm' })).toEqual([]);
  });

  it('OW-6 each winning die strikes: the Marshal\'s two strikes at 4+ put a Tough out 3/4 of the fights he wins', () => {
    const s = fightPhase(position([marshal('m', 10, 10)], [tough('t', 11, 10)]));
    const p = panel(s, fightOf(s));
    expect(line(p, 'fightWin', { player: 'Anna' })).toBeCloseTo(161 / 216, EPS);
    expect(line(p, 'outOfAction', { target: 't' })).toBeCloseTo((161 / 216) * (3 / 4), EPS);
  });

  it("OW-14 several fighters a side: each side's best die and best Fightin', as counting every roll gives", () => {
    const cases: { s: OWState; dice0: number; dice1: number; f0: number; f1: number }[] = [
      // A chain of contacts: c1 - x - w - t - c2 (3 dice, F4 against 2 dice, F3).
      { s: position([cowpoke('c1', 10, 10), sheriff('w', 12, 10), cowpoke('c2', 14, 10)], [rowdy('x', 11, 10), tough('t', 13, 10)]), dice0: 3, dice1: 2, f0: 4, f1: 3 },
      // Marshal (A2) and a cowpoke against a desperado and a rowdy: F4 each, ties to the roll-off.
      { s: edit(position([marshal('m', 10, 10), cowpoke('c', 12, 10)], [desperado('k', 11, 10), rowdy('r', 13, 10)]), '1:k', { fame: 0 }), dice0: 3, dice1: 2, f0: 4, f1: 4 },
      // One cowpoke against three.
      { s: position([cowpoke('a', 10, 10)], [rowdy('x', 9, 10), rowdy('y', 11, 10), tough('t', 10, 9)]), dice0: 1, dice1: 3, f0: 3, f1: 3 },
    ];
    for (const c of cases) {
      for (const drop of [0, 1] as const) {
        const s = fightPhase({ ...c.s, drop, active: drop });
        expect(s.fights).toHaveLength(1);
        const p = panel(s, fightOf(s));
        const win = countFight(c);
        expect(line(p, 'fightWin', { player: 'Anna' })).toBeCloseTo(win, EPS);
        expect(line(p, 'fightWin', { player: 'Boris' })).toBeCloseTo(1 - win, EPS);
      }
    }
  });

  it('OW-16 every winner strikes, whatever its own die: a cowpoke and the Marshal against a desperado with 2 Wounds', () => {
    // Win: 3 dice F4 against 1 die F4: 855/1296 on the dice, half of the 216/1296 ties.
    // Out: 2 wounds from the cowpoke's strike at 5+ and the Marshal's two at 4+: 1/4 + 1/2 x 1/3.
    const s = fightPhase(edit(position([cowpoke('c', 10, 10), marshal('m', 12, 10)], [desperado('k', 11, 10)]), '1:k', { fame: 0, fortune: 0 }));
    const p = panel(s, fightOf(s));
    expect(line(p, 'fightWin', { player: 'Anna' })).toBeCloseTo(963 / 1296, EPS);
    expect(line(p, 'outOfAction', { target: 'k' })).toBeCloseTo((963 / 1296) * (5 / 12), EPS);
  });

  it('OW-9 a strike placed at a trapped loser is doubled: its line counts two dice, the other target\'s one', () => {
    // Marshal m beats rowdies x and w; x is hemmed in by his friends and cannot back off.
    const s = fightPhase(position([marshal('m', 10, 10)], [rowdy('x', 11, 10), rowdy('y', 12.05, 10), rowdy('z', 11, 8.95), rowdy('v', 11, 11.05), rowdy('w', 9, 10)]));
    const r = play(s, [fightOf(s), { type: 'backOff', fighterId: '1:x' }, { type: 'backOff', fighterId: '1:w' }], [6, 1, 1, 1], 'all').state;
    expect(r.trapped).toEqual(['1:x']);
    expect(r.pending).toMatchObject({ kind: 'strike', strikerId: '0:m', targetIds: ['1:x', '1:w'] });
    // S4 against Grit 3: 4+. Two dice at x, one at w.
    expect(line(panel(r, { type: 'strike', targetId: '1:x' }), 'outOfAction', { target: 'x' })).toBeCloseTo(3 / 4, EPS);
    expect(line(panel(r, { type: 'strike', targetId: '1:w' }), 'outOfAction', { target: 'w' })).toBeCloseTo(1 / 2, EPS);
    // Four cowpokes box rowdy y in: if they win, each strikes him twice, 8 dice at 4+.
    const box = fightPhase(position([cowpoke('a', 9, 10), cowpoke('b', 11, 10), cowpoke('c', 10, 9), cowpoke('d', 10, 11)], [rowdy('y', 10, 10)]));
    expect(line(panel(box, fightOf(box)), 'outOfAction', { target: 'y' })).toBeCloseTo((1 - countFight({ dice0: 1, dice1: 4, f0: 3, f1: 3 })) * (1 - 1 / 256), EPS);
  });

  it('OW-22 a Pluck test passes on 2d6 + Pluck of 10 or more: 21/36 at Pluck 3, 26/36 at 4, 33/36 at 6', () => {
    const hills = (type: string, pluck?: number): Preview => {
      let s = position([fighterOf(type)('l', 5, 5, { leader: true }), cowpoke('b', 8, 5)], [rowdy('x', 30, 30), rowdy('y', 33, 30)], { phase: 'shoot' });
      s.fighters['0:b']!.status = 'out';
      if (pluck !== undefined) s = edit(s, '0:l', { p: pluck });
      const t = play(s, [{ type: 'endPhase' }, { type: 'endPhase' }]).state;
      expect(t.pending).toMatchObject({ kind: 'hills', testerId: '0:l' });
      return panel(t, { type: 'hillsTest' });
    };
    expect(line(hills('deputy'), 'pluckPass', { pluck: 3 })).toBeCloseTo(21 / 36, EPS);
    expect(line(hills('sheriff'), 'pluckPass', { pluck: 4 })).toBeCloseTo(26 / 36, EPS);
    expect(line(hills('marshal'), 'pluckPass', { pluck: 6 })).toBeCloseTo(33 / 36, EPS);
    expect(line(hills('deputy', 0), 'pluckPass')).toBeCloseTo(6 / 36, EPS);
    expect(line(hills('deputy', 8), 'pluckPass')).toBeCloseTo(1, EPS);
    // OW-30: the sheriff's 1 Fame turns a 2d6 of 5 into a pass too.
    expect(line(hills('sheriff'), 'pluckWithFame', { fame: 1 })).toBeCloseTo(30 / 36, EPS);
  });

  it('OW-30 Fame spent after the dice: to hit, then to wound, from the same pool', () => {
    // Sheriff w (Sh 4, Fame 1) at rowdy x: a 3 needs the point to hit, then the wound is 4+ (1/2);
    // a 4+ hits without it, and the point makes the wound 3+ (2/3): 1/6 x 1/2 + 1/2 x 2/3.
    const s = position([sheriff('w', 10, 20)], [rowdy('x', 16, 20)], { phase: 'shoot' });
    const p = panel(s, { type: 'shoot', fighterId: '0:w', targetId: '1:x' });
    expect(line(p, 'wound', { target: 'x' })).toBeCloseTo(1 / 4, EPS);
    expect(line(p, 'woundWithFame', { target: 'x', fame: 1 })).toBeCloseTo(5 / 12, EPS);
    expect(line(p, 'outWithFame', { target: 'x' })).toBeCloseTo(5 / 12, EPS);
    // With no Fame left there is no "with Fame" line.
    const spent = panel(edit(s, '0:w', { fame: 0 }), { type: 'shoot', fighterId: '0:w', targetId: '1:x' });
    expect(lines(spent, 'woundWithFame')).toEqual([]);
  });

  it("OW-30 a hero alone against two: his Fame on his own die, counted over every roll", () => {
    const s = fightPhase(position([sheriff('w', 10, 10)], [rowdy('x', 11, 10), rowdy('y', 9, 10)]));
    const p = panel(s, fightOf(s));
    expect(line(p, 'fightWin', { player: 'Anna' })).toBeCloseTo(countFight({ dice0: 1, dice1: 2, f0: 4, f1: 3 }), EPS);
    expect(line(p, 'fightWinFame', { player: 'Anna' })).toBeCloseTo(countFight({ dice0: 1, dice1: 2, f0: 4, f1: 3, heroFame: 1 }), EPS);
    expect(countFight({ dice0: 1, dice1: 2, f0: 4, f1: 3, heroFame: 1 })).toBeCloseTo(126 / 216, EPS);
    // No Fame, no line.
    const none = fightPhase(edit(position([sheriff('w', 10, 10)], [rowdy('x', 11, 10)]), '0:w', { fame: 0 }));
    expect(lines(panel(none, fightOf(none)), 'fightWinFame')).toEqual([]);
  });

  it('OW-32 on a 6/4 the Fame that raised the first die to 6 counts on the second die too', () => {
    // Desperado k (Fame 2, sixgun S3) hits rowdy x of Grit 8: 6/4 to wound. First die 4.
    const shooter = edit(position([desperado('k', 10, 20)], [rowdy('x', 16, 20)], { phase: 'shoot' }), '1:x', { g: 8 });
    const asked = play(shooter, [{ type: 'shoot', fighterId: '0:k', targetId: '1:x' }], [4, 4], true).state;
    expect(asked.pending).toMatchObject({ kind: 'fame', roll: { what: 'wound', score: 4, need: 6, max: 2 } });
    // +1 makes a 5: still no six. +2 makes the six, and the 2 points carry: the second die needs 2+.
    expect(fameChoices(asked)).toEqual([0, 2]);
    const p = panel(asked, { type: 'fame', points: 2 });
    expect(line(p, 'fameWound', { points: 0 })).toBe(0);
    expect(line(p, 'fameWound', { points: 2 })).toBeCloseTo(5 / 6, EPS);
    // A six then a 2 on the second die: 2 points make it 4 (OW-32's own wording).
    const second = play(shooter, [{ type: 'shoot', fighterId: '0:k', targetId: '1:x' }], [4, 6, 2], true).state;
    expect(second.pending).toMatchObject({ kind: 'fame', roll: { what: 'wound2', score: 2, need: 4, max: 2 } });
    const q = panel(second, { type: 'fame', points: 2 });
    expect(lines(q, 'fameWound').map((c) => [c.rule, c.params?.points, c.p])).toEqual([['OW-32', 0, 0], ['OW-32', 2, 1]]);
  });
});
