// A manifest repeats, for the lobby, what its rules' scenarios hold (names, descriptions, sizes),
// so the lobby lists every system without loading any rules code. This test keeps the two the same.
import { describe, expect, it } from 'vitest';
import type { Localised } from '../core/system';
import { SYSTEMS } from './registry';

interface RulesScenario {
  name?: Localised;
  description?: Localised;
  table?: { width: number; height: number };
  map?: { cols: number; rows: number };
}

describe('each manifest names its scenarios as its rules do', () => {
  for (const m of SYSTEMS.filter((x) => x.playable && x.load)) {
    it(`${m.id}: names, descriptions and sizes in English and Russian match the rules' scenario data`, async () => {
      const runtime = await m.load!();
      expect(m.scenarios.length).toBeGreaterThan(0);
      for (const info of m.scenarios) {
        const sc = runtime.scenario(info.id) as RulesScenario | null;
        expect(sc, `${m.id}: the rules have no scenario '${info.id}'`).not.toBeNull();
        expect(info.name, `${m.id}/${info.id}: name`).toEqual(sc!.name);
        if (sc!.description) expect(info.description, `${m.id}/${info.id}: description`).toEqual(sc!.description);
        if (sc!.table) expect(info.size.en, `${m.id}/${info.id}: size`).toBe(`${sc!.table.width}" × ${sc!.table.height}"`);
        if (sc!.map) expect(info.size.en, `${m.id}/${info.id}: size`).toBe(`${sc!.map.cols} × ${sc!.map.rows} hexes`);
        expect(info.size.ru, `${m.id}/${info.id}: Russian size`).toMatch(/^[\d"× ]+(гексов)?$/);
      }
    });
  }
});
