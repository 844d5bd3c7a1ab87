import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../rules/oldwest/scenarios';
import type { TableSpec, Terrain } from '../../core/table/types';
import { tableIn, terrainNames } from './terrainNames';

const nameOf = (t: Terrain | undefined) => (t && 'name' in t ? t.name : undefined);
const piece = (table: TableSpec, id: string) => nameOf(table.terrain.find((x) => x.id === id));

describe('Old West table pieces in Russian', () => {
  it('every named piece of every scenario has a Russian name, and English stays as the scenario wrote it', () => {
    for (const sc of Object.values(SCENARIOS)) {
      for (const t of sc.table.terrain.filter((x) => nameOf(x))) {
        expect(terrainNames.has(t.id), `${sc.id}: ${t.id}`).toBe(true);
        expect(piece(tableIn('en', sc.table), t.id)).toBe(nameOf(t));
        expect(piece(tableIn('ru', sc.table), t.id)).toMatch(/^[А-ЯЁа-яё ]+$/);
      }
    }
    expect(piece(tableIn('ru', SCENARIOS['red-gulch']!.table), 'saloon')).toBe('Салун');
  });
});
