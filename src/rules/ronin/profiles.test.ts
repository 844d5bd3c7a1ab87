import { describe, expect, it } from 'vitest';
import { addWound, armourAgainst, DAMAGE_TABLE, initiativeOf, PROFILES, statsOf, woundFor } from './profiles';
import { fighterOf } from './testkit';

describe('Ronin profiles and wounds', () => {
  it('RO-GAP-5 the ranks read Rank / CP / Initiative / Fight / Shoot as in the profile list', () => {
    expect(PROFILES.peasant).toEqual({ rank: 0, cp: 1, init: 1, fight: 1, shoot: 0 });
    expect(PROFILES.ashigaru).toEqual({ rank: 1, cp: 2, init: 2, fight: 2, shoot: 1 });
    expect(PROFILES.bushou).toEqual({ rank: 5, cp: 5, init: 4, fight: 5, shoot: 3 });
  });

  it('RO-GAP-5 weapons change the profile: a yari +2 Initiative, a tanto -1 CP and -1 Initiative, a naginata +1/+1', () => {
    const base = { id: 'x', side: 0 as const, x: 0, y: 0, type: 'samurai' as const };
    expect(statsOf(fighterOf({ ...base, weapon: 'yari' }))).toMatchObject({ cp: 3, init: 5, fight: 3 });
    expect(statsOf(fighterOf({ ...base, weapon: 'tanto' }))).toMatchObject({ cp: 2, init: 2, fight: 3 });
    expect(statsOf(fighterOf({ ...base, weapon: 'naginata' }))).toMatchObject({ init: 4, fight: 4 });
    const nodachi = fighterOf({ ...base, weapon: 'nodachi' });
    expect([initiativeOf(nodachi, 1), initiativeOf(nodachi, 2)]).toEqual([4, 2]);
  });

  it('RO-GAP-1 the margin reads on one table: 1-2 Light, 3-4 Grievous, 5+ Critical', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(woundFor)).toEqual([0, 1, 1, 2, 2, 3, 3]);
  });

  it('RO-GAP-1 a second Light wound becomes Grievous; a wound on a Grievous one is Critical', () => {
    expect(addWound(1, 1)).toBe(2);
    expect(addWound(2, 1)).toBe(3);
    expect(addWound(1, 2)).toBe(2);
    expect(addWound(0, 3)).toBe(3);
  });

  it('RO-GAP-1 a Light wound costs 1 CP, a Grievous one 1 CP and 1 Fight; CP never below 0', () => {
    const f = { id: 'x', side: 0 as const, x: 0, y: 0, type: 'samurai' as const };
    expect(statsOf(fighterOf({ ...f, wound: 1 }))).toMatchObject({ cp: 2, fight: 3 });
    expect(statsOf(fighterOf({ ...f, wound: 2 }))).toMatchObject({ cp: 2, fight: 2 });
    expect(statsOf(fighterOf({ ...f, type: 'peasant', weapon: 'tanto', wound: 2 })).cp).toBe(0);
  });

  it('RO-GAP-4 a disarmed fighter fights on at -1 Initiative and -1 Fight', () => {
    const f = fighterOf({ id: 'x', side: 0, x: 0, y: 0, type: 'samurai', weapon: 'naginata', disarmed: true });
    expect(statsOf(f)).toMatchObject({ init: 2, fight: 2, cp: 3 });
  });

  it('RO-22 armour: Light +1, Medium +2, Heavy +3; RO-6 against a teppo only Heavy counts, as Light', () => {
    expect(['none', 'light', 'medium', 'heavy'].map((a) => armourAgainst(a as 'none', null))).toEqual([0, 1, 2, 3]);
    expect(['none', 'light', 'medium', 'heavy'].map((a) => armourAgainst(a as 'none', 'teppo'))).toEqual([0, 0, 0, 1]);
  });
});

describe('Ronin damage table in the rules notes', () => {
  it('RO-GAP-1 the table players read in the rules notes is the one the rules use', async () => {
    const { readFileSync } = await import('node:fs');
    for (const file of ['docs/rules/ronin.md', 'docs/rules/ronin.ru.md']) {
      const rows = readFileSync(file, 'utf8').split('\n').filter((l) => /^\| (\d+-\d+|\d+\+) \|/.test(l));
      const read = rows.map((l) => {
        const m = /^\| (\d+)(?:-(\d+)|\+) \|/.exec(l)!;
        return { from: Number(m[1]), to: m[2] ? Number(m[2]) : Infinity };
      });
      expect(read.map((r) => r.from)).toEqual(DAMAGE_TABLE.map((r) => r.from));
      for (const r of read) expect(woundFor(r.from)).toBe(woundFor(Number.isFinite(r.to) ? r.to : 99));
    }
  });
});
