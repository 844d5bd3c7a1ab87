import { describe, expect, it } from 'vitest';
import { step } from '../../core/match';
import { loadComputerRuntimes } from '../../systems/computers';
import { loadAllRuntimes } from '../../systems/registry';
import { defaultOptions } from '../../systems/manifest';
import { answer, loadRules } from './answer';

const clock = () => performance.now();

describe("the computer's answer, as the worker gives it", () => {
  it('loads each playable system’s rules by its id, and names a system it does not know', async () => {
    for (const { manifest, runtime } of await loadComputerRuntimes()) expect(await loadRules(manifest.id)).toBe(runtime);
    expect(await loadRules('chess')).toBeNull();
    expect(await answer({ id: 1, system: 'chess', view: {}, side: 0, level: 'easy', seed: 1 }, clock)).toEqual({ id: 1, ok: false, error: "the game system 'chess' is not playable" });
  });

  it('a match between people loads each system’s rules without the computer’s evaluation; the computer loads the same rules with it', async () => {
    const people = await loadAllRuntimes();
    const computer = await loadComputerRuntimes();
    expect(computer.map((c) => c.manifest.id)).toEqual(people.map((p) => p.manifest.id));
    people.forEach(({ manifest, runtime }, i) => {
      expect(runtime.ai, manifest.id).toBeUndefined();
      expect(computer[i]!.runtime.ai?.evaluate, manifest.id).toBeTypeOf('function');
      expect(computer[i]!.runtime.rules, manifest.id).toBe(runtime.rules);
    });
  });

  it('in every playable system, plays a move the rules accept, from its own side’s view', async () => {
    for (const { manifest, runtime } of await loadAllRuntimes()) {
      const rules = runtime.rules;
      const scenario = runtime.scenario(manifest.scenarios[0]!.id);
      let state = rules.setup(scenario, defaultOptions(manifest) as never, 11, ['Ann', 'Bot']);
      // Its first few moves, each asked of whoever must act.
      for (let i = 0; i < 4 && !rules.isOver(state); i++) {
        const side = rules.actors(state)[0]!;
        const a = await answer({ id: i, system: manifest.id, view: rules.playerView(state, side), side, level: 'easy', seed: i }, clock);
        expect(a.ok, `${manifest.id}: ${a.ok ? '' : a.error}`).toBe(true);
        if (!a.ok) return;
        state = step(rules, state, a.action).state;
      }
    }
  });

  it('says why when it is asked for a side that has nothing to do', async () => {
    let asked = 0;
    for (const { manifest, runtime } of await loadAllRuntimes()) {
      const rules = runtime.rules;
      const state = rules.setup(runtime.scenario(manifest.scenarios[0]!.id), defaultOptions(manifest) as never, 3, ['Ann', 'Bot']);
      const idle = ([0, 1] as const).find((s) => !rules.actors(state).includes(s));
      if (idle === undefined) continue;
      const a = await answer({ id: 9, system: manifest.id, view: rules.playerView(state, idle), side: idle, level: 'normal', seed: 1 }, clock);
      expect(a).toEqual({ id: 9, ok: false, error: `player ${idle + 1} is not asked to act now` });
      asked++;
    }
    expect(asked).toBeGreaterThan(0);
  });
});
