/**
 * Entry point: mounts the app. Service-worker registration and the update prompt live in
 * `src/app/UpdatePrompt.tsx` (vite-plugin-pwa `virtual:pwa-register/react`).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadRoute } from './app/routes.tsx';
import './app/styles.css';
import { startOfflineCore } from './data/index.ts';
import { startSessionCheck } from './session/auth.tsx';

// The session check and the screen of the opened URL (its chunk, and a problem page's problem)
// load alongside the start-up work below, not after the first render.
startSessionCheck();
preloadRoute(window.location.pathname);

// Offline core: sync engine (drains the outbox) + read-through refresh of the problem list.
startOfflineCore();

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
