import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * The globals LeetCode's JavaScript environment gives every program without an import:
 * `PriorityQueue`, `MinPriorityQueue`, `MaxPriorityQueue` (@datastructures-js/priority-queue 6.x,
 * with its 5.x API kept working by `common/judging/leetcode-queues.ts`, which the offline runner's
 * `src/workers/node-runtime/leetcode-globals.ts` uses too) and `Queue` (@datastructures-js/queue),
 * at the versions of `common/contract/languages-info.ts`.
 *
 * They are bundled with esbuild into one self-contained CommonJS file, the preload, which the
 * JavaScript compile step writes into the job's box and each run loads with `node --require`: the
 * sandbox never sees the project's node_modules.
 */

/** Sandbox path of the preload (in the box, read-only while the program runs). */
export const JS_GLOBALS_PRELOAD = '/box/.pj-globals.cjs';

const PRELOAD_ENTRY = `const { leetCodePriorityQueues } = require('./common/judging/leetcode-queues.ts');
const { Queue } = require('@datastructures-js/queue');
const globals = { ...leetCodePriorityQueues(require('@datastructures-js/priority-queue')), Queue };
for (const name of Object.keys(globals)) {
  Object.defineProperty(globalThis, name, { value: globals[name], writable: true, configurable: true, enumerable: false });
}
`;

/** The project's root, where the packages and the entry's `./common/…` resolve from. */
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

let preload: string | null = null;

/**
 * The preload's source: a minified CommonJS bundle of the two packages and the 5.x-compatible
 * wrappers that defines the four classes as non-enumerable globals (as Node's own globals are). Built once per process (tens of ms).
 * @throws Error when esbuild cannot bundle the packages (they are not installed) or the wrappers' module.
 */
export function jsGlobalsPreload(): string {
  if (preload !== null) return preload;
  const out = buildSync({
    stdin: { contents: PRELOAD_ENTRY, resolveDir: projectRoot, sourcefile: 'pj-globals.cjs', loader: 'js' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    minify: true,
    write: false,
    legalComments: 'none',
  });
  preload = out.outputFiles[0]!.text;
  return preload;
}
