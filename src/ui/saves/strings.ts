// Words of the saved-matches screen and match files, in English and Russian (the storage
// warning's and the Export button's are in ./warnStrings, which a match loads without these).
import { wordTable, type Lang } from '../../i18n/table';
import { formatCount } from '../../i18n/words';
import { actionDetail, issueWords } from '../../i18n/issues';
import type { ExplainRefusal } from '../../systems/manifest';
import type { ImportCode, ImportProblem } from '../../store/saveFile';

const EN = {
  title: 'Saved matches',
  back: 'Back to the lobby',
  import: 'Import a match file',
  importHint: 'Or drop a .wartable.json file anywhere on this page.',
  dropHere: 'Drop the match file to import it',
  loading: 'Reading saved matches…',
  empty: 'No saved matches yet. Start a match in the lobby, or import a match file.',
  listFailed: 'Saved matches could not be read: {message}',
  players: 'Players',
  turn: 'Turn',
  lastPlayed: 'Last played',
  turnN: '{n}',
  turnPending: '…',
  finished: '{n} (finished)',
  won: '{name} won',
  actions: '{n} actions',
  action: '1 action',
  damaged: 'Cannot be opened: {message}',
  open: 'Continue',
  openName: 'Continue: {name}',
  watch: 'Watch replay',
  watchName: 'Watch replay: {name}',
  rename: 'Rename',
  renameName: 'Rename {name}',
  renameLabel: 'New name for {name}',
  renameSave: 'Save name',
  renameCancel: 'Cancel',
  renameTooLong: 'A name may be at most {max} characters long.',
  duplicate: 'Duplicate',
  duplicateName: 'Duplicate {name}',
  copyName: '{name} (copy)',
  delete: 'Delete',
  deleteName: 'Delete {name}',
  export: 'Export',
  exportName: 'Export: {name}',
  deleted: 'Deleted: {name}.',
  undo: 'Undo',
  undoName: 'Undo deleting {name}',
  imported: 'Imported: {name}.',
  importedNewId: 'Imported: {name}. A match with the same id was already saved, so this one is saved as a new match.',
  importFailed: '{file} was not imported: {message}.',
  failed: 'That did not work: {message}',
  openFailed: 'The match could not be opened: {message}',
  'progress.label': 'Importing {file}',
  'progress.reading': 'Importing {file}: reading the file, {percent}%',
  'progress.shapes': 'Importing {file}: checking action {done} of {total}',
  'progress.units': 'Importing {file}: checking the units of action {done} of {total}',
  'progress.replaying': 'Importing {file}: replaying action {done} of {total}',
  'progress.saving': 'Importing {file}: saving {total} actions',
};

const RU: Record<keyof typeof EN, string> = {
  title: 'Сохранённые партии',
  back: 'Назад в лобби',
  import: 'Импортировать файл партии',
  importHint: 'Или перетащите файл .wartable.json в любое место этой страницы.',
  dropHere: 'Отпустите файл партии, чтобы импортировать его',
  loading: 'Читаем сохранённые партии…',
  empty: 'Сохранённых партий пока нет. Начните партию в лобби или импортируйте файл партии.',
  listFailed: 'Не удалось прочитать сохранённые партии: {message}',
  players: 'Игроки',
  turn: 'Ход',
  lastPlayed: 'Последняя игра',
  turnN: '{n}',
  turnPending: '…',
  finished: '{n} (партия окончена)',
  won: 'победа: {name}',
  actions: 'действий: {n}',
  action: 'действий: 1',
  damaged: 'Открыть нельзя: {message}',
  open: 'Продолжить',
  openName: 'Продолжить: {name}',
  watch: 'Смотреть запись',
  watchName: 'Смотреть запись: {name}',
  rename: 'Переименовать',
  renameName: 'Переименовать {name}',
  renameLabel: 'Новое название для {name}',
  renameSave: 'Сохранить название',
  renameCancel: 'Отмена',
  renameTooLong: 'Название может быть не длиннее {max} символов.',
  duplicate: 'Копировать',
  duplicateName: 'Копировать {name}',
  copyName: '{name} (копия)',
  delete: 'Удалить',
  deleteName: 'Удалить {name}',
  export: 'Экспорт',
  exportName: 'Экспорт: {name}',
  deleted: 'Удалено: {name}.',
  undo: 'Отменить',
  undoName: 'Отменить удаление: {name}',
  imported: 'Импортировано: {name}.',
  importedNewId: 'Импортировано: {name}. Партия с таким же идентификатором уже была сохранена, поэтому эта сохранена как новая.',
  importFailed: 'Файл {file} не импортирован: {message}.',
  failed: 'Не получилось: {message}',
  openFailed: 'Не удалось открыть партию: {message}',
  'progress.label': 'Импорт файла {file}',
  'progress.reading': 'Импорт файла {file}: чтение, {percent}%',
  'progress.shapes': 'Импорт файла {file}: проверка действия {done} из {total}',
  'progress.units': 'Импорт файла {file}: проверка бойцов в действии {done} из {total}',
  'progress.replaying': 'Импорт файла {file}: повтор действия {done} из {total}',
  'progress.saving': 'Импорт файла {file}: сохранение {total} действий',
};

