// A new match from a scenario: fighters on their deployment spots, turn 1, the Drop to roll.
import { initialRngState } from '../../core/dice';
import { own } from '../../core/system';
import { FOOT_MOVE, PROFILES } from './profiles';
import { deployRoster } from './roster';
import type { OWScenario, PosseSpec } from './scenarioTypes';
import { refuse } from './reasons';
import { parseOWOptions } from './schema';
import type { Fighter, OWState, Side } from './types';

export { FOOT_MOVE };

/**
 * The two posses of a new match: the scenario's own, or, when `options.rosters` holds a pair of
 * rosters, those rosters set up in the scenario's deployment zones (front rank facing the middle).
 */
export function possesFor(scenario: OWScenario, options: unknown): [PosseSpec, PosseSpec] {
  const parsed = parseOWOptions(options);
  if (!parsed.ok) refuse('badOptions', { ...parsed.params, detail: parsed.error });
  const rosters = parsed.value.rosters;
  if (!rosters) return scenario.posses;
  const zones = scenario.deploy;
  if (!zones) refuse('noDeployZones', { scenario: scenario.id });
  const middle = scenario.table.height / 2;
  return [0, 1].map((i) => {
    const roster = rosters[i]!;
    const zone = zones[i]!;
    const front = zone.y + zone.h / 2 < middle ? 'bottom' : 'top';
    return { id: roster.posseId, name: { ...roster.name }, color: roster.color, fighters: deployRoster(roster, zone, front) };
  }) as [PosseSpec, PosseSpec];
}

export function setup(scenario: OWScenario, options: unknown, seed: number, players: readonly [string, string]): OWState {
  const fighters: Record<string, Fighter> = {};
  const order: string[] = [];
  const posses = possesFor(scenario, options);
  posses.forEach((posse, i) => {
    const side = i as Side;
    for (const spec of posse.fighters) {
      const entry = own(PROFILES, spec.type);
      if (!entry) refuse('unknownProfile', { id: spec.id, type: spec.type });
      const id = `${side}:${spec.id}`;
      if (fighters[id]) refuse('duplicateFighter', { id: spec.id });
      fighters[id] = {
        id,
        name: spec.name,
        side,
        type: spec.type,
        profile: entry.profile,
        weapon: spec.weapon,
        leader: !!spec.leader,
        fearsome: spec.fearsome ?? spec.type === 'marshal',
        ...(spec.mount ? { mount: spec.mount } : {}),
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
      const p = posses[i]!;
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
    queue: [],
    fights: [],
    trapped: [],
    result: null,
    objective: scenario.objective ?? null,
    rng: initialRngState(seed),
  };
}
