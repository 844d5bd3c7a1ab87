// A small Markdown reader for the rules notes: headings, paragraphs, lists, tables, quotes,
// fenced code and inline `code`, **strong**, *em* and links. It yields plain data that the
// Markdown component renders as React elements (never as HTML).

export type Inline =
  | { kind: 'text' | 'code' | 'strong' | 'em'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'quote'; text: string }
  | { kind: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;
const TABLE_SEP = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const RULE = /^\s*(?:-\s*){3,}$|^\s*(?:\*\s*){3,}$/;

function cells(line: string): string[] {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim());
}

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out: Block[] = [];
  let para: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (para.length) out.push({ kind: 'paragraph', text: para.join(' ') });
    if (list) out.push({ kind: 'list', ...list });
    para = [];
    list = null;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*```/.test(line)) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !/^\s*```/.test(lines[i]!)) code.push(lines[i]!);
      out.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const h = HEADING.exec(line);
    if (h) {
      flush();
      out.push({ kind: 'heading', level: h[1]!.length, text: h[2]! });
      continue;
    }
    if (RULE.test(line)) {
      flush();
      out.push({ kind: 'rule' });
      continue;
    }
    if (line.trim().startsWith('|') && TABLE_SEP.test(lines[i + 1] ?? '')) {
      flush();
      const header = cells(line);
      const rows: string[][] = [];
      i++;
      while (i + 1 < lines.length && lines[i + 1]!.trim().startsWith('|')) rows.push(cells(lines[++i]!));
      out.push({ kind: 'table', header, rows });
      continue;
    }
    if (line.trimStart().startsWith('>')) {
      flush();
      const quote = [line.replace(/^\s*>\s?/, '')];
      while (i + 1 < lines.length && lines[i + 1]!.trimStart().startsWith('>')) quote.push(lines[++i]!.replace(/^\s*>\s?/, ''));
      out.push({ kind: 'quote', text: quote.join(' ') });
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      if (para.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[3]!);
      continue;
    }
    if (list && /^\s+\S/.test(line)) {
      // continuation of the last list item
      list.items[list.items.length - 1] += ' ' + line.trim();
      continue;
    }
    if (list) flush();
    para.push(line.trim());
  }
  flush();
  return out;
}

const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|(?<![\w*])\*(?!\s)([^*]+?)\*(?!\w)|(?<!\w)_(?!\s)([^_]+?)_(?!\w)|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: text.slice(last, at) });
    if (m[1] !== undefined) out.push({ kind: 'code', text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: 'strong', text: m[2] });
    else if (m[3] !== undefined) out.push({ kind: 'em', text: m[3] });
    else if (m[4] !== undefined) out.push({ kind: 'em', text: m[4] });
    else out.push({ kind: 'link', text: m[5]!, href: m[6]! });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}
