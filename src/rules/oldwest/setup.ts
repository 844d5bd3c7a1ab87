// A new match from a scenario: fighters on their deployment spots, turn 1, the Drop to roll.
import { initialRngState } from '../../core/dice';
import { RuleError } from '../../core/ruleset';
import { FOOT_MOVE, PROFILES } from './profiles';
import type { OWScenario } from './scenarioTypes';
import type { Fighter, OWState, Side } from './types';

export { FOOT_MOVE };

export function setup(scenario: OWScenario, _options: unknown, seed: number, players: readonly [string, string]): OWState {
  const fighters: Record<string, Fighter> = {};
  const order: string[] = [];
  scenario.posses.forEach((posse, i) => {
    const side = i as Side;
    for (const spec of posse.fighters) {
      const entry = PROFILES[spec.type];
      if (!entry) throw new RuleError(`Fighter '${spec.id}' has an unknown profile '${spec.type}'.`, 'bad-scenario');
      const id = `${side}:${spec.id}`;
      if (fighters[id]) throw new RuleError(`Fighter id '${spec.id}' appears twice in one posse.`, 'bad-scenario');
      fighters[id] = {
        id,
        name: spec.name,
        side,
        type: spec.type,
        profile: entry.profile,
        weapon: spec.weapon,
        leader: !!spec.leader,
        fearsome: !!spec.fearsome,
        pos: { ...spec.pos },
        woundsLost: 0,
        fame: entry.profile.fame,
        fortune: entry.profile.fortune,
        status: 'ok',
        onGround: false,
        moveUsed: 0,
        charged: false,
        shot: false,
      };
      order.push(id);
    }
  });
  return {
    system: 'oldwest',
    scenarioId: scenario.id,
    table: scenario.table,
    players: [players[0], players[1]],
    posses: [0, 1].map((i) => {
      const p = scenario.posses[i]!;
      return { id: p.id, name: p.name, color: p.color, size: p.fighters.length };
    }) as OWState['posses'],
    fighters,
    order,
    turn: 1,
    phase: 'drop',
    drop: null,
    lastDrop: null,
    active: 0,
    step: 0,
    pending: null,
    hillsDone: [],
    fights: [],
    trapped: [],
    result: null,
    rng: initialRngState(seed),
  };
}
