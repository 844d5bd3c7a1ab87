// The banner of a tab that does not hold the open match: it says another tab has the match, keeps
// this one read-only (the action bar is hidden while it shows) and offers to take the match over.
import { useStore } from 'zustand';
import { useLang } from '../../i18n';
import { tabHolder } from '../../store/appTabs';
import { tw } from './tabStrings';
import './TabBanner.css';

export function TabBanner() {
  const lang = useLang();
  const role = useStore(tabHolder, (s) => s.role);
  const problem = useStore(tabHolder, (s) => s.problem);
  if (role !== 'viewer' && role !== 'taking') return null;
  const taking = role === 'taking';
  return (
    <div className="floating-banner tab-banner" role="alert" data-role={role}>
      <div className="tab-banner-body">
        <strong>{tw(lang, 'elsewhere')}</strong>
        <p>{tw(lang, 'readOnly')}</p>
        {problem && <p className="tab-banner-problem">{tw(lang, 'problem', { message: problem })}</p>}
      </div>
      <button
        type="button" className="btn btn-primary" disabled={taking}
        onClick={() => void tabHolder.getState().takeOver()}
      >
        {taking ? tw(lang, 'taking') : tw(lang, 'takeOver')}
      </button>
    </div>
  );
}
