import { describe, expect, it } from 'vitest';
import { PROFILES, WEAPONS } from './profiles';
import {
  DEFAULT_BUDGET,
  MAX_FIGHTERS,
  PROFILE_COST,
  READY_MADE,
  WEAPON_COST,
  deployRoster,
  distinctRosters,
  fighterCost,
  isHero,
  rosterCost,
  validateRoster,
  zoneCapacity,
  type Roster,
  type RosterFighter,
} from './roster';
import { LIVERY_YARD, RED_GULCH } from './scenarios';
import { parseOWOptions, parseOWScenario } from './schema';
import { setup } from './setup';
import type { WeaponId } from './types';

const PLAYERS = ['Anna', 'Boris'] as const;

function roster(fighters: RosterFighter[], extra: Partial<Roster> = {}): Roster {
  return { posseId: 'test', name: { en: 'Test Posse', ru: 'Тестовый отряд' }, color: 0x123456, fighters, ...extra };
}

const grunt = (id: string, type = 'rowdy', weapon: WeaponId = 'sixgun'): RosterFighter => ({ id, name: `Grunt ${id}`, type, weapon });
const boss: RosterFighter = { id: 'boss', name: 'The Boss', type: 'desperado', weapon: 'heavyPistol', leader: true };
const keys = (r: Roster, budget = DEFAULT_BUDGET) => validateRoster(r, budget).map((p) => p.key);
const byId = (id: string) => READY_MADE.find((r) => r.posseId === id)!;

describe('points', () => {
  it('prices every profile and every weapon', () => {
    for (const type of Object.keys(PROFILES)) expect(PROFILE_COST[type], type).toBeGreaterThan(0);
    for (const w of Object.keys(WEAPONS) as WeaponId[]) expect(WEAPON_COST[w], w).toBeGreaterThanOrEqual(w === 'none' ? 0 : 1);
  });

  it('adds profile, weapon and mount', () => {
    expect(fighterCost({ id: 'a', name: 'A', type: 'sheriff', weapon: 'sixgun' })).toBe(41);
    expect(fighterCost({ id: 'a', name: 'A', type: 'deputy', weapon: 'buffaloGun', mount: 'horse' })).toBe(27);
    expect(fighterCost({ id: 'a', name: 'A', type: 'cowpoke', weapon: 'bow', mount: 'mule' })).toBe(15);
    expect(rosterCost(roster([boss, grunt('a'), grunt('b', 'tough', 'shotgun')]))).toBe(42 + 9 + 12);
  });

  it('costs the ready-made posses within the default budget', () => {
    expect(READY_MADE.map(rosterCost)).toEqual([100, 85, 88, 125]);
    for (const r of READY_MADE) expect(validateRoster(r, DEFAULT_BUDGET), r.posseId).toEqual([]);
  });
});

describe('validateRoster', () => {
  it('accepts a posse with one hero leader under budget', () => {
    expect(validateRoster(roster([boss, grunt('a')]), 60)).toEqual([]);
  });

  it('names a posse over budget with its cost', () => {
    expect(validateRoster(roster([boss, grunt('a')]), 50)).toEqual([{ key: 'roster.overBudget', params: { cost: 51, budget: 50 } }]);
  });

  it('refuses an empty posse and too many fighters', () => {
    expect(keys(roster([]))).toEqual(['roster.empty']);
    const many = [boss, ...Array.from({ length: MAX_FIGHTERS }, (_, i) => grunt(`g${i}`))];
    expect(validateRoster(roster(many), 1000)).toEqual([{ key: 'roster.tooMany', params: { count: 13, max: 12 } }]);
  });

  it('wants exactly one leader, and a hero', () => {
    expect(keys(roster([grunt('a'), grunt('b')]))).toEqual(['roster.noLeader']);
    expect(keys(roster([boss, { ...boss, id: 'boss2' }]))).toEqual(['roster.manyLeaders']);
    expect(validateRoster(roster([{ ...grunt('a', 'deputy'), leader: true }]), 150)).toEqual([
      { key: 'roster.leaderNotHero', params: { n: 1, name: 'Grunt a' } },
    ]);
    for (const type of ['sheriff', 'marshal', 'desperado', 'trailBoss']) expect(isHero(type), type).toBe(true);
    for (const type of ['deputy', 'rowdy', 'tough', 'cowpoke', 'nobody']) expect(isHero(type), type).toBe(false);
  });

  it('names duplicate ids, bad names and unknown profiles or weapons by fighter number', () => {
    const r = roster([
      boss,
      { ...grunt('a'), name: '   ' },
      { ...grunt('a'), name: 'x'.repeat(31) },
      { ...grunt('c'), type: 'gunslinger' },
      { ...grunt('d'), weapon: 'laser' as WeaponId },
    ]);
    expect(validateRoster(r, 1000)).toEqual([
      { key: 'roster.nameEmpty', params: { n: 2 } },
      { key: 'roster.duplicateId', params: { n: 3, id: 'a' } },
      { key: 'roster.nameTooLong', params: { n: 3, max: 30 } },
      { key: 'roster.unknownProfile', params: { n: 4, type: 'gunslinger' } },
      { key: 'roster.unknownWeapon', params: { n: 5, weapon: 'laser' } },
    ]);
    expect(keys(roster([boss, { ...grunt('a'), name: 'x'.repeat(30) }]))).toEqual([]);
  });
});

