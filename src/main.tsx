/**
 * Entry point: runs the start-up sequence (`src/app/startup.ts`) and mounts the app in a task of
 * its own. Service-worker registration and the update prompt live in `src/app/UpdatePrompt.tsx`
 * (vite-plugin-pwa `virtual:pwa-register/react`).
 */
import { startTransition, StrictMode } from 'react';
import { App } from './app/App.tsx';
import { startApp } from './app/startup.ts';
import { inNextTask } from './ui/idle.ts';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

// The session check, the screen of the opened URL and the offline core start before the first render,
// each step in a task of its own (startup.ts, rule 9).
startApp();

// React DOM's client is evaluated in a task after the entry's: it is CommonJS, which the bundler wraps in a
// function run on first `require`, and the dynamic import is that call (the module stays in the vendor
// chunk, so this costs no request and no chunk of its own). Its evaluation is then a short task of its own
// instead of a part of the entry's long one.
// The first render comes in the task after, as a transition: React renders the first screen in slices of
// a few ms, yielding to the browser between them, instead of one long task (a low-end phone's main thread
// stays responsive while the app starts).
inNextTask(() =>
  void import('react-dom/client').then(({ createRoot }) =>
    inNextTask(() =>
      startTransition(() => {
        createRoot(root).render(
          <StrictMode>
            <App />
          </StrictMode>,
        );
      }),
    ),
  ),
);
