import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { OWScenario } from './scenarioTypes';
import type { OWAction } from './types';
import { formatPath, parseOWAction, parseOWScenario, parseWith, owActionSchema } from './schema';
import { z } from 'zod';

function scenario(): OWScenario {
  return {
    id: 'test-street',
    name: { en: 'Main Street', ru: 'Главная улица' },
    description: { en: 'Two posses meet.', ru: 'Две банды встречаются.' },
    table: {
      width: 36,
      height: 36,
      terrain: [
        { id: 'saloon', kind: 'building', name: 'Saloon', poly: [{ x: 4, y: 4 }, { x: 12, y: 4 }, { x: 12, y: 10 }, { x: 4, y: 10 }], height: 3 },
        { id: 'fence1', kind: 'fence', a: { x: 20, y: 5 }, b: { x: 26, y: 5 }, height: 1 },
        { id: 'rocks', kind: 'difficult', poly: [{ x: 20, y: 20 }, { x: 24, y: 21 }, { x: 22, y: 25 }] },
      ],
    },
    posses: [
      {
        id: 'law',
        name: { en: 'The Law', ru: 'Закон' },
        color: 0x3366cc,
        fighters: [
          { id: 'sheriff', name: 'Sheriff Dan', type: 'sheriff', weapon: 'sixgun', leader: true, pos: { x: 3, y: 30 } },
          { id: 'deputy', name: 'Deputy Joe', type: 'deputy', weapon: 'rifle', pos: { x: 5, y: 31 } },
        ],
      },
      {
        id: 'gang',
        name: { en: 'The Gang', ru: 'Банда' },
        color: 0xcc3333,
        fighters: [
          { id: 'boss', name: 'Black Bart', type: 'outlawBoss', weapon: 'shotgun', leader: true, fearsome: true, pos: { x: 33, y: 4 } },
          { id: 'gunman', name: 'Slim', type: 'gunman', weapon: 'carbine', pos: { x: 31, y: 6 } },
        ],
      },
    ],
  };
}

function errorOf(raw: unknown): string {
  const r = parseOWScenario(raw);
  if (r.ok) throw new Error('expected the scenario to be refused');
  return r.error;
}

describe('owScenarioSchema', () => {
  it('accepts a valid scenario unchanged', () => {
    const r = parseOWScenario(scenario());
    expect(r).toEqual({ ok: true, value: scenario() });
  });

  it('names a fighter placed off the table', () => {
    const sc = scenario();
    sc.posses[1].fighters[0]!.pos = { x: 40, y: 4 };
    expect(errorOf(sc)).toBe('scenario.posses[1].fighters[0].pos: outside the 36"x36" table');
  });

  it('refuses duplicate fighter ids across posses', () => {
    const sc = scenario();
    sc.posses[1].fighters[1]!.id = 'deputy';
    expect(errorOf(sc)).toBe("scenario.posses[1].fighters[1].id: fighter id 'deputy' is already used by posses[0].fighters[1]");
  });

  it('refuses a polygon with two points', () => {
    const sc = scenario();
    const rocks = sc.table.terrain[2]!;
    if (rocks.kind !== 'difficult') throw new Error('fixture');
    rocks.poly = rocks.poly.slice(0, 2);
    expect(errorOf(sc)).toBe('scenario.table.terrain[2].poly: a polygon needs at least 3 points');
  });

  it('refuses an unknown terrain kind and a bad colour', () => {
    const sc = scenario() as unknown as { table: { terrain: { kind: string }[] }; posses: { color: number }[] };
    sc.table.terrain[1]!.kind = 'tower';
    expect(errorOf(sc)).toBe("scenario.table.terrain[1]: kind 'tower' is not a terrain kind");
    const sc2 = scenario();
    sc2.posses[0].color = 0x1000000;
    expect(errorOf(sc2)).toBe('scenario.posses[0].color: must be at most 16777215');
  });

  it('refuses table sizes outside 12..120 inches and non-finite numbers', () => {
    const sc = scenario();
    sc.table.width = 6;
    expect(errorOf(sc)).toBe('scenario.table.width: must be at least 12');
    const sc2 = scenario();
    sc2.table.height = Number.NaN;
    expect(errorOf(sc2)).toBe('scenario.table.height: expected a finite number, got NaN');
  });

  it('refuses a missing field, an unknown weapon and an extra field', () => {
    const sc = scenario() as unknown as Record<string, unknown>;
    delete sc.description;
    expect(errorOf(sc)).toBe('scenario.description: missing, expected an object');
    const sc2 = scenario() as unknown as { posses: { fighters: Record<string, unknown>[] }[] };
    sc2.posses[0]!.fighters[0]!.weapon = 'laser';
    expect(errorOf(sc2)).toMatch(/^scenario\.posses\[0]\.fighters\[0]\.weapon: expected one of 'sixgun', .*got 'laser'$/);
    const sc3 = scenario() as unknown as { posses: { fighters: Record<string, unknown>[] }[] };
    sc3.posses[0]!.fighters[0]!.leeder = true;
    expect(errorOf(sc3)).toBe("scenario.posses[0].fighters[0]: unexpected field 'leeder'");
  });
});

