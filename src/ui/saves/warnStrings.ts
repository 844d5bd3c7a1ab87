// The words of the storage warning (loaded when saving fails) and the saves screen's note when
// matches live only in this tab, in English and Russian: apart from ./strings (the saves screen's
// and the import's words) and ./exportWords (the match's Export button).
import { wordTable } from '../../i18n/table';

const EN = {
  memoryOnly: 'This browser does not keep saves here (private browsing?): these matches last only until the tab closes. Export the ones to keep.',
  'warn.title': 'Saving',
  'warn.unavailable': 'This browser does not let Wartable save matches (private browsing?). Play on: the match stays open, but it is lost when the page closes unless you export it.',
  'warn.saveFailed': 'The match could not be saved ({detail}). Play on: the last good save is kept, and you can export the match as it is now.',
  'warn.export': 'Export this match',
  'warn.dismiss': 'Dismiss the saving warning',
};

const RU: Record<keyof typeof EN, string> = {
  memoryOnly: 'Этот браузер не хранит сохранения (приватный режим?): партии живут только до закрытия вкладки. Экспортируйте те, что хотите сохранить.',
  'warn.title': 'Сохранение',
  'warn.unavailable': 'Этот браузер не даёт Wartable сохранять партии (приватный режим?). Играйте дальше: партия открыта, но пропадёт при закрытии страницы, если её не экспортировать.',
  'warn.saveFailed': 'Партию не удалось сохранить ({detail}). Играйте дальше: последнее удачное сохранение цело, а партию в нынешнем виде можно экспортировать.',
  'warn.export': 'Экспортировать эту партию',
  'warn.dismiss': 'Закрыть предупреждение о сохранении',
};

export type WarnKey = keyof typeof EN;

export const warnWords = wordTable<WarnKey>(EN, RU);
