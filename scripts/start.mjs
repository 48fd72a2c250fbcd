// `npm start`: build the PWA if needed (quietly: Vite's output is shown only when the build fails) and
// the built-in problems' generated test data (when stale), then run the API server (which also serves
// dist/ and prints "Pocket Judge is running at http://…" once it listens). On the embedded database it
// first makes sure no other process holds DATA_DIR: a second `npm start` exits 1 with the lock's
// message, before it builds or opens anything.
import { register } from 'tsx/esm/api';
import { buildIfStale } from './build-if-stale.mjs';

register();
const { loadConfig } = await import('../server/config.ts');
const { exitIfDataDirHeld } = await import('../server/db/data-dir-lock.ts');
exitIfDataDirHeld(loadConfig(), 'server');
buildIfStale({ quiet: true });
await import('../server/scripts/build-problems.ts');
await import('../server/main.ts');
