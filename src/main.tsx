/**
 * Entry point: runs the start-up sequence (`src/app/startup.ts`) and mounts the app in a task of
 * its own. Service-worker registration and the update prompt live in `src/app/UpdatePrompt.tsx`
 * (vite-plugin-pwa `virtual:pwa-register/react`).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startApp } from './app/startup.ts';
import { inNextTask } from './ui/idle.ts';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

// The session check, the screen of the opened URL and the offline core start before the first render,
// each step in a task of its own (startup.ts, rule 9).
startApp();

// In the next task, and as a transition: React renders the first screen in slices of a few ms, yielding
// to the browser between them, instead of one long task (a low-end phone's main thread stays responsive
// while the app starts).
inNextTask(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
