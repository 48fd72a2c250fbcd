/**
 * A small Node.js-like environment in which a learner's JavaScript program (a complete
 * Node-style stdin → stdout program, like the built-in problems' start code) runs once
 * with a given stdin, outside Node: in the offline runner's Web Worker, and in Node for
 * unit tests.
 *
 * What the program gets (parameters of its wrapper function, and globals in the worker):
 * - `require('fs')` (also `node:fs`): `readFileSync(0 | '/dev/stdin', encoding?)` (a
 *   {@link NodeBuffer} without encoding), `readSync(0, buffer, …)`, `writeSync(1 | 2, data)`,
 *   `writeFileSync(1 | 2 | '/dev/stdout' | '/dev/stderr', data)`. Any other path: ENOENT.
 * - `require('readline')`: `createInterface({ input: process.stdin, output? })` with `line` and
 *   `close` events, `for await (const line of rl)`, `question`, `prompt`, `close`, `pause`,
 *   `resume`. Lines split like Node (`\n`, `\r\n`, lone `\r`).
 * - `require('util')`: `format`, `inspect`, `formatWithOptions`, `promisify`, `inherits`,
 *   `TextEncoder`, `TextDecoder`. Every other module throws `Cannot find module '…'` (code
 *   MODULE_NOT_FOUND), as Node does for a missing module.
 * - `process`: `stdin` (`data`/`end`/`readable` events, `setEncoding`, `resume`, `pause`,
 *   `read`, async iteration; delivered in 64 KiB chunks on later macrotasks, as Node's file
 *   stdin), `stdout.write`, `stderr.write`, `exit(code)`, `exitCode`, `argv`
 *   (`['/usr/local/bin/node', '/box/main.js']`), `env` (`{}`), `nextTick`, `hrtime`,
 *   `memoryUsage` (zeros), `on('exit' | 'uncaughtException')`, `cwd()` (`/box`).
 * - `console.log/info/debug/dir` (stdout) and `error/warn/trace/assert` (stderr), formatted by
 *   Node's `util.format` (`node-runtime/inspect.ts`); `count`, `time*`, `group*`.
 * - `Buffer` (a `Uint8Array` subclass: `from`, `alloc`, `concat`, `byteLength`, `toString`),
 *   `module`, `exports`, `__filename` (`/box/main.js`), `__dirname`, `global`, and timers
 *   (`setTimeout`, `setInterval`, `setImmediate` and their `clear*`) that keep the program
 *   alive like Node's event loop does.
 *
 * The program ends when nothing is pending any more (no timer, stdin not flowing), when it
 * calls `process.exit`, when an error escapes (exit code 1, the error printed on stderr like
 * Node: location line, source line, caret, stack), or when its stdout reaches
 * {@link OUTPUT_LIMIT_BYTES}. A syntax error is reported as compile output, like `node --check`.
 *
 * Not isolation: this module only builds the environment. Keeping the program away from the
 * page's storage and network is the worker's job (`js-runner.worker.ts`). It also cannot stop
 * a program that never yields; the main thread terminates the worker for that.
 */
import { format, inspect, inspectBuffer, inspectCustom, type InspectOptions } from './node-runtime/inspect.ts';
import { utf8Length } from '../../common/utf8.ts';
import { OUTPUT_LIMIT_BYTES, STDERR_KEEP_BYTES, keepBytes } from './run-result.ts';

/** Path the program believes it has (the judge's sandbox path), used in stack traces. */
export const PROGRAM_FILE = '/box/main.js';

/** Timers and clock of the host, captured before the program can replace them. */
export interface HostHooks {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Milliseconds, monotonic. */
  now(): number;
}

/** Line and column (1-based) of a syntax error in the learner's source. */
export interface SourceLocation {
  line: number;
  column: number;
}

/** Options of {@link ProgramRun}. */
export interface ProgramRunOptions {
  /** The exact stdin of the run. */
  stdin: string;
  /** Defaults to the global timers and `performance.now()` at module load. */
  host?: HostHooks;
  /**
   * Names passed to the program as parameters whose value is `undefined` (e.g. `fetch`,
   * `indexedDB`), so a plain reference does not reach the host's object. The program may still
   * declare its own variables with these names.
   */
  shadowedGlobals?: readonly string[];
  /** Called with text written to stdout/stderr, in order, for at most 64 KiB of each stream. */
  onOutput?: (stream: 'stdout' | 'stderr', text: string) => void;
  /**
   * Called once before the program starts with the environment's globals (`process`,
   * `console`, `Buffer`, `global`, timers) so the host can install them on its global object.
   */
  installGlobals?: (globals: NodeGlobals) => void;
  /**
   * Finds where a syntax error is: calls `throwIt` (which throws a SyntaxError) where the
   * engine reports the error's position — the worker throws it uncaught and reads the
   * ErrorEvent — and resolves with the engine's 1-based line and column (in the source that
   * `throwIt` compiles) and the thrown error, or null when it cannot tell.
   */
  locateSyntaxError?: (throwIt: () => unknown) => Promise<(SourceLocation & { error: unknown }) | null>;
}

/**
 * How a run ended. `compileError` is non-null (and nothing ran) for a syntax error: Node's
 * `--check` wording (`/box/main.js:LINE`, source line, caret, blank line, `SyntaxError: …`).
 * `exitCode` is the process exit code (1 for an uncaught error). `stdout` is complete up to
 * {@link OUTPUT_LIMIT_BYTES}; `stderr` is at most {@link STDERR_KEEP_BYTES}. `timeMs` is wall
 * clock from the first statement to the end.
 */
export interface ProgramOutcome {
  compileError: string | null;
  exitCode: number;
  stdout: string;
  stderr: string;
  outputLimitExceeded: boolean;
  timeMs: number;
}

/** The Node-like globals of one run. */
export interface NodeGlobals {
  process: NodeProcess;
  console: Record<string, (...args: unknown[]) => unknown>;
  Buffer: typeof NodeBuffer;
  global: typeof globalThis;
  setTimeout: (fn: unknown, ms?: number, ...args: unknown[]) => Timer;
  clearTimeout: (t: unknown) => void;
  setInterval: (fn: unknown, ms?: number, ...args: unknown[]) => Timer;
  clearInterval: (t: unknown) => void;
  setImmediate: (fn: unknown, ...args: unknown[]) => Timer;
  clearImmediate: (t: unknown) => void;
}

type Listener = (...args: unknown[]) => unknown;

/* ------------------------------------------------------------------ */
/* EventEmitter (the subset programs use)                              */
/* ------------------------------------------------------------------ */

/** A minimal Node `EventEmitter`: on/once/off/emit/listeners. An unhandled `'error'` throws. */
export class Emitter {
  private events = new Map<string | symbol, { fn: Listener; once: boolean }[]>();

  on(event: string | symbol, fn: Listener): this {
    return this.add(event, fn, false, false);
  }
  addListener(event: string | symbol, fn: Listener): this {
    return this.on(event, fn);
  }
  prependListener(event: string | symbol, fn: Listener): this {
    return this.add(event, fn, false, true);
  }
  once(event: string | symbol, fn: Listener): this {
    return this.add(event, fn, true, false);
  }
  off(event: string | symbol, fn: Listener): this {
    const list = this.events.get(event);
    if (!list) return this;
    const i = list.findIndex((l) => l.fn === fn);
    if (i >= 0) list.splice(i, 1);
    if (list.length === 0) this.events.delete(event);
    return this;
  }
  removeListener(event: string | symbol, fn: Listener): this {
    return this.off(event, fn);
  }
  removeAllListeners(event?: string | symbol): this {
    if (event === undefined) this.events.clear();
    else this.events.delete(event);
    return this;
  }
  listenerCount(event: string | symbol): number {
    return this.events.get(event)?.length ?? 0;
  }
  listeners(event: string | symbol): Listener[] {
    return (this.events.get(event) ?? []).map((l) => l.fn);
  }
  setMaxListeners(): this {
    return this;
  }
  emit(event: string | symbol, ...args: unknown[]): boolean {
    const list = this.events.get(event);
    if (!list || list.length === 0) {
      if (event === 'error') throw args[0] instanceof Error ? args[0] : new Error(`Unhandled error. (${inspect(args[0])})`);
      return false;
    }
    for (const l of [...list]) {
      if (l.once) this.off(event, l.fn);
      l.fn.apply(this, args);
    }
    return true;
  }
  /** Hook for subclasses: a listener was added. */
  protected listenerAdded(_event: string | symbol): void {}

