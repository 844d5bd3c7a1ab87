// The saved match the Rank and Flank duel browser test opens (tests/fixtures/ranked-duel.json) still
// leads, under today's rules, to what that test clicks through: a change of the rules that moves
// it fails here in a second, with the way to make a new one, instead of in the browser.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay, step } from '../../src/core/match';
import { ranked } from '../../src/rules/ranked';
import { contact } from '../../src/rules/ranked/geometry/block';
import { rankedScenario } from '../../src/rules/ranked/scenarios';
import type { RkAction, RkState } from '../../src/rules/ranked/types';

const fixture = JSON.parse(readFileSync(new URL('../fixtures/ranked-duel.json', import.meta.url), 'utf8')) as {
  record: { options: Record<string, unknown>; seed: number; actions: RkAction[]; players: [string, string]; scenarioId: string };
  challenge: RkAction & { combat: string };
  accept: RkAction;
  overkill: number;
  fallBack: { unit: string; against: string };
};
const AGAIN = 'The fixture no longer fits the rules: make a new one with `npx tsx scripts/ranked-duel-seeds.ts 1 200 --write` and update tests/e2e/ranked-duel.test.mjs';

describe('the Rank and Flank duel fixture', () => {
  it('RK-17 RK-1 its challenge, accepted, ends in a duel with Overkill and a regiment asked to fall back one way into contact', () => {
    let s = replay(ranked, rankedScenario(fixture.record.scenarioId)!, fixture.record).states.at(-1) as RkState;
    const c = () => s.combats.find((x) => x.id === fixture.challenge.combat);
    expect(c()?.pending?.kind, AGAIN).toBe('challenge');
    s = step(ranked, s, fixture.challenge).state;
    const accepted = step(ranked, s, fixture.accept);
    s = accepted.state;
    const overkill = accepted.events.filter((e) => e.type === 'casualties').map((e) => Number(e.params?.overkill ?? 0));
    expect(Math.max(...overkill), AGAIN).toBe(fixture.overkill);
    expect(c()?.pending, AGAIN).toEqual({ kind: 'fallBack', side: s.active, options: 1, casualties: expect.any(Array) });
    const fell = step(ranked, s, { type: 'fallBack', combat: fixture.challenge.combat, choice: 0 });
    s = fell.state;
    const unit = s.regiments.find((r) => r.id === fixture.fallBack.unit)!, enemy = s.regiments.find((r) => r.id === fixture.fallBack.against)!;
    expect(contact(unit.block, enemy.block), AGAIN).not.toBeNull();
    const result = fell.events.find((e) => e.type === 'combatResult' && e.params?.combat === fixture.challenge.combat);
    expect(Number(result?.params?.overkill0 ?? 0) + Number(result?.params?.overkill1 ?? 0), AGAIN).toBe(fixture.overkill);
  });
});
