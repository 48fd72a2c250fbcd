// `npm start`: build the PWA if needed and the built-in problems' generated test data (when stale),
// then run the API server (which also serves dist/).
import { register } from 'tsx/esm/api';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
register();
await import('../server/scripts/build-problems.ts');
await import('../server/main.ts');
