// Renders Markdown text as React elements (see markdownBlocks.ts). No raw HTML ever.
import { createElement, useMemo } from 'react';
import { parseBlocks, parseInline, type Block } from './markdownBlocks';
import './Markdown.css';

export interface MarkdownProps {
  source: string;
  /** Heading level a "#" heading becomes (so the document nests under the dialog's title). */
  topLevel?: number;
  /** Only these blocks are shown (a search); all when absent. */
  visible?: ReadonlySet<number> | null;
  /** The block to mark (the rule a log badge opened the notes at). */
  target?: number | null;
  /** Prefix of the blocks' element ids (`<prefix>-<index>`), for links to them. */
  idPrefix?: string;
}

const SAFE_HREF = /^https?:\/\//i;

function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((n, i) => {
        switch (n.kind) {
          case 'code':
            return <code key={i}>{n.text}</code>;
          case 'strong':
            return <strong key={i}>{n.text}</strong>;
          case 'em':
            return <em key={i}>{n.text}</em>;
          case 'link':
            return SAFE_HREF.test(n.href) ? (
              <a key={i} href={n.href} target="_blank" rel="noopener noreferrer">
                {n.text}
              </a>
            ) : (
              <span key={i}>{n.text}</span>
            );
          default:
            return <span key={i}>{n.text}</span>;
        }
      })}
    </>
  );
}

function renderBlock(b: Block, key: number, topLevel: number) {
  switch (b.kind) {
    case 'heading':
      return createElement(`h${Math.min(6, b.level + topLevel - 1)}`, { key, className: 'md-heading' }, <InlineText text={b.text} />);
    case 'paragraph':
      return <p key={key}><InlineText text={b.text} /></p>;
    case 'list': {
      const items = b.items.map((it, i) => <li key={i}><InlineText text={it} /></li>);
      return b.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'code':
      return <pre key={key}><code>{b.text}</code></pre>;
    case 'quote':
      return <blockquote key={key}><InlineText text={b.text} /></blockquote>;
    case 'rule':
      return <hr key={key} />;
    case 'table':
      return (
        <div key={key} className="md-table-wrap">
          <table>
            <thead>
              <tr>{b.header.map((c, i) => <th key={i} scope="col"><InlineText text={c} /></th>)}</tr>
            </thead>
            <tbody>
              {b.rows.map((r, ri) => (
                <tr key={ri}>{r.map((c, i) => <td key={i}><InlineText text={c} /></td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

export function Markdown({ source, topLevel = 3, visible = null, target = null, idPrefix }: MarkdownProps) {
  const blocks = useMemo(() => parseBlocks(source), [source]);
  return (
    <div className="markdown">
      {blocks.map((b, i) => {
        if (visible && !visible.has(i)) return null;
        const el = renderBlock(b, i, topLevel);
        if (!idPrefix && target !== i) return el;
        return (
          <div key={i} id={idPrefix ? `${idPrefix}-${i}` : undefined} className={target === i ? 'md-target' : undefined}>
            {el}
          </div>
        );
      })}
    </div>
  );
}
