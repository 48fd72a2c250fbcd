// `npm start`: build the PWA if needed, then run the API server (which also serves dist/).
import { register } from 'tsx/esm/api';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
register();
await import('../server/main.ts');
