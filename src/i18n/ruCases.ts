// Russian cases of a personal name, for `{name:dat}` ("Передайте Анне") and `{name:gen}`
// ("ход Бориса"). Only a single Cyrillic word (optionally followed by a number, "Игрок 2") is
// declined; anything else (Latin names, full names, nicknames) is returned unchanged.

export type RuCase = 'dat' | 'gen';

const SINGLE_WORD = /^([А-ЯЁа-яё-]+)(\s+\d+)?$/u;
const HARD_CONSONANT = /[бвдзлмнпрстфх]$/u;
const HUSHING_OR_VELAR = /[гжкхчшщ]$/u;

function dative(word: string, lower: string): string {
  if (lower.endsWith('ия')) return word.slice(0, -1) + 'и'; // Мария → Марии
  if (lower.endsWith('а') || lower.endsWith('я')) return word.slice(0, -1) + 'е'; // Анна → Анне, Катя → Кате
  if (lower.endsWith('й') || lower.endsWith('ь')) return word.slice(0, -1) + 'ю'; // Андрей → Андрею, Игорь → Игорю
  if (/[бвгджзклмнпрстфхцчшщ]$/u.test(lower)) return word + 'у'; // Борис → Борису
  return word; // -о, -е, -и, -у, -ю and the like do not decline
}

function genitive(word: string, lower: string): string {
  if (lower.endsWith('ия')) return word.slice(0, -1) + 'и'; // Мария → Марии
  if (lower.endsWith('я')) return word.slice(0, -1) + 'и'; // Катя → Кати
  if (lower.endsWith('а')) return word.slice(0, -1) + (HUSHING_OR_VELAR.test(lower.slice(0, -1)) ? 'и' : 'ы'); // Анна → Анны, Ольга → Ольги
  if (lower.endsWith('й') || lower.endsWith('ь')) return word.slice(0, -1) + 'я'; // Андрей → Андрея, Игорь → Игоря
  if (HARD_CONSONANT.test(lower) || HUSHING_OR_VELAR.test(lower) || lower.endsWith('ц')) return word + 'а'; // Борис → Бориса
  return word;
}

const DECLINE: Record<RuCase, (word: string, lower: string) => string> = { dat: dative, gen: genitive };

/** The name in a Russian case; names it cannot decline safely come back unchanged. */
export function ruCase(name: string, grammaticalCase: RuCase): string {
  const m = SINGLE_WORD.exec(name.trim());
  if (!m || m[1]!.length < 2) return name;
  return DECLINE[grammaticalCase](m[1]!, m[1]!.toLowerCase()) + (m[2] ?? '');
}

export const ruDative = (name: string): string => ruCase(name, 'dat');
export const ruGenitive = (name: string): string => ruCase(name, 'gen');
