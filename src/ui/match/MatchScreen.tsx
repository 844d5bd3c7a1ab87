// The match screen: each game system's own body, loaded with its UI plug-in through the registry.
import { lazy, Suspense, type ComponentType } from 'react';
import { loadLang, useT } from '../../i18n';
import { useSettings } from '../../store/settingsStore';
import { useMatch } from '../../store/matchStore';
import { systemById } from '../../systems/registry';
import type { MatchProps } from '../systemUi';

export type MatchScreenProps = MatchProps;

const screens = new Map<string, ComponentType<MatchProps>>();

/** The system's match body as a lazy component, made once per system. */
function screenFor(system: string): ComponentType<MatchProps> | null {
  const found = screens.get(system);
  if (found) return found;
  const load = systemById(system)?.loadUi;
  if (!load) return null;
  const screen = lazy(async () => {
    const ui = await load();
    // Word tables that came with it fetch their Russian on demand (lazyWordTable): before it shows.
    await loadLang(useSettings.getState().lang).catch(() => undefined);
    return { default: ui.Match };
  });
  screens.set(system, screen);
  return screen;
}

export default function MatchScreen({ onExit }: MatchScreenProps) {
  const t = useT();
  const system = useMatch((m) => m.record?.system ?? null);
  const Screen = system ? screenFor(system) : null;
  const loading = <main className="screen-loading"><p role="status">{t('app.loadingMatch')}</p></main>;
  if (!Screen) return loading;
  return (
    <Suspense fallback={loading}>
      <Screen onExit={onExit} />
    </Suspense>
  );
}
