// The board's engagement lines, casualty tray and dice owners for Old West, read from a real
// match: the Bank Job record stopped in the fight phase with two fights waiting and one fighter
// out of action.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../i18n/words';
import { replay } from '../../core/match';
import { loadRuntime } from '../../systems/registry';
import { fightContact } from '../../rules/oldwest/state';
import type { OWState } from '../../rules/oldwest/types';
import { engagementsOf } from './engagements';
import { owCasualties } from './casualties';
import { owDiceOwner } from './diceOwner';
import { buildBoardView } from './boardView';

async function fightState(): Promise<OWState> {
  const record = JSON.parse(readFileSync(new URL('../../../tests/fixtures/board/ow-bank-job-fight.wartable.json', import.meta.url), 'utf8'));
  const runtime = (await loadRuntime('oldwest'))!;
  const run = replay(runtime.rules, runtime.scenario(record.scenarioId), record);
  return run.states.at(-1) as OWState;
}

const noSelection = { selectedId: null, aimId: null, moveTo: null, focusFightId: null };

// The match screen's Russian words load on demand, as the match screen loads them.
beforeAll(() => loadLang('ru'));

describe('Old West board extras', () => {
  it('OW-1 an engagement line joins every pair of enemies in contact in each fight still to fight, and no one else', async () => {
    const s = await fightState();
    expect(s.phase).toBe('fight');
    const open = s.fights.filter((f) => !f.resolved);
    const lines = engagementsOf(s);
    let pairs = 0;
    for (const fight of open) {
      const ids = fight.fighterIds.filter((id) => s.fighters[id]!.status === 'ok');
      for (let i = 0; i < ids.length; i++) {
        for (let j = i + 1; j < ids.length; j++) {
          const [a, b] = [s.fighters[ids[i]!]!, s.fighters[ids[j]!]!];
          const drawn = lines.some((l) => (l.a === a.id && l.b === b.id) || (l.a === b.id && l.b === a.id));
          expect(drawn).toBe(fightContact(s, a, b));
          if (drawn) pairs++;
        }
      }
      expect(lines.some((l) => l.fight === fight.id)).toBe(true);
    }
    expect(lines).toHaveLength(pairs);
  });

  it('OW-2 while the Drop side chooses, the focused fight\'s lines are drawn stronger', async () => {
    const s = await fightState();
    expect(s.pending?.kind).toBe('chooseFight');
    const second = s.fights.filter((f) => !f.resolved)[1]!;
    const lines = engagementsOf(s, second.id);
    expect(lines.filter((l) => l.focus).every((l) => l.fight === second.id)).toBe(true);
    expect(lines.some((l) => l.focus)).toBe(true);
  });

  it('casualties leave the table and are listed in the tray with how they fell, in English and Russian', async () => {
    const s = await fightState();
    const out = s.order.filter((id) => s.fighters[id]!.status === 'out');
    expect(out.length).toBeGreaterThan(0);
    const view = buildBoardView(s, noSelection);
    for (const id of out) expect(view.units.some((u) => u.id === id)).toBe(false);
    expect(view.overlays.engagements?.length).toBeGreaterThan(0);
    const en = owCasualties(s, 'en');
    const ru = owCasualties(s, 'ru');
    expect(en.map((c) => c.id)).toEqual(out);
    expect(en.every((c) => c.how === 'out of action')).toBe(true);
    expect(ru.every((c) => c.how !== 'out of action' && c.how.length > 0)).toBe(true);
  });

  it('a roll is labelled with the fighter who rolled it and his player', async () => {
    const s = await fightState();
    const owner = owDiceOwner(s);
    const f = s.fighters[s.order[0]!]!;
    expect(owner({ type: 'shot', params: { fighter: f.name, target: 'x', need: 4, hit: true }, rolls: [5] })).toMatchObject({ player: s.players[f.side], unit: f.name });
    expect(owner({ type: 'woundRoll', params: { by: f.name, target: 'x' }, rolls: [3] })).toMatchObject({ unit: f.name });
    const drop = owner({ type: 'dropRolled', params: { p0: s.players[0], p1: s.players[1], winner: null }, rolls: [2, 5] });
    expect(Array.isArray(drop) && drop.map((o) => o.player)).toEqual([s.players[0], s.players[1]]);
    expect(owner({ type: 'fightsGrouped', params: { count: 2 } })).toBeNull();
    expect(owDiceOwner(s)).toBe(owner);
  });
});
