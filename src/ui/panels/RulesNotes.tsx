// A modal dialog showing the rules notes (Markdown passed in as text, e.g. via `?raw`): a table of
// contents, a search that keeps the matching paragraphs under their headings, and, when opened
// from a rule badge in the log, the paragraph that states that rule, marked and in view.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { Markdown } from './Markdown';
import { parseBlocks } from './markdownBlocks';
import { blockOfRule, searchBlocks, tableOfContents } from './notesIndex';
import { useModalDialog } from './useModalDialog';
import './RulesNotes.css';

export interface RulesNotesProps {
  open: boolean;
  markdown: string;
  /** Dialog title; defaults to "Rules notes". */
  title?: string;
  /** A rule ID (OW-8) to open the notes at. */
  at?: string | null;
  onClose(): void;
}

export function RulesNotes({ open, ...rest }: RulesNotesProps) {
  if (!open) return null;
  return <RulesNotesDialog {...rest} />;
}

export function RulesNotesDialog({ markdown, title, at = null, onClose }: Omit<RulesNotesProps, 'open'>) {
  const t = useT();
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useModalDialog(ref);
  const [query, setQuery] = useState('');
  const blocks = useMemo(() => parseBlocks(markdown), [markdown]);
  const toc = useMemo(() => tableOfContents(blocks), [blocks]);
  const visible = useMemo(() => searchBlocks(blocks, query), [blocks, query]);
  const target = useMemo(() => (at ? blockOfRule(blocks, at) : null), [blocks, at]);
  const blockId = (i: number) => `${id}-b-${i}`;
  const show = (i: number) => document.getElementById(blockId(i))?.scrollIntoView({ block: 'start' });

  useEffect(() => {
    if (target !== null) document.getElementById(blockId(target))?.scrollIntoView({ block: 'center' });
    // Only when the dialog opens at a rule.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  const found = visible ? [...visible].filter((i) => blocks[i]!.kind !== 'heading').length : null;
  return (
    <dialog
      ref={ref}
      className="dialog rules-notes"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose(); // a click on the backdrop
      }}
    >
      <div className="dialog-head">
        <h2 id={`${id}-title`} className="dialog-title">
          {title ?? t('rules.title')}
        </h2>
        <button type="button" className="btn btn-icon" aria-label={t('common.close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="rules-tools">
        <input
          type="search"
          className="input rules-search"
          aria-label={t('rules.search')}
          placeholder={t('rules.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <span className="muted" role="status">
          {found === null ? (at && target === null ? t('rules.notFound', { rule: at }) : '') : t('rules.found', { n: found })}
        </span>
      </div>
      <div className="rules-layout">
        {toc.length > 1 && !visible && (
          <nav className="rules-toc" aria-label={t('rules.contents')}>
            <ol>
              {toc.map((e) => (
                <li key={e.index} data-sub={e.level > toc[0]!.level ? 'true' : undefined}>
                  <button type="button" className="btn-link" onClick={() => show(e.index)}>
                    {e.text}
                  </button>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div ref={bodyRef} className="dialog-body parchment" tabIndex={0}>
          <Markdown source={markdown} visible={visible} target={target} idPrefix={`${id}-b`} />
        </div>
      </div>
    </dialog>
  );
}
