// The lobby's offer to continue the saved match: read from storage without the rules or the match
// store, which load (with ./startMatch) when the player continues.
import { translate } from '../i18n';
import { systemById } from '../systems/registry';
import { useApp } from '../store/appStore';
import { appStorage } from '../store/appStorage';

/** Looks for a saved match to continue and offers it in the lobby (no rules are loaded). */
export async function offerContinue(lang: 'en' | 'ru', onError: (message: string) => void): Promise<void> {
  try {
    const id = await appStorage.getCurrent();
    const raw = id ? ((await appStorage.loadMatch(id)) as Record<string, unknown> | undefined) : undefined;
    if (!raw || typeof raw !== 'object') return useApp.getState().setResume(null);
    const system = typeof raw.system === 'string' ? systemById(raw.system) : null;
    const scenario = system?.scenarios.find((x) => x.id === raw.scenarioId);
    const players = Array.isArray(raw.players) ? raw.players.join(' – ') : '';
    const steps = Array.isArray(raw.actions) ? raw.actions.length : 0;
    const label = `${scenario ? scenario.name[lang] : String(raw.scenarioId)} · ${players} · ${translate(lang, 'lobby.actionsPlayed', { n: steps })}`;
    useApp.getState().setResume({
      label,
      onContinue: () => {
        import('./startMatch')
          .then((m) => m.continueMatch())
          .catch((e: unknown) => onError(e instanceof Error ? e.message : String(e)));
      },
    });
  } catch (e) {
    onError(e instanceof Error ? e.message : String(e));
  }
}
