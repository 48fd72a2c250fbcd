/**
 * Entry point: runs the start-up sequence (`src/app/startup.ts`) and mounts the app.
 * Service-worker registration and the update prompt live in `src/app/UpdatePrompt.tsx`
 * (vite-plugin-pwa `virtual:pwa-register/react`).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startApp } from './app/startup.ts';
import './app/styles.css';

// The session check, the screen of the opened URL and the offline core start before the first render.
startApp();

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