  private add(event: string | symbol, fn: Listener, once: boolean, prepend: boolean): this {
    if (typeof fn !== 'function') throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "listener" argument must be of type function. Received ${describeReceived(fn)}`);
    const list = this.events.get(event) ?? [];
    if (prepend) list.unshift({ fn, once });
    else list.push({ fn, once });
    this.events.set(event, list);
    this.listenerAdded(event);
    return this;
  }
}

/* ------------------------------------------------------------------ */
/* Buffer                                                             */
/* ------------------------------------------------------------------ */

const textEncoder = new TextEncoder();
const utf8Decoder = new TextDecoder();

function normalizeEncoding(enc: unknown): string {
  if (enc === undefined || enc === null) return 'utf8';
  const e = String(enc).toLowerCase();
  if (e === 'utf8' || e === 'utf-8') return 'utf8';
  if (e === 'latin1' || e === 'binary') return 'latin1';
  if (e === 'ascii' || e === 'hex' || e === 'base64' || e === 'ucs2' || e === 'ucs-2' || e === 'utf16le' || e === 'utf-16le') return e.replace('-', '');
  throw nodeTypeError('ERR_UNKNOWN_ENCODING', `Unknown encoding: ${String(enc)}`);
}

/**
 * The subset of Node's `Buffer` programs use with stdin: a `Uint8Array` whose `toString()`
 * decodes UTF-8 (also `latin1`, `ascii`, `hex`, `base64`), so `fs.readFileSync(0) + ''` and
 * `chunk.toString()` work. `slice` shares memory like Node's. Prints as `<Buffer 61 62>`.
 */
export class NodeBuffer extends Uint8Array {
  /** A buffer of a string (UTF-8 by default), an array of bytes, an ArrayBuffer (shared) or a copy of a Uint8Array. */
  static override from(value: unknown, encodingOrOffset?: unknown, length?: number): NodeBuffer {
    if (typeof value === 'string') return NodeBuffer.fromString(value, normalizeEncoding(encodingOrOffset));
    if (value instanceof ArrayBuffer) return new NodeBuffer(value, (encodingOrOffset as number | undefined) ?? 0, length ?? value.byteLength - ((encodingOrOffset as number | undefined) ?? 0));
    if (ArrayBuffer.isView(value)) {
      const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      const copy = new NodeBuffer(bytes.length);
      copy.set(bytes);
      return copy;
    }
    if (Array.isArray(value) || (typeof value === 'object' && value !== null && 'length' in value)) {
      const arr = value as ArrayLike<number>;
      const out = new NodeBuffer(arr.length);
      for (let i = 0; i < arr.length; i++) out[i] = Number(arr[i]) & 255;
      return out;
    }
    throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The first argument must be of type string or an instance of Buffer, ArrayBuffer, or Array or an Array-like Object. Received ${describeReceived(value)}`);
  }
  /** A zero-filled (or `fill`-filled) buffer of `size` bytes. */
  static alloc(size: number, fill?: number | string): NodeBuffer {
    const b = new NodeBuffer(size);
    if (typeof fill === 'number') b.fill(fill);
    else if (typeof fill === 'string' && fill.length > 0) {
      const pattern = textEncoder.encode(fill);
      for (let i = 0; i < size; i++) b[i] = pattern[i % pattern.length]!;
    }
    return b;
  }
  static allocUnsafe(size: number): NodeBuffer {
    return new NodeBuffer(size);
  }
  /** UTF-8 length of a string, or the byte length of a buffer. */
  static byteLength(value: unknown): number {
    if (typeof value === 'string') return utf8Length(value);
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value.byteLength;
    throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "string" argument must be of type string or an instance of Buffer or ArrayBuffer. Received ${describeReceived(value)}`);
  }
  static concat(list: readonly Uint8Array[], totalLength?: number): NodeBuffer {
    const total = totalLength ?? list.reduce((s, b) => s + b.length, 0);
    const out = new NodeBuffer(total);
    let pos = 0;
    for (const b of list) {
      if (pos >= total) break;
      const part = b.subarray(0, total - pos);
      out.set(part, pos);
      pos += part.length;
    }
    return out;
  }
  static isBuffer(value: unknown): boolean {
    return value instanceof NodeBuffer;
  }
  static isEncoding(enc: unknown): boolean {
    try {
      normalizeEncoding(enc);
      return typeof enc === 'string';
    } catch {
      return false;
    }
  }
  private static fromString(s: string, enc: string): NodeBuffer {
    if (enc === 'utf8') {
      const bytes = textEncoder.encode(s);
      return new NodeBuffer(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    if (enc === 'hex') {
      const n = Math.floor(s.length / 2);
      const out = new NodeBuffer(n);
      let i = 0;
      for (; i < n; i++) {
        const byte = Number.parseInt(s.slice(2 * i, 2 * i + 2), 16);
        if (Number.isNaN(byte)) break;
        out[i] = byte;
      }
      return out.subarray(0, i) as NodeBuffer;
    }
    if (enc === 'base64') {
      const bin = atob(s.replace(/[^A-Za-z0-9+/]/g, '').replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(s.length / 4) * 4, '='));
      return NodeBuffer.fromString(bin, 'latin1');
    }
    if (enc === 'ucs2' || enc === 'utf16le') {
      const out = new NodeBuffer(s.length * 2);
      for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        out[2 * i] = c & 255;
        out[2 * i + 1] = c >> 8;
      }
      return out;
    }
    const out = new NodeBuffer(s.length);
    for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i) & (enc === 'ascii' ? 127 : 255);
    return out;
  }
  /** Decodes bytes `start`..`end` (default: all) with `encoding` (default UTF-8). */
  override toString(encoding?: string, start = 0, end = this.length): string {
    const bytes = this.subarray(Math.max(0, start), Math.min(this.length, end));
    const enc = normalizeEncoding(encoding);
    if (enc === 'utf8') return utf8Decoder.decode(bytes);
    if (enc === 'hex') return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    let bin = '';
    for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(enc === 'ascii' ? bytes[i]! & 127 : bytes[i]!);
    if (enc === 'base64') return btoa(bin);
    if (enc === 'ucs2' || enc === 'utf16le') {
      let s = '';
      for (let i = 0; i + 1 < bytes.length; i += 2) s += String.fromCharCode(bytes[i]! | (bytes[i + 1]! << 8));
      return s;
    }
    return bin;
  }
  /** Like Node: a view on the same memory. */
  override slice(start?: number, end?: number): NodeBuffer {
    return this.subarray(start, end) as NodeBuffer;
  }
  toJSON(): { type: 'Buffer'; data: number[] } {
    return { type: 'Buffer', data: Array.from(this) };
  }
  equals(other: Uint8Array): boolean {
    return this.length === other.length && this.every((b, i) => b === other[i]);
  }
  write(text: string, offset = 0): number {
    const bytes = textEncoder.encode(text).subarray(0, Math.max(0, this.length - offset));
    this.set(bytes, offset);
    return bytes.length;
  }
}
Object.defineProperty(NodeBuffer.prototype, inspectCustom, { value: inspectBuffer, writable: true, configurable: true });

/* ------------------------------------------------------------------ */
/* Errors                                                             */
/* ------------------------------------------------------------------ */

function describeReceived(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'function') return `function ${(value as { name?: string }).name || '(anonymous)'}`;
  if (typeof value === 'object') {
    const name = (value as object).constructor?.name;
    return name ? `an instance of ${name}` : inspect(value, { depth: -1 });
  }
  let shown = inspect(value);
  if (shown.length > 28) shown = `${shown.slice(0, 25)}...`;
  return `type ${typeof value} (${shown})`;
}

function nodeTypeError(code: string, message: string): TypeError {
  const e = new TypeError(message);
  Object.defineProperty(e, 'code', { value: code, enumerable: true, configurable: true, writable: true });
  // Node shows the code in the first line of the stack: `TypeError [CODE]: message`.
  if (typeof e.stack === 'string') e.stack = e.stack.replace(/^TypeError:/, `TypeError [${code}]:`);
  return e;
}

function systemError(code: 'ENOENT' | 'EBADF' | 'EROFS', syscall: string, path?: string): Error {
  const text = { ENOENT: 'no such file or directory', EBADF: 'bad file descriptor', EROFS: 'read-only file system' }[code];
  const errno = { ENOENT: -2, EBADF: -9, EROFS: -30 }[code];
  const e = new Error(`${code}: ${text}, ${syscall}${path !== undefined ? ` '${path}'` : ''}`);
  Object.assign(e, { errno, code, syscall, ...(path !== undefined ? { path } : {}) });
  return e;
}

/** Thrown to unwind the program's stack after `process.exit` or an output flood. */
class ExitSignal {
  readonly pocketJudgeExit = true;
  toString(): string {
    return 'process.exit()';
  }
}

const SUPPORTED_MODULES = ['fs', 'readline', 'util'];
const NODE_BUILTINS = new Set(
  'assert async_hooks buffer child_process cluster console constants crypto dgram diagnostics_channel dns domain events fs/promises http http2 https inspector module net os path perf_hooks process punycode querystring readline/promises repl stream string_decoder sys timers tls trace_events tty url util/types v8 vm wasi worker_threads zlib test'.split(' '),
);

/* ------------------------------------------------------------------ */
/* Wrapper                                                            */
/* ------------------------------------------------------------------ */

const CJS_PARAMS = ['exports', 'require', 'module', '__filename', '__dirname'] as const;
const ENV_PARAMS = ['process', 'console', 'Buffer', 'global', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'] as const;

/**
 * Compiles the program the way Node's CommonJS loader sees it: a sloppy-mode function of
 * `(exports, require, module, __filename, __dirname)`, nested in a function whose parameters
 * carry the environment and the shadowed globals (so the program may still declare
 * `let close`, `const process`, …). `//# sourceURL` names it {@link PROGRAM_FILE} in stacks.
 * @throws SyntaxError when the source does not parse.
 */
function compileProgram(code: string, outerParams: readonly string[]): (...outer: unknown[]) => (...cjs: unknown[]) => unknown {
  const body = `return function (${CJS_PARAMS.join(', ')}) {\n${code}\n}\n//# sourceURL=${PROGRAM_FILE}`;
  return new Function(...outerParams, body) as (...outer: unknown[]) => (...cjs: unknown[]) => unknown;
}

/**
 * Checks the program's syntax on its own, as the body of a CommonJS module function — what
 * `node --check` does (V8 parses a `Function` body without letting it close the function early).
 * @throws SyntaxError when the source does not parse.
 */
function checkSyntax(code: string): unknown {
  return new Function(...CJS_PARAMS, `${code}\n//# sourceURL=${PROGRAM_FILE}`);
}

const escapedFile = PROGRAM_FILE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Lines the engine counts before the first line of a body given to {@link checkSyntax}. */
function checkLineOffset(): number {
  try {
    (new Function(...CJS_PARAMS, `throw new Error("probe");\n//# sourceURL=${PROGRAM_FILE}`) as () => void)();
  } catch (e) {
    const m = new RegExp(`${escapedFile}:(\\d+):\\d+`).exec(String((e as Error).stack));
    if (m) return Number(m[1]) - 1;
  }
  return 2;
}

let cachedLineOffset: number | null = null;
/**
 * Lines the engine counts before the learner's first line (the `Function` header plus the
 * CommonJS wrapper line), measured once by compiling a probe the same way.
 */
export function wrapperLineOffset(): number {
  if (cachedLineOffset !== null) return cachedLineOffset;
  try {
    compileProgram('throw new Error("probe");', [])()();
  } catch (e) {
    const m = new RegExp(`${escapedFile}:(\\d+):\\d+`).exec(String((e as Error).stack));
    cachedLineOffset = m ? Number(m[1]) - 1 : 3;
  }
  return cachedLineOffset ?? 3;
}

const FRAME_RE = new RegExp(`${escapedFile}:(\\d+):(\\d+)`, 'g');

/**
 * A thrown value as Node prints it for an uncaught exception: for errors, the location of
 * the learner's frame (`/box/main.js:LINE`, the source line, a caret, a blank line) and the
 * stack with only the learner's frames, line numbers in the learner's source; for other
 * values, `Uncaught <inspect(value)>`.
 */
export function describeUncaught(error: unknown, code: string, withLocation = true): string {
  if (!(error instanceof Error) && !(typeof error === 'object' && error !== null && typeof (error as Error).stack === 'string')) {
    return `Uncaught ${inspect(error)}\n`;
  }
  const offset = wrapperLineOffset();
  let stack: string;
  try {
    stack = typeof (error as Error).stack === 'string' && (error as Error).stack ? (error as Error).stack! : `${(error as Error).name}: ${(error as Error).message}`;
  } catch {
    stack = String(error);
  }
  const lines = stack.split('\n');
  const kept: string[] = [];
  let first: { line: number; column: number } | null = null;
  for (const line of lines) {
    if (/^\s+at /.test(line)) {
      if (!line.includes(PROGRAM_FILE)) continue;
      const fixed = line.replace(FRAME_RE, (_m, l: string, c: string) => {
        const userLine = Number(l) - offset;
        if (!first) first = { line: userLine, column: Number(c) };
        return `${PROGRAM_FILE}:${userLine}:${c}`;
      });
      kept.push(fixed.replace(/^(\s+at )(?:Object\.)?eval \(/, '$1Object.<anonymous> ('));
    } else {
      kept.push(line);
    }
  }
  let text = kept.join('\n');
  // Own properties (e.g. `code`) are printed after the stack, the way util.inspect prints an error.
  const ownProps = Object.keys(error as object).filter((k) => k !== 'stack' && k !== 'message');
  if (ownProps.length > 0) {
    const shown = Object.create(Object.getPrototypeOf(error) as object) as Record<string, unknown>;
    Object.defineProperty(shown, 'stack', { value: text, enumerable: false });
    for (const k of ownProps) shown[k] = (error as unknown as Record<string, unknown>)[k];
    text = inspect(shown);
  }
  const loc = first as { line: number; column: number } | null;
  if (withLocation && loc) {
    const source = code.split(/\r?\n/)[loc.line - 1];
    if (source !== undefined) {
      return `${PROGRAM_FILE}:${loc.line}\n${source}\n${' '.repeat(Math.max(0, loc.column - 1))}^\n\n${text}\n`;
    }
  }
  return `${text}\n`;
}

/** `node --check`'s report of a syntax error (without Node's internal frames). */
export function describeSyntaxError(error: SyntaxError, code: string, location: SourceLocation | null): string {
  let message = `SyntaxError: ${error.message}`;
  if (!location) return message;
  const lines = code.split(/\r?\n/);
  let column = location.column;
  let line = location.line;
  if (line > lines.length) {
    // The engine stopped after the learner's last line: the source ended too early. Node
    // (which parses the body on its own) reports the end of the file.
    line = lines.length;
    column = lines[lines.length - 1]!.length + 1;
    if (message.startsWith('SyntaxError: Unexpected token')) message = 'SyntaxError: Unexpected end of input';
  }
  // Node underlines the offending token; the engine gives only its start, so take the
  // token's length from the message when it names the token.
  const named = /^SyntaxError: (?:Unexpected token|Unexpected identifier|Unexpected string|Unexpected number|Identifier) '(.+?)'/.exec(message);
  const source = lines[line - 1]!;
  const token = /^(?:[\w$]+|"[^"]*"?|'[^']*'?|`[^`]*`?|\S)/.exec(source.slice(column - 1));
  const width = message === 'SyntaxError: Unexpected end of input' ? 0 : named ? named[1]!.length : token ? token[0].length : 1;
  return `${PROGRAM_FILE}:${line}\n${source}\n${' '.repeat(Math.max(0, column - 1))}${'^'.repeat(width)}\n\n${message}`;
}

/* ------------------------------------------------------------------ */
/* The run                                                            */
/* ------------------------------------------------------------------ */

const STDIN_CHUNK_BYTES = 64 * 1024;

/**
 * Added to a stack overflow's report: a browser worker's stack holds roughly 6,000 frames of
 * a simple recursive function, the judge's Node (`--stack-size=32768`) several hundred thousand.
 */
export const STACK_HINT =
  '\n(The offline JavaScript runner has a much smaller call stack than the judge: recursion a few thousand levels deep overflows here but may pass when run online.)\n';

interface Timer {
  id: number;
  ref(): Timer;
  unref(): Timer;
  hasRef(): boolean;
  refresh(): Timer;
  [Symbol.toPrimitive](): number;
}

/** `process` as the program sees it. */
export type NodeProcess = Emitter & Record<string, unknown>;

const defaultHost: HostHooks = {
  setTimeout: globalThis.setTimeout.bind(globalThis) as HostHooks['setTimeout'],
  clearTimeout: globalThis.clearTimeout.bind(globalThis) as HostHooks['clearTimeout'],
  now: () => performance.now(),
};

/**
 * One execution of a program with one stdin. Call {@link start} once; route errors that
 * escape to the host (uncaught errors of microtasks, unhandled promise rejections) to
 * {@link reportUncaught}.
 */
export class ProgramRun {
  private readonly host: HostHooks;
  private readonly stdinBytes: Uint8Array;
  /** Read position of fd 0 (shared by `readFileSync(0)`, `readSync` and the stream). */
  private stdinPos = 0;
  private stdoutChunks: string[] = [];
  private stdoutBytes = 0;
  private stdoutStreamed = 0;
  private stderrText = '';
  private stderrBytes = 0;
  private stderrStreamed = 0;
  private outputLimitExceeded = false;
  private exitCode: number | undefined;
  private exiting = false;
  private finished = false;
  private startedAt = 0;
  private pending = 0;
  private idleChecks = 0;
  private idleScheduled = false;
  private idleSince = 0;
  private endedAt: number | null = null;
  private nextId = 1;
  private timers = new Map<number, { handle: unknown; ref: boolean; interval: boolean }>();
  private tickQueue: (() => void)[] = [];
  private tickDrainScheduled = false;
  private inGuard = 0;
  private groupIndent = '';
  private counts = new Map<string, number>();
  private timeLabels = new Map<string, number>();
  private resolve!: (o: ProgramOutcome) => void;
  private readonly done: Promise<ProgramOutcome>;
  private process!: NodeProcess;
  private stdin!: StdinStream;
  private started = false;

  constructor(
    private readonly code: string,
    private readonly options: ProgramRunOptions,
  ) {
    this.host = options.host ?? defaultHost;
    this.stdinBytes = textEncoder.encode(options.stdin);
    this.done = new Promise((r) => (this.resolve = r));
  }

  /**
   * Compiles and runs the program; resolves when it has ended (see {@link ProgramOutcome}).
   * Never rejects: a failure of the runtime itself is reported as exit code 1 with the error on stderr.
   */
  async start(): Promise<ProgramOutcome> {
    if (this.started) throw new Error('ProgramRun.start() called twice');
    this.started = true;
    const shadowed = (this.options.shadowedGlobals ?? []).filter((n) => !(ENV_PARAMS as readonly string[]).includes(n) && !(CJS_PARAMS as readonly string[]).includes(n) && isIdentifier(n));
    const outerParams = [...ENV_PARAMS, ...shadowed];
    try {
      checkSyntax(this.code);
    } catch (e) {
      if (e instanceof SyntaxError) return this.compileFailure(e);
      throw e;
    }
    let factory: ReturnType<typeof compileProgram>;
    try {
      factory = compileProgram(this.code, outerParams);
    } catch (e) {
      if (e instanceof SyntaxError) return this.compileFailure(e, false);
      throw e;
    }
    wrapperLineOffset();
    const globals = this.buildGlobals();
    this.options.installGlobals?.(globals);
    const module = { exports: {} as unknown, id: '.', path: '/box', filename: PROGRAM_FILE, loaded: false, children: [] as unknown[], paths: ['/box/node_modules', '/node_modules'] };
    const require = this.buildRequire(module);
    const envValues = ENV_PARAMS.map((n) => globals[n]);
    this.startedAt = this.host.now();
    this.guard(() => {
      const fn = factory(...envValues, ...shadowed.map(() => undefined));
      fn.call(module.exports, module.exports, require, module, PROGRAM_FILE, '/box');
      module.loaded = true;
    });
    return this.done;
  }

  /**
   * The outcome of a program that does not parse. Asks the host where the error is, first by
   * parsing the source as a script that cannot run (`throw 0;` in front, same line numbers):
   * that reports brace errors where and as Node does, whereas V8 parses a `Function` body
   * inside its own textual wrapper, so a stray or missing `}` shows up after the learner's code
   * with another message. Errors that only exist in a script (top-level `return`) or only in
   * the function body fall back to the `Function` body's position.
   */
  private async compileFailure(error: SyntaxError, locate = true): Promise<ProgramOutcome> {
    let location: SourceLocation | null = null;
    let reported: SyntaxError = error;
    const locateHook = this.options.locateSyntaxError;
    if (locate && locateHook) {
      const lineCount = this.code.split(/\r?\n/).length;
      const prefix = 'throw 0;';
      const asScript = await locateHook(() => (0, eval)(prefix + this.code)).catch(() => null);
      if (
        asScript &&
        asScript.error instanceof SyntaxError &&
        !/^Illegal return statement/.test(asScript.error.message) &&
        asScript.line >= 1 &&
        asScript.line <= lineCount
      ) {
        location = { line: asScript.line, column: asScript.line === 1 ? Math.max(1, asScript.column - prefix.length) : asScript.column };
        reported = asScript.error;
      } else {
        const asBody = await locateHook(() => checkSyntax(this.code)).catch(() => null);
        if (asBody && asBody.line - checkLineOffset() >= 1) location = { line: asBody.line - checkLineOffset(), column: asBody.column };
      }
    }
    return { compileError: describeSyntaxError(reported, this.code, location), exitCode: 1, stdout: '', stderr: '', outputLimitExceeded: false, timeMs: 0 };
  }

  /** Reports an error that escaped the program outside the runtime's own callbacks (`kind` chooses Node's wording). */
  reportUncaught(error: unknown, kind: 'exception' | 'rejection' = 'exception'): void {
    if (this.finished || this.exiting || isExitSignal(error)) return;
    this.fail(error, kind);
    this.checkIdle();
  }

  /* ---------------- scheduling ---------------- */

  /** Runs a callback on behalf of the program: catches what it throws, drains `nextTick`s, checks for the end. */
  private guard(fn: () => void): void {
    if (this.finished) return;
    this.inGuard++;
    try {
      fn();
      this.drainTicks();
    } catch (e) {
      if (!isExitSignal(e)) this.fail(e, 'exception');
    } finally {
      this.inGuard--;
    }
    this.checkIdle();
  }

  private drainTicks(): void {
    while (this.tickQueue.length > 0 && !this.finished) this.tickQueue.shift()!();
  }

  private nextTick(fn: unknown, args: unknown[]): void {
    if (typeof fn !== 'function') throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "callback" argument must be of type function. Received ${describeReceived(fn)}`);
    this.tickQueue.push(() => (fn as Listener)(...args));
    if (this.inGuard === 0 && !this.tickDrainScheduled) {
      this.tickDrainScheduled = true;
      queueMicrotask(() => {
        this.tickDrainScheduled = false;
        this.guard(() => undefined);
      });
    }
  }

  /**
   * Ends the run when nothing keeps it alive. Waits two macrotasks of quiet first, so that
   * promise jobs and the host's unhandled-rejection events land before the end.
   */
  private checkIdle(): void {
    if (this.finished || this.pending > 0 || this.idleScheduled) return;
    this.idleScheduled = true;
    if (this.idleChecks === 0) this.idleSince = this.host.now();
    this.host.setTimeout(() => {
      this.idleScheduled = false;
      if (this.finished) return;
      if (this.pending > 0) {
        this.idleChecks = 0;
        return;
      }
      this.idleChecks++;
      if (this.idleChecks >= 2) {
        this.idleChecks = 0;
        // The program's time ends when it went quiet, not after the two quiet macrotasks.
        this.endedAt = this.idleSince;
        this.exit(this.exitCode ?? 0, false);
      } else {
        this.checkIdle();
      }
    }, 0);
  }

  private addTimer(fn: unknown, ms: unknown, args: unknown[], interval: boolean, immediate = false): Timer {
    if (typeof fn !== 'function') throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "callback" argument must be of type function. Received ${describeReceived(fn)}`);
    const id = this.nextId++;
    let delay = immediate ? 0 : Number(ms);
    if (!(delay >= 1 && delay <= 2 ** 31 - 1)) delay = immediate ? 0 : 1;
    const entry = { handle: undefined as unknown, ref: true, interval };
    const schedule = () => {
      entry.handle = this.host.setTimeout(() => {
        if (!this.timers.has(id)) return;
        if (!interval) this.removeTimer(id);
        this.guard(() => (fn as Listener)(...args));
        if (interval && this.timers.has(id) && !this.finished) schedule();
      }, delay);
    };
    this.timers.set(id, entry);
    this.pending++;
    schedule();
    const timer: Timer = {
      id,
      ref: () => {
        const t = this.timers.get(id);
        if (t && !t.ref) {
          t.ref = true;
          this.pending++;
        }
        return timer;
      },
      unref: () => {
        const t = this.timers.get(id);
        if (t && t.ref) {
          t.ref = false;
          this.pending--;
          this.checkIdle();
        }
        return timer;
      },
      hasRef: () => this.timers.get(id)?.ref ?? false,
      refresh: () => {
        const t = this.timers.get(id);
        if (t) {
          this.host.clearTimeout(t.handle);
          schedule();
        }
        return timer;
      },
      [Symbol.toPrimitive]: () => id,
    };
    return timer;
  }

  private removeTimer(id: number): void {
    const t = this.timers.get(id);
    if (!t) return;
    this.host.clearTimeout(t.handle);
    this.timers.delete(id);
    if (t.ref) this.pending--;
  }

  private clearTimer(t: unknown): void {
    if (t === null || t === undefined) return;
    const id = typeof t === 'object' ? (t as Timer).id : Number(t);
    this.removeTimer(id);
    this.checkIdle();
  }

  /** Keeps the run alive until `release()` is called (stdin while flowing). */
  hold(): () => void {
    this.pending++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.pending--;
      this.checkIdle();
    };
  }

  /** Schedules `fn` on a later macrotask on behalf of the runtime (kept alive meanwhile). */
  defer(fn: () => void): void {
    const release = this.hold();
    this.host.setTimeout(() => {
      release();
      this.guard(fn);
    }, 0);
  }

  /* ---------------- output ---------------- */

  /** Appends to stdout; stops the program at the output limit. */
  writeStdout(text: string): void {
    if (this.finished) throw new ExitSignal();
    if (text.length === 0) return;
    text = toWellFormed(text);
    const bytes = utf8Length(text);
    if (this.stdoutBytes + bytes >= OUTPUT_LIMIT_BYTES) {
      const room = OUTPUT_LIMIT_BYTES - this.stdoutBytes;
      this.stdoutChunks.push(keepBytes(text, room));
      this.stdoutBytes = OUTPUT_LIMIT_BYTES;
      this.outputLimitExceeded = true;
      this.finish(1);
      throw new ExitSignal();
    }
    this.stdoutChunks.push(text);
    this.stdoutBytes += bytes;
    if (this.options.onOutput && this.stdoutStreamed < STDERR_KEEP_BYTES) {
      const part = keepBytes(text, STDERR_KEEP_BYTES - this.stdoutStreamed);
      this.stdoutStreamed += utf8Length(part);
      this.options.onOutput('stdout', part);
    }
  }

  /** Appends to stderr (kept up to {@link STDERR_KEEP_BYTES}). */
  writeStderr(text: string): void {
    if (this.finished) throw new ExitSignal();
    if (text.length === 0 || this.stderrBytes >= STDERR_KEEP_BYTES) return;
    text = toWellFormed(text);
    const part = keepBytes(text, STDERR_KEEP_BYTES - this.stderrBytes);
    this.stderrText += part;
    this.stderrBytes += utf8Length(part);
    if (this.options.onOutput && this.stderrStreamed < STDERR_KEEP_BYTES) {
      this.stderrStreamed += utf8Length(part);
      this.options.onOutput('stderr', part);
    }
  }

  /* ---------------- ending ---------------- */

  private fail(error: unknown, kind: 'exception' | 'rejection'): void {
    if (this.finished || this.exiting) return;
    const event = kind === 'rejection' ? 'unhandledRejection' : 'uncaughtException';
    if (this.process.listenerCount(event) > 0 || (kind === 'rejection' && this.process.listenerCount('uncaughtException') > 0)) {
      try {
        if (this.process.listenerCount(event) > 0) this.process.emit(event, error, kind === 'rejection' ? undefined : 'uncaughtException');
        else this.process.emit('uncaughtException', error, 'unhandledRejection');
        return;
      } catch (e) {
        if (isExitSignal(e)) return;
        error = e;
      }
    }
    let text: string;
    if (kind === 'rejection' && !(error instanceof Error)) {
      text =
        'UnhandledPromiseRejection: This error originated either by throwing inside of an async function without a catch block, ' +
        `or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason "${inspect(error)}". {\n  code: 'ERR_UNHANDLED_REJECTION'\n}\n`;
    } else {
      text = describeUncaught(error, this.code);
      if (error instanceof RangeError && /Maximum call stack size exceeded/.test(error.message)) text += STACK_HINT;
    }
    try {
      this.writeStderr(text);
    } catch {
      /* finished meanwhile */
    }
    this.exit(1, true);
  }

  /** `process.exit`: runs `'exit'` listeners once, then finishes. */
  private exit(code: number, fromError: boolean): void {
    if (this.finished) return;
    if (this.exiting) {
      this.finish(code);
      return;
    }
    this.exiting = true;
    this.exitCode = code;
    try {
      this.process.emit('exit', code);
    } catch (e) {
      if (!isExitSignal(e) && !fromError) {
        try {
          this.writeStderr(describeUncaught(e, this.code));
        } catch {
          /* ignore */
        }
        this.exitCode = 7;
      }
    }
    this.finish(this.exitCode ?? code);
  }

  private finish(code: number): void {
    if (this.finished) return;
    this.finished = true;
    const timeMs = (this.endedAt ?? this.host.now()) - this.startedAt;
    for (const id of [...this.timers.keys()]) this.removeTimer(id);
    this.tickQueue = [];
    this.resolve({
      compileError: null,
      exitCode: code,
      stdout: this.stdoutChunks.join(''),
      stderr: this.stderrText,
      outputLimitExceeded: this.outputLimitExceeded,
      timeMs,
    });
  }

  /* ---------------- stdin ---------------- */

  /** Bytes of fd 0 from the current position to the end; moves the position to the end. */
  readRemainingStdin(): Uint8Array {
    const rest = this.stdinBytes.subarray(this.stdinPos);
    this.stdinPos = this.stdinBytes.length;
    return rest;
  }

  /** Up to `max` bytes of fd 0 from the current position (empty at end of input). */
  readStdinChunk(max: number): Uint8Array {
    const chunk = this.stdinBytes.subarray(this.stdinPos, Math.min(this.stdinBytes.length, this.stdinPos + max));
    this.stdinPos += chunk.length;
    return chunk;
  }

  /** The whole of stdin, as reopening `/dev/stdin` on a file gives it. */
  wholeStdin(): Uint8Array {
    return this.stdinBytes;
  }

  /* ---------------- environment ---------------- */

  private buildGlobals(): NodeGlobals {
    this.stdin = new StdinStream(this);
    const stdout = makeWritable(this, (t) => this.writeStdout(t), 1);
    const stderr = makeWritable(this, (t) => this.writeStderr(t), 2);
    const proc = new Emitter() as NodeProcess;
    const hrtime = (prev?: [number, number]): [number, number] => {
      const ns = BigInt(Math.round(this.host.now() * 1e6));
      let s = Number(ns / 1_000_000_000n);
      let n = Number(ns % 1_000_000_000n);
      if (prev) {
        s -= prev[0];
        n -= prev[1];
        if (n < 0) {
          s -= 1;
          n += 1e9;
        }
      }
      return [s, n];
    };
    hrtime.bigint = () => BigInt(Math.round(this.host.now() * 1e6));
    Object.assign(proc, {
      argv: ['/usr/local/bin/node', PROGRAM_FILE],
      argv0: 'node',
      execArgv: [],
      execPath: '/usr/local/bin/node',
      env: {},
      platform: 'linux',
      arch: 'x64',
      pid: 1,
      ppid: 0,
      title: 'node',
      version: 'v20.19.0',
      versions: { node: '20.19.0' },
      release: { name: 'node' },
      stdin: this.stdin,
      stdout,
      stderr,
      exit: (code?: unknown) => {
        if (code !== undefined && code !== null) this.exitCode = toExitCode(code);
        this.exit(this.exitCode ?? 0, false);
        throw new ExitSignal();
      },
      abort: () => {
        this.exit(134, false);
        throw new ExitSignal();
      },
      nextTick: (fn: unknown, ...args: unknown[]) => this.nextTick(fn, args),
      hrtime,
      memoryUsage: Object.assign(() => ({ rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 }), { rss: () => 0 }),
      cpuUsage: () => ({ user: Math.round((this.host.now() - this.startedAt) * 1000), system: 0 }),
      uptime: () => (this.host.now() - this.startedAt) / 1000,
      cwd: () => '/box',
      chdir: () => {
        throw systemError('ENOENT', 'chdir');
      },
      umask: () => 0o22,
      emitWarning: (warning: unknown) => {
        const text = warning instanceof Error ? `${warning.name}: ${warning.message}` : `Warning: ${String(warning)}`;
        this.writeStderr(`(node:1) ${text}\n(Use \`node --trace-warnings ...\` to show where the warning was created)\n`);
      },
      openStdin: () => this.stdin.resume(),
      binding: () => {
        throw new Error('No such module');
      },
    });
    Object.defineProperty(proc, 'exitCode', {
      get: () => this.exitCode,
      set: (v: unknown) => {
        this.exitCode = v === undefined || v === null ? undefined : toExitCode(v);
      },
      enumerable: true,
    });
    this.process = proc;

    const print = (write: (t: string) => void, args: unknown[]) => {
      let text = format(...args);
      if (this.groupIndent) text = this.groupIndent + text.replaceAll('\n', `\n${this.groupIndent}`);
      write(`${text}\n`);
    };
    const out = (t: string) => this.writeStdout(t);
    const err = (t: string) => this.writeStderr(t);
    const console: Record<string, (...args: unknown[]) => unknown> = {
      log: (...a) => print(out, a),
      info: (...a) => print(out, a),
      debug: (...a) => print(out, a),
      error: (...a) => print(err, a),
      warn: (...a) => print(err, a),
      trace: (...a) => print(err, [`Trace${a.length ? `: ${format(...a)}` : ''}`]),
      dir: (v, opts) => print(out, [inspect(v, (opts ?? {}) as InspectOptions)]),
      dirxml: (...a) => print(out, a),
      table: (...a) => print(out, a),
      assert: (cond, ...a) => {
        if (!cond) print(err, a.length ? [`Assertion failed: ${format(...a)}`] : ['Assertion failed']);
      },
      count: (label = 'default') => {
        const key = String(label);
        const n = (this.counts.get(key) ?? 0) + 1;
        this.counts.set(key, n);
        print(out, [`${key}: ${n}`]);
      },
      countReset: (label = 'default') => void this.counts.delete(String(label)),
      time: (label = 'default') => void this.timeLabels.set(String(label), this.host.now()),
      timeLog: (label = 'default', ...a) => {
        const t = this.timeLabels.get(String(label));
        if (t !== undefined) print(out, [`${String(label)}: ${formatMs(this.host.now() - t)}`, ...a]);
      },
      timeEnd: (label = 'default') => {
        const t = this.timeLabels.get(String(label));
        if (t !== undefined) {
          this.timeLabels.delete(String(label));
          print(out, [`${String(label)}: ${formatMs(this.host.now() - t)}`]);
        }
      },
      group: (...a) => {
        if (a.length) print(out, a);
        this.groupIndent += '  ';
      },
      groupCollapsed: (...a) => {
        if (a.length) print(out, a);
        this.groupIndent += '  ';
      },
      groupEnd: () => {
        this.groupIndent = this.groupIndent.slice(0, -2);
      },
      clear: () => undefined,
      profile: () => undefined,
      profileEnd: () => undefined,
      timeStamp: () => undefined,
    };

    return {
      process: proc,
      console,
      Buffer: NodeBuffer,
      global: globalThis,
      setTimeout: (fn, ms, ...args) => this.addTimer(fn, ms, args, false),
      clearTimeout: (t) => this.clearTimer(t),
      setInterval: (fn, ms, ...args) => this.addTimer(fn, ms, args, true),
      clearInterval: (t) => this.clearTimer(t),
      setImmediate: (fn, ...args) => this.addTimer(fn, 0, args, false, true),
      clearImmediate: (t) => this.clearTimer(t),
    };
  }

  private buildRequire(module: { exports: unknown }): ((id: unknown) => unknown) & { main: unknown; resolve: (id: string) => string; cache: object } {
    const fs = this.buildFs();
    const readline = buildReadline(this);
    const util = {
      format,
      formatWithOptions: (_opts: unknown, ...args: unknown[]) => format(...args),
      inspect,
      promisify: (fn: unknown) => {
        if (typeof fn !== 'function') throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "original" argument must be of type function. Received ${describeReceived(fn)}`);
        return (...args: unknown[]) =>
          new Promise((resolve, reject) => (fn as Listener)(...args, (err: unknown, value: unknown) => (err ? reject(err) : resolve(value))));
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
    const modules: Record<string, unknown> = { fs, readline, util };
    const require = ((id: unknown) => {
      if (typeof id !== 'string') throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "id" argument must be of type string. Received ${describeReceived(id)}`);
      if (id === '') throw nodeTypeError('ERR_INVALID_ARG_VALUE', "The argument 'id' must be a non-empty string. Received ''");
      const name = id.startsWith('node:') ? id.slice(5) : id;
      if (Object.prototype.hasOwnProperty.call(modules, name)) return modules[name];
      let message = `Cannot find module '${id}'\nRequire stack:\n- ${PROGRAM_FILE}`;
      if (NODE_BUILTINS.has(name)) {
        message = `Cannot find module '${id}': the offline JavaScript runner provides only ${SUPPORTED_MODULES.map((m) => `'${m}'`).join(', ')} (run online for the full Node.js)\nRequire stack:\n- ${PROGRAM_FILE}`;
      }
      const e = new Error(message);
      Object.assign(e, { code: 'MODULE_NOT_FOUND', requireStack: [PROGRAM_FILE] });
      throw e;
    }) as ((id: unknown) => unknown) & { main: unknown; resolve: (id: string) => string; cache: object };
    require.main = module;
    require.cache = {};
    require.resolve = (id: string) => {
      const name = id.startsWith('node:') ? id.slice(5) : id;
      if (Object.prototype.hasOwnProperty.call(modules, name)) return name;
      const e = new Error(`Cannot find module '${id}'`);
      Object.assign(e, { code: 'MODULE_NOT_FOUND' });
      throw e;
    };
    return require;
  }

  private buildFs(): Record<string, unknown> {
    const isStdinPath = (p: unknown) => p === '/dev/stdin' || p === '/proc/self/fd/0' || p === '/dev/fd/0';
    const encodingOf = (options: unknown): string | null => {
      if (typeof options === 'string') return normalizeEncoding(options);
      if (options && typeof options === 'object' && 'encoding' in options && (options as { encoding?: unknown }).encoding != null) return normalizeEncoding((options as { encoding: unknown }).encoding);
      return null;
    };
    const decode = (bytes: Uint8Array, enc: string | null): string | NodeBuffer => {
      const buf = NodeBuffer.from(bytes);
      return enc === null ? buf : buf.toString(enc);
    };
    const toText = (data: unknown): string => {
      if (typeof data === 'string') return data;
      if (ArrayBuffer.isView(data)) return utf8Decoder.decode(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
      throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received ${describeReceived(data)}`);
    };
    const writeTo = (target: unknown, data: unknown, syscall: string): number => {
      const text = toText(data);
      if (target === 1 || target === '/dev/stdout' || target === '/proc/self/fd/1') this.writeStdout(text);
      else if (target === 2 || target === '/dev/stderr' || target === '/proc/self/fd/2') this.writeStderr(text);
      else if (typeof target === 'number') throw systemError('EBADF', syscall);
      else throw systemError('EROFS', 'open', String(target));
      return utf8Length(text);
    };
    return {
      readFileSync: (path: unknown, options?: unknown) => {
        const enc = encodingOf(options);
        if (path === 0) return decode(this.readRemainingStdin(), enc);
        if (isStdinPath(path)) return decode(this.wholeStdin(), enc);
        if (typeof path === 'number') throw systemError('EBADF', 'read');
        throw systemError('ENOENT', 'open', String(path));
      },
      readSync: (fd: unknown, buffer: unknown, offsetOrOptions?: unknown, length?: unknown) => {
        if (fd !== 0) throw systemError('EBADF', 'read');
        if (!(buffer instanceof Uint8Array)) throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "buffer" argument must be an instance of Buffer, TypedArray, or DataView. Received ${describeReceived(buffer)}`);
        let offset = 0;
        let len = buffer.length;
        if (typeof offsetOrOptions === 'object' && offsetOrOptions !== null) {
          const o = offsetOrOptions as { offset?: number; length?: number };
          offset = o.offset ?? 0;
          len = o.length ?? buffer.length - offset;
        } else {
          offset = typeof offsetOrOptions === 'number' ? offsetOrOptions : 0;
          len = typeof length === 'number' ? length : buffer.length - offset;
        }
        const chunk = this.readStdinChunk(Math.max(0, Math.min(len, buffer.length - offset)));
        buffer.set(chunk, offset);
        return chunk.length;
      },
      writeSync: (fd: unknown, data: unknown) => writeTo(fd, data, 'write'),
      writeFileSync: (file: unknown, data: unknown) => void writeTo(file, data, 'write'),
      appendFileSync: (file: unknown, data: unknown) => void writeTo(file, data, 'write'),
      existsSync: (path: unknown) => isStdinPath(path) || path === PROGRAM_FILE || path === '/box',
    };
  }

  /** For the stdin stream and readline: the run's process emitter (for pausing logic). */
  get isFinished(): boolean {
    return this.finished;
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** What a UTF-8 stream makes of a JS string: lone surrogates become U+FFFD, as Node writes them. */
function toWellFormed(text: string): string {
  LONE_SURROGATE.lastIndex = 0;
  return LONE_SURROGATE.test(text) ? text.replace(LONE_SURROGATE, '\ufffd') : text;
}

function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(3)}s`;
  return `${Number(ms.toFixed(3))}ms`;
}

function toExitCode(v: unknown): number {
  const n = typeof v === 'string' ? Number.parseInt(v, 10) : Number(v);
  if (!Number.isInteger(n)) {
    throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "code" argument must be of type number. Received ${describeReceived(v)}`);
  }
  return n & 255;
}

