// What the rules notes dialog needs to find its way in the notes: the table of contents, the
// blocks a search keeps, and the block that first states a rule (a log badge opens the notes there).
import type { Block } from './markdownBlocks';

export interface TocEntry {
  /** Index of the heading block. */
  index: number;
  level: number;
  text: string;
}

/** The plain text of a block, for search (Markdown marks left in: they rarely matter). */
export function blockText(b: Block): string {
  switch (b.kind) {
    case 'heading':
    case 'paragraph':
    case 'code':
    case 'quote':
      return b.text;
    case 'list':
      return b.items.join('\n');
    case 'table':
      return [b.header, ...b.rows].map((r) => r.join(' | ')).join('\n');
    case 'rule':
      return '';
  }
}

/** The headings of the two top levels the notes use, in order. */
export function tableOfContents(blocks: readonly Block[]): TocEntry[] {
  const levels = [...new Set(blocks.flatMap((b) => (b.kind === 'heading' ? [b.level] : [])))].sort((a, b) => a - b).slice(0, 2);
  return blocks.flatMap((b, index) => (b.kind === 'heading' && levels.includes(b.level) ? [{ index, level: b.level, text: b.text.replace(/[`*_]/g, '') }] : []));
}

const ruleId = (rule: string) => new RegExp(`(^|[^\\w-])${rule.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-]|\\.\\d)`);

/** The first block that names `rule` (say OW-8, not OW-80), or null. */
export function blockOfRule(blocks: readonly Block[], rule: string): number | null {
  const re = ruleId(rule);
  const i = blocks.findIndex((b) => b.kind !== 'heading' && re.test(blockText(b)));
  if (i >= 0) return i;
  const h = blocks.findIndex((b) => re.test(blockText(b)));
  return h >= 0 ? h : null;
}

/**
 * The blocks a search keeps: every block whose text holds each word of the query (any case), and
 * the headings above it so the reader sees where it stands. Null when the query is blank.
 */
export function searchBlocks(blocks: readonly Block[], query: string): Set<number> | null {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  const keep = new Set<number>();
  const heads: { level: number; index: number }[] = [];
  blocks.forEach((b, i) => {
    if (b.kind === 'heading') {
      while (heads.length && heads[heads.length - 1]!.level >= b.level) heads.pop();
      heads.push({ level: b.level, index: i });
    }
    const text = blockText(b).toLocaleLowerCase();
    if (words.every((w) => text.includes(w))) {
      keep.add(i);
      for (const h of heads) keep.add(h.index);
    }
  });
  return keep;
}
