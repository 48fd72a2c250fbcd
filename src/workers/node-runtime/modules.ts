/**
 * `require` of the runtime: `fs`, `readline` and `util` (also as `node:…`); every other module
 * throws Node's `Cannot find module` (code MODULE_NOT_FOUND), with a hint for Node's other
 * built-in modules that only an online run has them.
 */
import { describeReceived, nodeTypeError } from './errors.ts';
import type { Listener } from './emitter.ts';
import { format, formatWithOptions, inspect } from './inspect.ts';
import { PROGRAM_FILE } from './wrapper.ts';

const SUPPORTED_MODULES = ['fs', 'readline', 'util'];
const NODE_BUILTINS = new Set(
  'assert async_hooks buffer child_process cluster console constants crypto dgram diagnostics_channel dns domain events fs/promises http http2 https inspector module net os path perf_hooks process punycode querystring readline/promises repl stream string_decoder sys timers tls trace_events tty url util/types v8 vm wasi worker_threads zlib test'.split(' '),
);

/** The program's `require`, with `main`, `resolve` and `cache`. */
export type NodeRequire = ((id: unknown) => unknown) & { main: unknown; resolve: (id: string) => string; cache: object };

/** The `util` module the program gets from `require`. */
export function createUtil(): Record<string, unknown> {
  return {
    format,
    formatWithOptions,
    inspect,
    promisify: (fn: unknown) => {
      if (typeof fn !== 'function') throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "original" argument must be of type function. Received ${describeReceived(fn)}`);
      return (...args: unknown[]) => new Promise((resolve, reject) => (fn as Listener)(...args, (err: unknown, value: unknown) => (err ? reject(err) : resolve(value))));
    },
    inherits: (ctor: { prototype: object; super_?: unknown }, superCtor: { prototype: object }) => {
      Object.setPrototypeOf(ctor.prototype, superCtor.prototype);
      ctor.super_ = superCtor;
    },
    isDeepStrictEqual: (a: unknown, b: unknown) => inspect(a, { depth: Infinity }) === inspect(b, { depth: Infinity }),
    debuglog: () => () => undefined,
    deprecate: (fn: unknown) => fn,
    TextEncoder,
    TextDecoder,
  };
}

/** Node's error for a module that cannot be loaded. */
function moduleNotFound(id: string, name: string): Error {
  let message = `Cannot find module '${id}'\nRequire stack:\n- ${PROGRAM_FILE}`;
  if (NODE_BUILTINS.has(name)) {
    message = `Cannot find module '${id}': the offline JavaScript runner provides only ${SUPPORTED_MODULES.map((m) => `'${m}'`).join(', ')} (run online for the full Node.js)\nRequire stack:\n- ${PROGRAM_FILE}`;
  }
  const e = new Error(message);
  Object.assign(e, { code: 'MODULE_NOT_FOUND', requireStack: [PROGRAM_FILE] });
  return e;
}

/**
 * The program's `require` over `modules` (name → exports); `module` is the program's own
 * module object (`require.main`).
 */
export function createRequire(modules: Record<string, unknown>, module: unknown): NodeRequire {
  const has = (name: string) => Object.prototype.hasOwnProperty.call(modules, name);
  const require = ((id: unknown) => {
    if (typeof id !== 'string') throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "id" argument must be of type string. Received ${describeReceived(id)}`);
    if (id === '') throw nodeTypeError('ERR_INVALID_ARG_VALUE', "The argument 'id' must be a non-empty string. Received ''");
    const name = id.startsWith('node:') ? id.slice(5) : id;
    if (has(name)) return modules[name];
    throw moduleNotFound(id, name);
  }) as NodeRequire;
  require.main = module;
  require.cache = {};
  require.resolve = (id: string) => {
    const name = id.startsWith('node:') ? id.slice(5) : id;
    if (has(name)) return name;
    const e = new Error(`Cannot find module '${id}'`);
    Object.assign(e, { code: 'MODULE_NOT_FOUND' });
    throw e;
  };
  return require;
}
