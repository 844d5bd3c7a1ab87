// The names of Old West table pieces (buildings, rough ground, platforms) as the board and lists
// show them: the scenario data names them in English, keyed here by their ids for Russian.
import { wordTable, type Lang } from '../../i18n/words';
import type { TableSpec } from '../../core/table/types';

const EN = {
  saloon: 'Saloon', bank: 'Bank', store: 'General Store', jail: "Sheriff's Office", shed: 'Shed',
  wash: 'Dry wash', mud: 'Mud by the trough', depot: 'Depot platform', livery: 'Livery Stable',
  barn: 'Barn', hay: 'Hay and muck', hotel: 'Hotel', church: 'Church', smithy: 'Smithy', creek: 'Creek bed',
};
export type TerrainId = keyof typeof EN;

const RU: Record<TerrainId, string> = {
  saloon: 'Салун', bank: 'Банк', store: 'Лавка', jail: 'Контора шерифа', shed: 'Сарай',
  wash: 'Сухое русло', mud: 'Грязь у корыта', depot: 'Платформа станции', livery: 'Конюшня',
  barn: 'Амбар', hay: 'Сено и навоз', hotel: 'Гостиница', church: 'Церковь', smithy: 'Кузница', creek: 'Русло ручья',
};

export const terrainNames = wordTable<TerrainId>(EN, RU);

/** A piece's name in the language: by its id when the table knows it, else as the scenario wrote it. */
export function terrainName(lang: Lang, id: string, name: string): string {
  return terrainNames.has(id) ? terrainNames(lang, id) : name;
}

const russianTables = new WeakMap<TableSpec, TableSpec>();

/** The table with its pieces named in the language (English leaves it as it is; one copy per table). */
export function tableIn(lang: Lang, table: TableSpec): TableSpec {
  if (lang === 'en') return table;
  let ru = russianTables.get(table);
  if (!ru) {
    ru = { ...table, terrain: table.terrain.map((t) => ('name' in t && t.name ? { ...t, name: terrainName(lang, t.id, t.name) } : t)) };
    russianTables.set(table, ru);
  }
  return ru;
}
