// How far the import of a match file has got: a progress bar and a sentence (a long match takes a
// moment to check and replay; the page stays usable meanwhile).
import type { ImportProgress as Progress } from '../../store/saveFile';
import { formatCount } from '../../i18n/words';
import { sv } from './strings';

export interface ImportProgressProps {
  lang: 'en' | 'ru';
  file: string;
  progress: Progress | null;
}

/** The stages in order, each an equal share of the bar. */
const STAGES: readonly Progress['stage'][] = ['reading', 'shapes', 'units', 'replaying', 'saving'];

export function ImportProgress({ lang, file, progress }: ImportProgressProps) {
  const p = progress ?? { stage: 'reading', done: 0, total: 1 };
  const share = p.total > 0 ? Math.min(1, p.done / p.total) : 1;
  const value = (STAGES.indexOf(p.stage) + share) / STAGES.length;
  const text = sv(lang, `progress.${p.stage}`, { file, done: formatCount(lang, p.done), total: formatCount(lang, p.total), percent: Math.round(share * 100) });
  return (
    <div className="save-progress" role="status">
      <progress max={1} value={value} aria-label={sv(lang, 'progress.label', { file })} />
      <p className="muted">{text}</p>
    </div>
  );
}
