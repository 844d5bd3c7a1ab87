import './store/zodConfig';
// The global CSS first (tokens, base, the systems' themes), so components' own CSS comes after it.
import './ui/theme/tokens.css';
import './ui/theme/base.css';
import './ui/theme/themes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLang } from './i18n';
import { settingsStore } from './store/settingsStore';
import { App } from './ui/App';
import { OfflineNotice } from './ui/offline/OfflineNotice';
import { registerWorker } from './ui/offline/registerWorker';

const root = document.getElementById('root');
if (!root) throw new Error('Wartable: no #root element in index.html');

// The player's language's words first (Russian loads on demand); if they cannot be fetched, the
// app still opens, in English.
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
      <OfflineNotice />
    </StrictMode>,
  );
loadLang(settingsStore.getState().lang).then(render, render);

// The offline copy (docs/architecture.md, "Installable and offline"), set up once the page has loaded.
if (document.readyState === 'complete') void registerWorker();
else addEventListener('load', () => void registerWorker(), { once: true });
