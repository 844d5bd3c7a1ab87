// Checks every system's computer opponent shares (its tests call these): it never chooses an
// action the rules refuse, and a secret choice does not depend on what the other side chose.
import { randomPlay } from '../randomPlay';
import { step } from '../match';
import { actionBy, type Side } from '../ruleset';
import type { SystemRuntime } from '../system';
import { AI_LEVELS, chooseAction } from './choose';

export interface Position<S> {
  state: S;
  side: Side;
}

/** Up to `n` positions with a side to act, from random games of each scenario in turn. */
export function randomPositions<S, A>(runtime: SystemRuntime<S, A, unknown>, scenarioIds: readonly string[], n: number, every = 2): Position<S>[] {
  const out: Position<S>[] = [];
  for (let game = 0; out.length < n && game < 200; game++) {
    const id = scenarioIds[game % scenarioIds.length]!;
    const scenario = runtime.scenario(id);
    if (!scenario) throw new Error(`no scenario "${id}"`);
    const play = randomPlay(runtime.rules, scenario, 1000 + game, 7 + game, { maxActions: 600 });
    play.states.forEach((state, i) => {
      if ((i + game) % every !== 0 || out.length >= n || runtime.rules.isOver(state)) return;
      for (const side of runtime.rules.actors(state)) if (out.length < n) out.push({ state, side });
    });
  }
  return out;
}

/** The positions where the computer's choice was refused by the rules (the full state's), with the refusal. */
export function refusedChoices<S, A>(runtime: SystemRuntime<S, A, unknown>, positions: readonly Position<S>[], work: number): string[] {
  const bad: string[] = [];
  positions.forEach(({ state, side }, i) => {
    const level = AI_LEVELS[i % AI_LEVELS.length]!;
    const { action } = chooseAction(runtime, runtime.rules.playerView(state, side), side, level, i, { work });
    const by = actionBy(action);
    try {
      if (by !== null && by !== side) throw new Error(`it acted for player ${by + 1}`);
      step(runtime.rules, state, action);
    } catch (e) {
      bad.push(`position ${i} (player ${side + 1}, ${level}): ${JSON.stringify(action)}: ${e instanceof Error ? e.message : String(e)}`);
    }
  });
  return bad;
}

/**
 * Positions where both sides choose in secret and the other side has chosen one of two different
 * ways; for each, the computer's choice in each (it is handed the full state: it must look only
 * through its own view).
 */
export function secretChoices<S, A>(runtime: SystemRuntime<S, A, unknown>, positions: readonly Position<S>[], work: number, limit = 10): { mine: A; versus: [A, A] }[][] {
  const rules = runtime.rules;
  const out: { mine: A; versus: [A, A] }[][] = [];
  for (const { state, side } of positions) {
    if (out.length >= limit || !rules.secret(state) || rules.actors(state).length < 2) continue;
    const them: Side = side === 0 ? 1 : 0;
    const theirs = rules.legalActions(state).filter((a) => actionBy(a) === them);
    if (theirs.length < 2) continue;
    const pair: [A, A] = [theirs[0]!, theirs[theirs.length - 1]!];
    const after = pair.map((a) => step(rules, state, a).state);
    if (!after.every((s) => rules.actors(s).includes(side))) continue;
    out.push(after.map((s) => ({ mine: chooseAction(runtime, s, side, 'normal', 42, { work }).action, versus: pair })));
  }
  return out;
}
