import { afterEach, describe, expect, it } from 'vitest';
import type { ComputerSeats } from '../../core/match';
import { matchStore } from '../../store/matchStore';
import { toastText, useUi } from '../../store/uiStore';
import { loadRuntime } from '../../systems/registry';
import { sendAction } from '../match/sendAction';

afterEach(() => matchStore.getState().closeMatch());

async function open(computer?: ComputerSeats) {
  const runtime = (await loadRuntime('oldwest'))!;
  const r = matchStore.getState().newMatch({ system: 'oldwest', scenarioId: 'livery-yard', players: ['Ann', 'Bot'], seed: 7, runtime, ...(computer ? { computer } : {}) });
  expect(r).toEqual({ ok: true });
  return runtime.rules.legalActions(matchStore.getState().state)[0];
}
const explain = (_lang: string, error: string) => error;

describe("a person's action on the computer's turn", () => {
  it('waits, with a toast in the player’s language, and changes nothing', async () => {
    const first = await open(['easy', 'easy']);
    expect(sendAction(first, explain)).toBe(false);
    expect(matchStore.getState().record!.actions).toHaveLength(0);
    expect(toastText(useUi.getState().toast, 'en')).toBe('It is the computer’s turn: wait for its move.');
  });

  it('goes through when a person is asked', async () => {
    const first = await open([null, 'easy']);
    expect(sendAction(first, explain)).toBe(true);
    expect(matchStore.getState().record!.actions).toHaveLength(1);
    const again = await open();
    expect(sendAction(again, explain)).toBe(true);
  });
});
