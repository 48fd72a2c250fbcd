import { BUILT_IN_PACKAGES_DIR } from '../modules/packages/import.ts';
import { generateAll } from '../modules/packages/generate.ts';

/**
 * `npm run problems:build` (also run by `npm run build` and `npm start`): writes the generated large
 * test cases of the built-in packages (problems/<slug>/data/secret/large/) where they are missing or
 * stale, and prints what it regenerated.
 */
const started = performance.now();
const done = await generateAll(BUILT_IN_PACKAGES_DIR);
console.log(done.length ? `problems: generated test data of ${done.join(', ')} in ${Math.round(performance.now() - started)} ms` : 'problems: generated test data is up to date');