describe('READY_MADE', () => {
  it('has the Red Gulch posses exactly as the scenario sets them', () => {
    RED_GULCH.posses.forEach((posse, i) => {
      const r = READY_MADE[i]!;
      expect(r.posseId).toBe(posse.id);
      expect(r.name).toEqual(posse.name);
      expect(r.color).toBe(posse.color);
      expect(r.fighters).toEqual(posse.fighters.map(({ pos: _pos, ...f }) => f));
    });
  });

  it('has a trail crew and a US Marshal’s posse with mounts', () => {
    const crew = byId('trail-crew');
    expect(crew.fighters.map((f) => f.type)).toEqual(['trailBoss', 'cowpoke', 'cowpoke', 'cowpoke', 'cowpoke']);
    expect(crew.fighters.filter((f) => f.mount === 'horse')).toHaveLength(1);
    expect(byId('marshal').fighters[0]).toMatchObject({ type: 'marshal', leader: true });
  });

  it('uses posse ids and colours that differ', () => {
    expect(new Set(READY_MADE.map((r) => r.posseId)).size).toBe(READY_MADE.length);
    expect(new Set(READY_MADE.map((r) => r.color)).size).toBe(READY_MADE.length);
  });
});

describe('deployRoster', () => {
  const twelve = roster([boss, ...Array.from({ length: 11 }, (_, i) => grunt(`g${i}`))]);

  it('centres a row at the front edge of the zone, 1.5" apart', () => {
    const specs = deployRoster(roster([boss, grunt('a'), grunt('b')]), { x: 0, y: 30, w: 36, h: 6 });
    expect(specs.map((s) => s.pos)).toEqual([
      { x: 16.5, y: 30.5 },
      { x: 18, y: 30.5 },
      { x: 19.5, y: 30.5 },
    ]);
    expect(specs[0]).toEqual({ id: 'boss', name: 'The Boss', type: 'desperado', weapon: 'heavyPistol', leader: true, pos: { x: 16.5, y: 30.5 } });
    expect(deployRoster(roster([boss]), { x: 0, y: 0, w: 36, h: 6 }, 'bottom')[0]!.pos).toEqual({ x: 18, y: 5.5 });
  });

  it('fills further rows back from the front, inside the zone, never closer than 1.5"', () => {
    const zone = LIVERY_YARD.deploy![0];
    expect(zoneCapacity(zone)).toBe(12);
    const specs = deployRoster(twelve, zone);
    for (const s of specs) {
      expect(s.pos.x - 0.5).toBeGreaterThanOrEqual(zone.x - 1e-9);
      expect(s.pos.x + 0.5).toBeLessThanOrEqual(zone.x + zone.w + 1e-9);
      expect(s.pos.y - 0.5).toBeGreaterThanOrEqual(zone.y - 1e-9);
      expect(s.pos.y + 0.5).toBeLessThanOrEqual(zone.y + zone.h + 1e-9);
    }
    for (let i = 0; i < specs.length; i++) {
      for (let j = i + 1; j < specs.length; j++) {
        const d = Math.hypot(specs[i]!.pos.x - specs[j]!.pos.x, specs[i]!.pos.y - specs[j]!.pos.y);
        expect(d).toBeGreaterThanOrEqual(1.5 - 1e-9);
      }
    }
    expect(new Set(specs.map((s) => s.pos.y))).toEqual(new Set([21, 22.5]));
    expect(deployRoster(twelve, zone)).toEqual(specs);
  });

  it('carries mounts and trims names', () => {
    const [s] = deployRoster(roster([{ ...boss, name: '  Kane ', mount: 'mule' }]), { x: 0, y: 0, w: 4, h: 4 });
    expect(s).toMatchObject({ name: 'Kane', mount: 'mule' });
  });

  it('says when the posse does not fit', () => {
    const small = { x: 0, y: 0, w: 4, h: 2 };
    expect(zoneCapacity(small)).toBe(3);
    expect(() => deployRoster(roster([boss, grunt('a'), grunt('b'), grunt('c')]), small)).toThrowError(
      'The Test Posse (4 fighters) do not fit in the 4"x2" deployment zone, which holds 3.',
    );
  });
});

