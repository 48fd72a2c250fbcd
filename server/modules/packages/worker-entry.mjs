// Entry of the package worker thread: TypeScript through tsx (as `npm start` runs the server), then worker.ts.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
