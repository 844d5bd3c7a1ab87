// The rules notes dialog as a match opens it: the dialog's code and the system's notes (Markdown,
// in the language shown) load when a player first asks for them, so opening a match does not
// download them. Both come from the app's own files (precached for offline play); a failure
// closes the request and says so in the error toast.
import { useEffect, useState } from 'react';
import { useT, type Lang } from '../../i18n';
import { useUi } from '../../store/uiStore';
import type { RulesNotesProps } from './RulesNotes';
import './RulesNotesLoader.css';

type DialogProps = Omit<RulesNotesProps, 'open'>;

export interface RulesNotesLoaderProps extends Omit<RulesNotesProps, 'markdown'> {
  /** The system's notes in a language (a dynamic `import()` of its `?raw` Markdown). */
  load(lang: Lang): Promise<string>;
}

export function RulesNotes({ open, ...rest }: RulesNotesLoaderProps) {
  if (!open) return null;
  return <LoadedNotes {...rest} />;
}

interface Loaded {
  lang: Lang;
  markdown: string;
  Dialog: (p: DialogProps) => React.JSX.Element;
}

function LoadedNotes({ load, onClose, ...rest }: Omit<RulesNotesLoaderProps, 'open'>) {
  const t = useT();
  const lang = t.lang;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([import('./RulesNotes'), load(lang)]).then(
      ([m, markdown]) => {
        if (live) setLoaded({ lang, markdown, Dialog: m.RulesNotesDialog });
      },
      (e: unknown) => {
        if (!live) return;
        useUi.getState().setToast(t('rules.loadFailed', { reason: e instanceof Error ? e.message : String(e) }));
        onClose();
      },
    );
    return () => {
      live = false;
    };
    // `t` follows `lang`; `onClose` is only called on failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, lang]);
  if (!loaded) {
    return (
      <p className="rules-loading" role="status">
        {t('rules.loading')}
      </p>
    );
  }
  const { Dialog, markdown } = loaded;
  return <Dialog markdown={markdown} onClose={onClose} {...rest} />;
}
