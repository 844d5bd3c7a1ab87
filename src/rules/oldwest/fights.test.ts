import { describe, expect, it } from 'vitest';
import { oldwest } from './index';
import { F, play, position, types } from './testkit';

const sheriff = (id: string, x: number, y: number, extra = {}) => ({ id, name: id, type: 'sheriff', pos: { x, y }, ...extra });
const deputy = (id: string, x: number, y: number) => ({ id, name: id, type: 'deputy', pos: { x, y } });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });
const marshal = (id: string, x: number, y: number) => ({ id, name: id, type: 'marshal', pos: { x, y } });

/** The fight phase just started (so fights are grouped and the Drop side chooses). */
function fightPhase(side0: ReturnType<typeof deputy>[], side1: ReturnType<typeof deputy>[], drop: 0 | 1 = 0) {
  const s = position(side0, side1, { phase: 'shoot', drop });
  // Both sides end shooting: the fight phase begins.
  return play(s, [{ type: 'endPhase' }, { type: 'endPhase' }]).state;
}

describe('Fightin\'', () => {
  it('OW-1 fighters in base contact form fights; a chain of contacts is one fight, a separate pair another', () => {
    const s = fightPhase(
      [deputy('a', 10, 10), deputy('b', 20, 10)],
      [rowdy('x', 11, 10), rowdy('y', 12, 10), rowdy('z', 21, 10)],
    );
    // x touches a; y touches x only (a friend), so y is not in a fight; z touches b.
    expect(s.fights.map((f) => f.fighterIds)).toEqual([['0:a', '1:x'], ['0:b', '1:z']]);
    expect(s.pending).toEqual({ kind: 'chooseFight', side: 0 });
  });

  it('OW-1 a fighter touching two enemies joins one fight with both', () => {
    const s = fightPhase([deputy('a', 10, 10)], [rowdy('x', 11, 10), rowdy('y', 9, 10)]);
    expect(s.fights).toHaveLength(1);
    expect(s.fights[0]!.fighterIds).toEqual(['0:a', '1:x', '1:y']);
  });

  it('OW-2 the side with the Drop chooses which fight goes first, and only that side may', () => {
    const s = fightPhase([deputy('a', 10, 10), deputy('b', 20, 10)], [rowdy('x', 11, 10), rowdy('z', 21, 10)], 1);
    expect(oldwest.actor(s)).toBe(1);
    // Boris (side 1, the Drop) picks the second fight first: b rolls 6, z rolls 2, b's strike rolls 1.
    const r = play(s, [{ type: 'resolveFight', fightId: 'fight-2' }], [6, 2, 1]);
    expect(r.events.find((e) => e.type === 'fightChosen')!.params!.names).toBe('b, z');
    expect(r.state.fights.find((f) => f.id === 'fight-2')!.resolved).toBe(true);
    expect(r.state.fights.find((f) => f.id === 'fight-1')!.resolved).toBe(false);
    expect(r.state.pending).toEqual({ kind: 'chooseFight', side: 1 });
  });

  it('OW-3 the side with the highest single die wins; the loser backs off 1" and is struck', () => {
    const s = fightPhase([deputy('a', 10, 10)], [rowdy('x', 11, 10)]);
    // a rolls 5, x rolls 3: a wins; strike S3 vs G3 needs 4+: roll 4 wounds x (1 wound: out of action).
    const r = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [5, 3, 4]);
    expect(r.events.find((e) => e.type === 'duelWon')!.params!.player).toBe('Anna');
    expect(F(r.state, '1:x').status).toBe('out');
  });

  it('OW-4 a tie on the highest die goes to the higher Fightin\' value', () => {
    // Sheriff F4 vs Rowdy F3, both roll 4: the sheriff wins; strike 1 misses.
    const s = fightPhase([sheriff('a', 10, 10)], [rowdy('x', 11, 10)]);
    const r = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [4, 4, 1]);
    expect(r.events.find((e) => e.type === 'duelTieF')).toMatchObject({ rule: 'OW-4', params: { player: 'Anna' } });
    expect(F(r.state, '1:x').status).toBe('ok');
    expect(F(r.state, '1:x').pos.x).toBeCloseTo(12, 5);
  });

  it('OW-4 equal dice and equal Fightin\': a d6 roll-off, 1-3 to the side with the Drop, 4-6 to the other', () => {
    const s = fightPhase([deputy('a', 10, 10)], [rowdy('x', 11, 10)], 1);
    const r1 = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [3, 3, 2, 1]);
    expect(r1.events.find((e) => e.type === 'duelRollOff')!.params!.player).toBe('Boris');
    const r2 = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [3, 3, 5, 1]);
    expect(r2.events.find((e) => e.type === 'duelRollOff')!.params!.player).toBe('Anna');
  });

  it('OW-5 every loser backs off 1" away from its enemies, and the losing player picks the order', () => {
    // A chain a - x - b - y is one fight of two against two.
    const chain = fightPhase([deputy('a', 10, 10), deputy('b', 12, 10)], [rowdy('x', 11, 10), rowdy('y', 13, 10)]);
    expect(chain.fights).toHaveLength(1);
    // Anna's side rolls 1 and 2, Boris's 6 and 2: Boris wins; Anna chooses who backs off first.
    const r = play(chain, [{ type: 'resolveFight', fightId: 'fight-1' }], [1, 2, 6, 2]);
    expect(r.state.pending).toMatchObject({ kind: 'backOff', side: 0, fighterIds: ['0:a', '0:b'] });
    expect(oldwest.actor(r.state)).toBe(0);
    const after = play(r.state, [{ type: 'backOff', fighterId: '0:b' }, { type: 'backOff', fighterId: '0:a' }]);
    expect(F(after.state, '0:a').pos).toEqual({ x: 9, y: 10 });
    for (const id of ['0:a', '0:b']) {
      const f = F(after.state, id);
      for (const e of ['1:x', '1:y']) {
        const d = Math.hypot(f.pos.x - F(after.state, e).pos.x, f.pos.y - F(after.state, e).pos.y);
        expect(d).toBeGreaterThan(1.05);
      }
    }
  });

  it('OW-6 each winner strikes on the wound chart, Strength against Grit', () => {
    const s = fightPhase([deputy('a', 10, 10)], [{ id: 'x', name: 'x', type: 'tough', pos: { x: 11, y: 10 } }]);
    // S3 vs G4 needs 5+: a 4 does nothing, a 5 wounds.
    expect(F(play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 1, 4]).state, '1:x').status).toBe('ok');
    expect(F(play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 1, 5]).state, '1:x').status).toBe('out');
  });

  it('OW-12 a fighter with 2 Attacks rolls two dice, the highest counts, and strikes twice', () => {
    const s = fightPhase([marshal('m', 10, 10)], [{ id: 'x', name: 'x', type: 'desperado', pos: { x: 11, y: 10 } }]);
    // Marshal rolls 1 and 5; the desperado 4: marshal wins. Two strikes S4 vs G4 need 4+: 4 and 5.
    const r = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [1, 5, 4, 4, 5]);
    expect(r.events.find((e) => e.type === 'duelDice')).toMatchObject({ rule: 'OW-12', rolls: [1, 5] });
    expect(r.events.filter((e) => e.type === 'woundRoll').map((e) => e.rolls)).toEqual([[4], [5]]);
    expect(F(r.state, '1:x')).toMatchObject({ status: 'out', woundsLost: 2 });
  });

  it('OW-13 a fighter with 2 Wounds survives the first wound and is removed at the second', () => {
    const s = fightPhase([deputy('a', 10, 10)], [{ id: 'k', name: 'k', type: 'desperado', pos: { x: 11, y: 10 } }]);
    // S3 vs G4 needs 5+. First fight: wound (6); k keeps 1 wound.
    const r = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 1, 6]);
    expect(F(r.state, '1:k')).toMatchObject({ status: 'ok', woundsLost: 1 });
    expect(r.events.find((e) => e.type === 'woundLost')!.params!.left).toBe(1);
  });

  it('OW-14 several fighters a side: each side compares its best die, a tie goes to the best Fightin\'', () => {
    // Two deputies (F3) vs a sheriff (F4): deputies roll 2 and 5, sheriff 5: tie on 5, the sheriff's F4 wins.
    const s = fightPhase([deputy('a', 10, 10), deputy('b', 12, 10)], [sheriff('x', 11, 10)]);
    const r = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [2, 5, 5]);
    expect(r.events.find((e) => e.type === 'duelTieF')).toMatchObject({ rule: 'OW-14', params: { player: 'Boris' } });
    expect(r.state.pending).toMatchObject({ kind: 'backOff', fighterIds: ['0:a', '0:b'] });
  });

  it('OW-15 a loser between two enemies slips through a gap wide enough for its base, else it is trapped', () => {
    // Loser x at (10,10) touches a at (9,10) and b at (11,10): a 2" wide line; the way out is up or down.
    const open = fightPhase([deputy('a', 9, 10), deputy('b', 11, 10)], [rowdy('x', 10, 10)]);
    const r = play(open, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 1, 1, 2, 1]);
    const x = F(r.state, '1:x');
    expect(r.events.some((e) => e.type === 'backedOff' && e.rule === 'OW-15')).toBe(true);
    expect(Math.hypot(x.pos.x - 10, x.pos.y - 10)).toBeCloseTo(1, 5);
    // Surrounded on four sides: no gap a base wide.
    const boxed = fightPhase(
      [deputy('a', 9, 10), deputy('b', 11, 10), deputy('c', 10, 9), deputy('d', 10, 11)],
      [rowdy('x', 10, 10)],
    );
    const t = play(boxed, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(t.events.some((e) => e.type === 'trapped' && e.rule === 'OW-9')).toBe(true);
  });

  it('OW-16 a single winner facing two enemies places each strike; every winner strikes whatever its own die', () => {
    const s = fightPhase([marshal('m', 10, 10)], [rowdy('x', 11, 10), rowdy('y', 9, 10)]);
    // Marshal 6 and 1 beats 2 and 3. Losers back off (Boris picks order), then Anna places 2 strikes.
    let r = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }, { type: 'backOff', fighterId: '1:x' }, { type: 'backOff', fighterId: '1:y' }], [6, 1, 2, 3]);
    expect(r.state.pending).toMatchObject({ kind: 'strike', side: 0, attacksLeft: 2, targetIds: ['1:x', '1:y'] });
    r = play(r.state, [{ type: 'strike', targetId: '1:y' }], [1]);
    expect(r.state.pending).toMatchObject({ kind: 'strike', attacksLeft: 1 });
    r = play(r.state, [{ type: 'strike', targetId: '1:x' }], [4]);
    expect(F(r.state, '1:x').status).toBe('out');
    expect(F(r.state, '1:y').status).toBe('ok');
    // Two winners (a rolled 1, b rolled 6) both strike the single loser.
    const two = fightPhase([deputy('a', 10, 10), deputy('b', 11, 11)], [rowdy('x', 11, 10)]);
    const w = play(two, [{ type: 'resolveFight', fightId: 'fight-1' }], [1, 6, 2, 1, 2]);
    expect(w.events.filter((e) => e.type === 'woundRoll').map((e) => e.params!.by)).toEqual(['a', 'b']);
  });

  it('OW-21 when every fight is resolved the phase ends and a new turn begins with the Drop', () => {
    const s = fightPhase([deputy('a', 10, 10), deputy('c', 30, 30)], [rowdy('x', 11, 10), rowdy('z', 2, 2)]);
    const r = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [2, 5, 1]);
    expect(types(r.events)).toContain('fightOver');
    expect(r.state.turn).toBe(2);
    expect(r.state.phase).toBe('drop');
    expect(r.state.lastDrop).toBe(0);
  });

  it('OW-9 strikes against a trapped loser are doubled, and it is moved clear afterwards', () => {
    const boxed = fightPhase(
      [deputy('a', 9, 10), deputy('b', 11, 10), deputy('c', 10, 9), deputy('d', 10, 11)],
      [{ id: 'x', name: 'x', type: 'desperado', pos: { x: 10, y: 10 } }],
    );
    // Deputies roll 6,1,1,1 vs 2; four strikers x 2 strikes each at S3 vs G4 (5+): all miss with 1s.
    const r = play(boxed, [{ type: 'resolveFight', fightId: 'fight-1' }], [6, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(r.events.filter((e) => e.type === 'woundRoll')).toHaveLength(8);
    const x = F(r.state, '1:x');
    expect(x.status).toBe('ok');
    for (const id of ['0:a', '0:b', '0:c', '0:d']) {
      const d = F(r.state, id);
      expect(Math.hypot(d.pos.x - x.pos.x, d.pos.y - x.pos.y)).toBeGreaterThan(1.05);
    }
  });
});
