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

// The screen of the opened URL loads alongside the start-up work below, not after it.
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
