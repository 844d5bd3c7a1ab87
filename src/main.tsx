import './store/zodConfig';
// The global CSS first (tokens, base, the systems' themes), so components' own CSS comes after it.
import './ui/theme/tokens.css';
import './ui/theme/base.css';
import './ui/theme/themes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import './ui/debugHooks';

const root = document.getElementById('root');
if (!root) throw new Error('Wartable: no #root element in index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