describe('owActionSchema', () => {
  it('accepts every kind of action', () => {
    const actions: OWAction[] = [
      { type: 'rollDrop' },
      { type: 'hillsTest' },
      { type: 'rout' },
      { type: 'move', fighterId: 'a', to: { x: 1.5, y: -2 } },
      { type: 'charge', fighterId: 'a', targetId: 'b' },
      { type: 'charge', fighterId: 'a', targetId: 'b', to: { x: 3, y: 4 } },
      { type: 'standUp', fighterId: 'a' },
      { type: 'shoot', fighterId: 'a', targetId: 'b' },
      { type: 'endPhase' },
      { type: 'resolveFight', fightId: 'f1' },
      { type: 'backOff', fighterId: 'a' },
      { type: 'strike', targetId: 'b' },
    ];
    for (const a of actions) expect(parseOWAction(a)).toEqual({ ok: true, value: a });
  });

  it('names the problem in a tampered action', () => {
    const bad = (raw: unknown) => {
      const r = parseWith(z.array(owActionSchema), raw, 'actions');
      return r.ok ? 'ok' : r.error;
    };
    expect(bad([{ type: 'teleport' }])).toBe("actions[0]: type 'teleport' is not an action");
    expect(bad([{ type: 'endPhase' }, { fighterId: 'a' }])).toBe('actions[1]: type is missing');
    expect(bad([{ type: 'move', fighterId: 'a', to: { x: 'far', y: 1 } }])).toBe(
      "actions[0].to.x: expected a number, got the text 'far'",
    );
    expect(bad([{ type: 'move', fighterId: 'a', to: { x: 1, y: 5000 } }])).toBe('actions[0].to.y: must be at most 1000');
    expect(bad([{ type: 'shoot', fighterId: '', targetId: 'b' }])).toBe('actions[0].fighterId: must not be empty');
    expect(bad([{ type: 'shoot', fighterId: 'x'.repeat(65), targetId: 'b' }])).toBe(
      'actions[0].fighterId: must be at most 64 characters long',
    );
    expect(bad([{ type: 'rollDrop', dice: [6] }])).toBe("actions[0]: unexpected field 'dice'");
    expect(bad([{ type: 'move', fighterId: 'a', to: { x: Infinity, y: 1 } }, 5])).toBe(
      'actions[0].to.x: expected a finite number, got Infinity (and 1 more problem)',
    );
  });

  it('never throws and accepts only plain objects with a known type', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const r = parseOWAction(raw);
        if (r.ok) expect(typeof r.value.type).toBe('string');
        else expect(r.error.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('formatPath', () => {
  it('writes indexes in brackets and keys with dots', () => {
    expect(formatPath([12, 'to', 'x'], 'actions')).toBe('actions[12].to.x');
    expect(formatPath(['posses', 1, 'fighters', 0, 'pos'], 'scenario')).toBe('scenario.posses[1].fighters[0].pos');
    expect(formatPath(['a', 0])).toBe('a[0]');
    expect(formatPath([])).toBe('');
  });
});
