// The top-level screen switch: the lobby, or the match screen (loaded lazily with PixiJS).
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { translate } from '../i18n';
import { SYSTEMS } from '../systems/registry';
import { useApp } from '../store/appStore';
import { useSettings } from '../store/settingsStore';
import { ErrorBoundary } from './ErrorBoundary';
import { Lobby } from './lobby/Lobby';
import type { MatchSetup } from './matchSetup';
import { ErrorToast } from './panels/ErrorToast';
import { offerContinue } from './offerContinue';

const MatchScreen = lazy(() => import('./match/MatchScreen'));
const SavesScreen = lazy(() => import('./saves/SavesScreen'));

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function App() {
  const screen = useApp((s) => s.screen);
  const showLobby = useApp((s) => s.showLobby);
  const showSaves = useApp((s) => s.showSaves);
  const resume = useApp((s) => s.resume);
  const lang = useSettings((s) => s.lang);
  const setLang = useSettings((s) => s.setLang);
  const handoff = useSettings((s) => s.handoff);
  const setHandoff = useSettings((s) => s.setHandoff);
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  // Back in the lobby: offer to continue the saved match, if there is one.
  useEffect(() => {
    if (screen === 'lobby') void offerContinue(lang, setStartError);
  }, [screen, lang]);

  const onStart = useCallback(async (setup: MatchSetup) => {
    setStartError(null);
    setStarting(true);
    try {
      // The match store and the rules load with the match, not with the lobby.
      const { startMatch } = await import('./startMatch');
      await startMatch(setup);
    } catch (e) {
      setStartError(errorMessage(e));
    } finally {
      setStarting(false);
    }
  }, []);

  if (screen === 'lobby') {
    return (
      <>
        <Lobby
          systems={SYSTEMS}
          lang={lang}
          onLangChange={setLang}
          onStart={onStart}
          handoff={handoff}
          onHandoffChange={setHandoff}
          starting={starting}
          continueInfo={resume ? { label: resume.label } : null}
          onContinue={resume?.onContinue}
          onSaves={showSaves}
        />
        <ErrorToast
          message={startError ? translate(lang, 'error.startFailed', { message: startError }) : null}
          onDismiss={() => setStartError(null)}
        />
      </>
    );
  }

  if (screen === 'saves') {
    return (
      <Suspense fallback={<main className="screen-loading" />}>
        <SavesScreen onBack={showLobby} />
      </Suspense>
    );
  }

  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <main className="screen-loading">
          <p role="alert">{translate(lang, 'app.matchFailed', { message: error.message })}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              reset();
              showLobby();
            }}
          >
            {translate(lang, 'common.backToLobby')}
          </button>
        </main>
      )}
    >
      <Suspense
        fallback={
          <main className="screen-loading">
            <p role="status">{translate(lang, 'app.loadingMatch')}</p>
          </main>
        }
      >
        <MatchScreen onExit={showLobby} />
      </Suspense>
    </ErrorBoundary>
  );
}
