// Placeholder for the match screen (to be replaced).
import { useT } from '../../i18n';

export interface MatchScreenProps {
  onExit(): void;
}

export default function MatchScreen({ onExit }: MatchScreenProps) {
  const t = useT();
  return (
    <main className="screen-loading">
      <p role="status">{t('app.loadingMatch')}</p>
      <button type="button" className="btn" onClick={onExit}>
        {t('common.backToLobby')}
      </button>
    </main>
  );
}
