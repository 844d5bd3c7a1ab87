import { describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createSettingsStore, detectLang, safeLocalStorage, SETTINGS_KEY } from './settingsStore';

function mapStorage(initial: Record<string, string> = {}): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('settings store', () => {
  it('defaults from the browser language and persists changes', () => {
    const storage = mapStorage();
    const s = createSettingsStore({ storage, language: 'ru-RU' });
    expect(s.getState()).toMatchObject({ lang: 'ru', handoff: true, showRulesNotes: true, showOdds: true });
    s.getState().setLang('en');
    s.getState().setHandoff(false);
    const again = createSettingsStore({ storage, language: 'ru-RU' });
    expect(again.getState()).toMatchObject({ lang: 'en', handoff: false, safeSides: false });
    again.getState().setSafeSides(true);
    expect(createSettingsStore({ storage, language: 'ru-RU' }).getState()).toMatchObject({ lang: 'en', safeSides: true });
    expect(detectLang(undefined)).toBe('en');
    expect(detectLang('de')).toBe('en');
  });

  it('ignores corrupt or ill-typed stored values', () => {
    const bad = createSettingsStore({ storage: mapStorage({ [SETTINGS_KEY]: '{oops' }), language: 'en' });
    expect(bad.getState().lang).toBe('en');
    const odd = JSON.stringify({ state: { lang: 'fr', handoff: 'yes', showOdds: false }, version: 1 });
    const s = createSettingsStore({ storage: mapStorage({ [SETTINGS_KEY]: odd }), language: 'en' });
    expect(s.getState()).toMatchObject({ lang: 'en', handoff: true, showOdds: false });
  });

  it('keeps working when localStorage throws or is missing', () => {
    const denied = () => {
      throw new Error('denied');
    };
    vi.stubGlobal('localStorage', { getItem: denied, setItem: denied, removeItem: denied });
    try {
      const storage = safeLocalStorage();
      storage.setItem('k', 'v');
      expect(storage.getItem('k')).toBe('v');
      const s = createSettingsStore({ storage, language: 'en' });
      expect(() => s.getState().setShowRulesNotes(false)).not.toThrow();
      expect(s.getState().showRulesNotes).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
    const none = safeLocalStorage();
    none.setItem('k', 'v');
    expect(none.getItem('k')).toBe('v');
  });
});
