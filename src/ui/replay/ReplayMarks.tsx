// Bookmarks of the replayed match: add one at the shown step with a label, jump to one, delete
// one. Saved with the match. Labels are the player's text and are only ever shown as text.
import { useId, useState } from 'react';
import type { Bookmark } from '../../core/match';
import { useLang } from '../../i18n';
import { useMatch } from '../../store/matchStore';
import { MAX_BOOKMARK_LABEL, useReplay } from '../../store/replayStore';
import { rp } from './strings';

const NONE: readonly Bookmark[] = [];

export function ReplayMarks() {
  const lang = useLang();
  const id = useId();
  const marks = useMatch((m) => m.record?.bookmarks ?? NONE);
  const step = useReplay((r) => r.step);
  const { go, addBookmark, removeBookmark } = useReplay.getState();
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState(false);

  return (
    <section className="panel replay-marks" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="panel-title">{rp(lang, 'marks.heading')}</h2>
      <form
        className="replay-mark-form"
        onSubmit={(e) => {
          e.preventDefault();
          const ok = addBookmark(label);
          setProblem(!ok);
          if (ok) setLabel('');
        }}
      >
        <label className="replay-field">
          <span>{rp(lang, 'marks.label')}</span>
          <input
            className="input"
            type="text"
            value={label}
            maxLength={MAX_BOOKMARK_LABEL}
            aria-invalid={problem}
            aria-describedby={problem ? `${id}-p` : undefined}
            onChange={(e) => {
              setLabel(e.target.value);
              setProblem(false);
            }}
          />
        </label>
        <button type="submit" className="btn">{rp(lang, 'marks.add', { step })}</button>
        {problem && <p id={`${id}-p`} className="field-error" role="alert">{rp(lang, 'marks.needLabel')}</p>}
      </form>
      {marks.length === 0 ? (
        <p className="muted">{rp(lang, 'marks.empty')}</p>
      ) : (
        <ul className="replay-mark-list">
          {marks.map((b, i) => (
            <li key={`${b.action}-${i}`} className={b.action === step ? 'is-here' : undefined}>
              <button type="button" className="btn replay-mark-jump" aria-current={b.action === step ? 'step' : undefined} onClick={() => go(b.action)}>
                {rp(lang, 'marks.jump', { label: b.label, step: b.action })}
              </button>
              <button type="button" className="btn btn-icon" aria-label={rp(lang, 'marks.delete', { label: b.label })} title={rp(lang, 'marks.delete', { label: b.label })} onClick={() => removeBookmark(i)}>
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
