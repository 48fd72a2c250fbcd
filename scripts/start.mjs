// `npm start`: build the PWA if needed and the built-in problems' generated test data (when stale),
// then run the API server (which also serves dist/). On the embedded database it first makes sure no
// other process holds DATA_DIR: a second `npm start` exits 1 with the lock's message, before it builds
// or opens anything.
import { register } from 'tsx/esm/api';
import { buildIfStale } from './build-if-stale.mjs';

register();
const { loadConfig } = await import('../server/config.ts');
const { exitIfDataDirHeld } = await import('../server/db/data-dir-lock.ts');
exitIfDataDirHeld(loadConfig(), 'server');
buildIfStale();
await import('../server/scripts/build-problems.ts');
await import('../server/main.ts');