describe('distinctRosters', () => {
  it('tells the second posse apart when both pick the same one', () => {
    const outlaws = byId('outlaws');
    const [a, b] = distinctRosters([outlaws, outlaws]);
    expect(a).toBe(outlaws);
    expect(b.posseId).toBe('outlaws-2');
    expect(b.color).not.toBe(outlaws.color);
    const pair = [byId('lawmen'), outlaws] as const;
    expect(distinctRosters(pair)).toEqual([...pair]);
  });
});

describe('scenario deployment zones and match options', () => {
  it('gives both scenarios zones inside the table, and the schema checks them', () => {
    for (const sc of [RED_GULCH, LIVERY_YARD]) expect(parseOWScenario(sc)).toEqual({ ok: true, value: sc });
    const bad = { ...RED_GULCH, deploy: [RED_GULCH.deploy![0], { x: 0, y: 32, w: 36, h: 6 }] };
    expect(parseOWScenario(bad)).toMatchObject({ ok: false, error: 'scenario.deploy[1]: outside the 36"x36" table' });
    const flat = { ...RED_GULCH, deploy: [RED_GULCH.deploy![0], { x: 0, y: 0, w: 36, h: 0 }] };
    expect(parseOWScenario(flat)).toMatchObject({ ok: false, error: 'scenario.deploy[1].h: must be more than 0' });
  });

  it('reads rosters from the options and names what is wrong', () => {
    expect(parseOWOptions(undefined)).toEqual({ ok: true, value: {} });
    expect(parseOWOptions({ rosters: [READY_MADE[2], READY_MADE[3]] })).toEqual({ ok: true, value: { rosters: [READY_MADE[2], READY_MADE[3]] } });
    const blank = roster([boss, { ...grunt('a'), name: ' ' }]);
    expect(parseOWOptions({ rosters: [READY_MADE[0], blank] })).toMatchObject({ ok: false, error: 'options.rosters[1].fighters[1].name: must not be blank' });
    const twice = roster([boss, grunt('a'), grunt('a')]);
    expect(parseOWOptions({ rosters: [twice, blank] })).toMatchObject({ ok: false, error: expect.stringMatching(/^options.rosters\[0\].fighters\[2\].id: fighter id 'a' is used twice/) });
    const odd = roster([{ ...boss, type: 'gunslinger' }]);
    expect(parseOWOptions({ rosters: [odd, odd] })).toMatchObject({ ok: false, error: expect.stringMatching(/fighters\[0\].type: unknown profile 'gunslinger'/) });
  });
});

describe('setup with rosters', () => {
  it('keeps the scenario’s own posses without rosters', () => {
    const s = setup(RED_GULCH, {}, 1, PLAYERS);
    expect(s.fighters['0:cole']!.pos).toEqual({ x: 18, y: 33 });
    expect(s.posses[1]).toEqual({ id: 'outlaws', name: RED_GULCH.posses[1].name, color: RED_GULCH.posses[1].color, size: 5 });
    expect(Object.values(s.fighters).every((f) => !('mount' in f))).toBe(true);
  });

  it('sets the rosters up in the zones, front ranks facing each other', () => {
    const crew = byId('trail-crew');
    const marshal = byId('marshal');
    const s = setup(RED_GULCH, { rosters: [crew, marshal] }, 1, PLAYERS);
    expect(s.posses).toEqual([
      { id: 'trail-crew', name: crew.name, color: crew.color, size: 5 },
      { id: 'marshal', name: marshal.name, color: marshal.color, size: 4 },
    ]);
    expect(s.order).toEqual([...crew.fighters.map((f) => `0:${f.id}`), ...marshal.fighters.map((f) => `1:${f.id}`)]);
    const boss = s.fighters['0:dawson']!;
    expect(boss).toMatchObject({ name: 'Hank Dawson', side: 0, type: 'trailBoss', leader: true, fame: 1, pos: { x: 15, y: 30.5 } });
    expect(s.fighters['0:rourke']!.mount).toBe('horse');
    expect(s.fighters['0:greer']!.mount).toBeUndefined();
    expect(s.fighters['1:stone']).toMatchObject({ mount: 'horse', leader: true, pos: { x: 15.75, y: 5.5 } });
  });

  it('refuses bad options or a scenario without zones with a readable error', () => {
    const blank = roster([{ ...boss, name: '' }]);
    expect(() => setup(RED_GULCH, { rosters: [blank, blank] }, 1, PLAYERS)).toThrowError(/^The match options are not valid: options.rosters\[0\]/);
    const noZones = { ...RED_GULCH, deploy: undefined };
    expect(() => setup(noZones, { rosters: [READY_MADE[0], READY_MADE[1]] }, 1, PLAYERS)).toThrowError(/has no deployment zones/);
  });
});
