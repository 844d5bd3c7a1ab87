// The Russian dative case of a personal name ("Передайте Анне", "Передайте Борису").
// Only a single Cyrillic word (optionally followed by a number, "Игрок 2") is declined;
// anything else (Latin names, full names, nicknames) is returned unchanged.

const SINGLE_WORD = /^([А-ЯЁа-яё-]+)(\s+\d+)?$/u;

function declineWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 2) return word;
  if (lower.endsWith('ия')) return word.slice(0, -1) + 'и'; // Мария → Марии
  if (lower.endsWith('а') || lower.endsWith('я')) return word.slice(0, -1) + 'е'; // Анна → Анне, Катя → Кате
  if (lower.endsWith('й') || lower.endsWith('ь')) return word.slice(0, -1) + 'ю'; // Андрей → Андрею, Игорь → Игорю
  if (/[бвгджзклмнпрстфхцчшщ]$/u.test(lower)) return word + 'у'; // Борис → Борису
  return word; // -о, -е, -и, -у, -ю and the like do not decline
}

export function ruDative(name: string): string {
  const m = SINGLE_WORD.exec(name.trim());
  if (!m) return name;
  return declineWord(m[1]!) + (m[2] ?? '');
}