export type SavesKey = keyof typeof EN;

function fill(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) => (k in params ? String(params[k]) : whole));
}

export const sv = wordTable<SavesKey>(EN, RU);

/** Russian wording of a refused file; the details (paths, the rules' reasons) stay as the app wrote them. */
const PROBLEMS_RU: Record<ImportCode, string> = {
  tooLarge: 'файл слишком большой: {mb} МБ ({bytes} байт); предел — {limit} МБ',
  tooDeep: 'в файле списки или объекты вложены глубже {max} уровней (у символа {at}); такой глубины нет ни в одной записи партии',
  tooManyActions: 'в партии {count} действий, а запись партии может содержать не больше {max}',
  empty: 'файл пуст',
  unreadable: 'файл не удалось прочитать: {detail}',
  notJson: 'это не корректный JSON: {detail}',
  notObject: 'в файле нет записи партии (в нём {what})',
  noFormat: 'в файле нет версии формата, значит это не партия Wartable',
  unknownFormat: 'неизвестная версия формата {version} (приложение читает версии с 1 по {newest})',
  noSystem: 'в файле не указана игровая система',
  unknownSystem: 'неизвестная игровая система «{system}»',
  notPlayable: 'в игровую систему «{system}» в этом приложении пока играть нельзя',
  rulesNotLoaded: 'правила «{system}» не удалось загрузить: {detail}',
  noScenario: 'в файле не указан сценарий',
  unknownScenario: 'неизвестный сценарий «{scenario}» для игровой системы «{system}»',
  shape: 'неверное содержимое: {detail}',
  badSetup: 'партию не удалось подготовить: {detail}',
  unknownUnit: 'действие {action} называет бойца «{unit}», которого в этой партии нет',
  refused: 'действие {action} отклонено правилами: {detail}',
  saveFailed: 'партию не удалось сохранить: {detail}',
};

const WHAT_RU: Record<string, string> = { null: 'null', list: 'список', text: 'текст', boolean: 'true или false', number: 'число' };

/** A shape problem's detail in Russian, from its codes (the English sentence when it has none). */
function shapeDetailRu(params: Record<string, string | number>): string {
  if (params.problem === 'bookmarkPast') return fill('закладка {bookmark} указывает дальше последнего действия', params);
  if (typeof params.problem !== 'string' || !issueWords.has(params.problem)) return String(params.detail ?? '');
  const detail = actionDetail('ru', params);
  return params.action === undefined ? detail : `действие ${formatCount('ru', Number(params.action))}, ${detail}`;
}

/**
 * A refused file's problem in the player's language. `explainRefusal`, when given, words the rules'
 * refusal of a replayed action (the system's own words, see SystemManifest.loadRefusals).
 */
export function problemText(lang: Lang, p: ImportProblem, explainRefusal?: ExplainRefusal): string {
  if (lang !== 'ru') return p.error;
  const got = String(p.params.got ?? '');
  const numbers = Object.fromEntries(Object.entries(p.params).map(([k, v]) => [k, typeof v === 'number' ? formatCount('ru', v) : v]));
  const params: Record<string, string | number> = { ...numbers, what: WHAT_RU[got] ?? got };
  if (p.code === 'shape') params.detail = shapeDetailRu(p.params);
  // The JSON parser's message is the browser's English: a Russian player is told where the mistake is.
  if (p.code === 'notJson') return p.params.at === undefined ? 'это не корректный JSON' : fill('это не корректный JSON: ошибка у символа {at}', params);
  if ((p.code === 'refused' || p.code === 'badSetup') && p.refusal && explainRefusal) {
    params.detail = explainRefusal('ru', String(p.params.detail ?? ''), p.refusal.code, p.refusal.params).replace(/[.\s]+$/, '');
  }
  return fill(PROBLEMS_RU[p.code], params);
}
