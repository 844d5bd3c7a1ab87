// The settings menu (in the lobby's header and the match's top bar): the language and the
// colour-blind-safe sides, saved with the other settings. Switching either redraws what is on
// screen at once (toasts, board labels, the sides' colours).
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { useSettings } from '../../store/settingsStore';
import { LanguageSwitch } from '../lobby/LanguageSwitch';
import './SettingsMenu.css';

export function SettingsMenu() {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const lang = useSettings((s) => s.lang);
  const safeSides = useSettings((s) => s.safeSides);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);
  return (
    <div className="settings-menu" ref={root}>
      <button type="button" className="btn" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)} title={t('settings.open')}>
        <span aria-hidden="true">⚙ </span>
        <span className="hud-label">{t('settings.open')}</span>
      </button>
      {open && (
        <div id={`${id}-panel`} className="settings-panel panel" role="group" aria-label={t('settings.open')}>
          <LanguageSwitch lang={lang} onChange={(l) => useSettings.getState().setLang(l)} />
          <label className="check">
            <input type="checkbox" checked={safeSides} onChange={(e) => useSettings.getState().setSafeSides(e.target.checked)} aria-describedby={`${id}-hint`} />
            <span>{t('settings.safeSides')}</span>
          </label>
          <p id={`${id}-hint`} className="field-hint">{t('settings.safeSidesHint')}</p>
        </div>
      )}
    </div>
  );
}