function isExitSignal(e: unknown): boolean {
  return e instanceof ExitSignal;
}

function isIdentifier(name: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(name);
}

function makeWritable(run: ProgramRun, write: (t: string) => void, fd: number): Emitter & Record<string, unknown> {
  const stream = new Emitter() as Emitter & Record<string, unknown>;
  Object.assign(stream, {
    fd,
    writable: true,
    isTTY: undefined,
    write: (chunk: unknown, encodingOrCb?: unknown, cb?: unknown) => {
      let text: string;
      if (typeof chunk === 'string') text = chunk;
      else if (chunk instanceof Uint8Array) text = utf8Decoder.decode(chunk);
      else {
        throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "chunk" argument must be of type string or an instance of Buffer or Uint8Array. Received ${describeReceived(chunk)}`);
      }
      write(text);
      const callback = typeof encodingOrCb === 'function' ? encodingOrCb : cb;
      if (typeof callback === 'function') run.defer(() => (callback as Listener)(null));
      return true;
    },
    end: (chunk?: unknown) => {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array) (stream.write as Listener)(chunk);
    },
    cork: () => undefined,
    uncork: () => undefined,
    setDefaultEncoding: () => stream,
    getWindowSize: () => [80, 24],
    hasColors: () => false,
    getColorDepth: () => 1,
  });
  return stream;
}

/* ------------------------------------------------------------------ */
/* process.stdin                                                      */
/* ------------------------------------------------------------------ */

/**
 * `process.stdin` over a file: paused until a `data` listener, `resume()`, a `readable`
 * listener or async iteration starts it; then one 64 KiB chunk per macrotask, then `end` and `close`.
 */
class StdinStream extends Emitter {
  readonly fd = 0;
  readonly isTTY = undefined;
  readable = true;
  readableEnded = false;
  private encoding: string | null = null;
  private decoder: TextDecoder | null = null;
  private flowing: boolean | null = null;
  private readableMode = false;
  private buffered: (string | NodeBuffer)[] = [];
  private scheduled = false;
  private release: (() => void) | null = null;
  private ended = false;

  constructor(private readonly run: ProgramRun) {
    super();
  }

  protected override listenerAdded(event: string | symbol): void {
    if (event === 'data' && this.flowing !== false) this.resume();
    if (event === 'readable') {
      this.readableMode = true;
      this.flowing = false;
      this.startReading();
    }
  }

  setEncoding(encoding?: string): this {
    this.encoding = normalizeEncoding(encoding ?? 'utf8');
    this.decoder = new TextDecoder('utf-8');
    return this;
  }

  resume(): this {
    this.flowing = true;
    this.startReading();
    return this;
  }

  pause(): this {
    this.flowing = false;
    if (!this.readableMode) this.stopHolding();
    return this;
  }

  isPaused(): boolean {
    return this.flowing === false;
  }

  unref(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  destroy(): this {
    this.ended = true;
    this.stopHolding();
    return this;
  }

  /** Readable mode: everything read so far (string with an encoding, else a Buffer), or null. */
  read(): string | NodeBuffer | null {
    if (this.buffered.length === 0) return null;
    const parts = this.buffered;
    this.buffered = [];
    if (this.encoding) return parts.join('');
    return NodeBuffer.concat(parts as NodeBuffer[]);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<string | NodeBuffer> {
    const queue: (string | NodeBuffer)[] = [];
    let done = false;
    let wake: (() => void) | null = null;
    const onData = (c: unknown) => {
      queue.push(c as string | NodeBuffer);
      wake?.();
    };
    const onEnd = () => {
      done = true;
      wake?.();
    };
    this.on('data', onData);
    this.on('end', onEnd);
    try {
      while (true) {
        if (queue.length > 0) {
          yield queue.shift()!;
          continue;
        }
        if (done) return;
        await new Promise<void>((r) => (wake = r));
        wake = null;
      }
    } finally {
      this.off('data', onData);
      this.off('end', onEnd);
    }
  }

  private stopHolding(): void {
    const r = this.release;
    this.release = null;
    r?.();
  }

  private startReading(): void {
    if (this.ended || this.run.isFinished) return;
    if (!this.release) this.release = this.run.hold();
    this.scheduleChunk();
  }

  private scheduleChunk(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.run.defer(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    if (this.ended) return;
    if (!this.readableMode && this.flowing !== true) return;
    const bytes = this.run.readStdinChunk(STDIN_CHUNK_BYTES);
    if (bytes.length > 0) {
      const chunk = this.decode(bytes);
      if (this.readableMode) {
        if (chunk.length > 0) this.buffered.push(chunk);
        this.emit('readable');
      } else if (chunk.length > 0) {
        this.emit('data', chunk);
      }
      if (!this.ended) this.scheduleChunk();
      return;
    }
    // End of input: flush the decoder, then 'end' and 'close'.
    const tail = this.decoder ? this.decoder.decode() : '';
    if (tail) {
      if (this.readableMode) this.buffered.push(tail);
      else this.emit('data', tail);
    }
    if (this.readableMode) {
      // Node signals the end with one more 'readable' (read() → null), then 'end'.
      this.emit('readable');
      this.run.defer(() => this.emitEnd());
    } else {
      this.emitEnd();
    }
  }

  private emitEnd(): void {
    if (this.ended) return;
    this.ended = true;
    this.readable = false;
    this.readableEnded = true;
    this.stopHolding();
    this.emit('end');
    this.run.defer(() => this.emit('close'));
  }

  private decode(bytes: Uint8Array): string | NodeBuffer {
    if (this.decoder) return this.decoder.decode(bytes, { stream: true });
    return NodeBuffer.from(bytes);
  }
}

/* ------------------------------------------------------------------ */
/* readline                                                           */
/* ------------------------------------------------------------------ */

const LINE_ENDING = /\r?\n|\r(?!\n)/g;

function buildReadline(run: ProgramRun): Record<string, unknown> {
  class Interface extends Emitter {
    readonly terminal = false;
    line = '';
    closed = false;
    readonly input: Emitter & Record<string, unknown>;
    readonly output: (Emitter & Record<string, unknown>) | undefined;
    private lineBuffer: string | null = null;
    private sawReturn = false;
    private promptText = '> ';
    private questionCallback: ((answer: string) => void) | null = null;
    private decoder = new TextDecoder('utf-8');
    private readonly onData = (chunk: unknown) => this.normalWrite(chunk);
    private readonly onEnd = () => {
      if (typeof this.lineBuffer === 'string' && this.lineBuffer.length > 0) this.onLine(this.lineBuffer);
      this.lineBuffer = null;
      this.close();
    };

    constructor(input: unknown, output: unknown, prompt: unknown) {
      super();
      if (!input || typeof (input as Emitter).on !== 'function') {
        throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "input" argument must be an instance of Stream. Received ${describeReceived(input)}`);
      }
      this.input = input as Emitter & Record<string, unknown>;
      this.output = output as (Emitter & Record<string, unknown>) | undefined;
      if (typeof prompt === 'string') this.promptText = prompt;
      this.input.on('data', this.onData);
      this.input.on('end', this.onEnd);
      if (typeof this.input.resume === 'function') (this.input.resume as Listener).call(this.input);
    }

    private normalWrite(chunk: unknown): void {
      let string = typeof chunk === 'string' ? chunk : chunk instanceof Uint8Array ? this.decoder.decode(chunk, { stream: true }) : String(chunk);
      if (this.sawReturn) {
        if (string.charCodeAt(0) === 10) string = string.slice(1);
        this.sawReturn = false;
      }
      LINE_ENDING.lastIndex = 0;
      if (LINE_ENDING.exec(string) !== null) {
        if (this.lineBuffer) {
          string = this.lineBuffer + string;
          this.lineBuffer = null;
        }
        this.sawReturn = string.endsWith('\r');
        LINE_ENDING.lastIndex = 0;
        const indexes = [0];
        let m: RegExpExecArray | null;
        while ((m = LINE_ENDING.exec(string)) !== null) indexes.push(m.index, LINE_ENDING.lastIndex);
        const lastIndex = indexes.length - 1;
        this.lineBuffer = string.slice(indexes[lastIndex]);
        for (let i = 1; i < lastIndex; i += 2) this.onLine(string.slice(indexes[i - 1], indexes[i]));
      } else if (string) {
        this.lineBuffer = (this.lineBuffer ?? '') + string;
      }
    }

    private onLine(line: string): void {
      if (this.questionCallback) {
        const cb = this.questionCallback;
        this.questionCallback = null;
        cb(line);
      } else {
        this.emit('line', line);
      }
    }

    close(): void {
      if (this.closed) return;
      this.pause();
      this.input.off('data', this.onData);
      this.input.off('end', this.onEnd);
      this.closed = true;
      this.emit('close');
    }

    pause(): this {
      if (typeof this.input.pause === 'function') (this.input.pause as Listener).call(this.input);
      this.emit('pause');
      return this;
    }

    resume(): this {
      if (typeof this.input.resume === 'function') (this.input.resume as Listener).call(this.input);
      this.emit('resume');
      return this;
    }

    setPrompt(p: string): void {
      this.promptText = p;
    }
    getPrompt(): string {
      return this.promptText;
    }
    prompt(): void {
      if (this.closed) throw Object.assign(new Error('readline was closed'), { code: 'ERR_USE_AFTER_CLOSE' });
      if (this.output && typeof this.output.write === 'function') (this.output.write as Listener)(this.promptText);
    }
    question(query: unknown, optionsOrCb?: unknown, cb?: unknown): void {
      if (this.closed) throw Object.assign(new Error('readline was closed'), { code: 'ERR_USE_AFTER_CLOSE' });
      const callback = typeof optionsOrCb === 'function' ? optionsOrCb : cb;
      if (typeof callback !== 'function') return;
      if (this.questionCallback) {
        this.prompt();
        return;
      }
      if (this.output && typeof this.output.write === 'function') (this.output.write as Listener)(String(query));
      this.questionCallback = callback as (answer: string) => void;
    }
    write(): void {
      /* terminal: false — writes to the interface are not echoed */
    }
    getCursorPos(): { rows: number; cols: number } {
      return { rows: 0, cols: 0 };
    }

    [Symbol.asyncIterator](): AsyncIterableIterator<string> {
      const queue: string[] = [];
      let done = this.closed;
      let wake: (() => void) | null = null;
      const onLine = (l: unknown) => {
        queue.push(l as string);
        wake?.();
      };
      const onClose = () => {
        done = true;
        wake?.();
      };
      this.on('line', onLine);
      this.on('close', onClose);
      const cleanup = () => {
        this.off('line', onLine);
        this.off('close', onClose);
      };
      const iterator: AsyncIterableIterator<string> = {
        next: async () => {
          while (true) {
            if (queue.length > 0) return { value: queue.shift()!, done: false };
            if (done) {
              cleanup();
              return { value: undefined, done: true };
            }
            await new Promise<void>((r) => (wake = r));
            wake = null;
          }
        },
        return: async () => {
          cleanup();
          done = true;
          return { value: undefined, done: true };
        },
        [Symbol.asyncIterator]() {
          return iterator;
        },
      };
      return iterator;
    }
  }

  const createInterface = (inputOrOptions: unknown, output?: unknown) => {
    if (inputOrOptions && typeof inputOrOptions === 'object' && 'input' in inputOrOptions) {
      const o = inputOrOptions as { input: unknown; output?: unknown; prompt?: unknown };
      return new Interface(o.input, o.output, o.prompt);
    }
    return new Interface(inputOrOptions, output, undefined);
  };
  void run;
  return {
    createInterface,
    Interface,
    clearLine: () => true,
    clearScreenDown: () => true,
    cursorTo: () => true,
    moveCursor: () => true,
    emitKeypressEvents: () => undefined,
  };
}
