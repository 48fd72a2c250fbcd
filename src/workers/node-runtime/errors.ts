/**
 * Errors as Node's runtime throws them: `TypeError [ERR_…]` with a `code`, system errors
 * (`ENOENT`, `EBADF`, `EROFS`) with `errno`/`syscall`/`path`, and the signal that unwinds the
 * program's stack after `process.exit`.
 */
import { inspect } from './inspect.ts';

/** How Node's argument errors name a value: `type number (5)`, `an instance of Map`, `function f`. */
export function describeReceived(value: unknown): string {
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

/** A `TypeError` with Node's `code` property and `TypeError [CODE]: …` stack header. */
export function nodeTypeError(code: string, message: string): TypeError {
  const e = new TypeError(message);
  Object.defineProperty(e, 'code', { value: code, enumerable: true, configurable: true, writable: true });
  // Node shows the code in the first line of the stack: `TypeError [CODE]: message`.
  if (typeof e.stack === 'string') e.stack = e.stack.replace(/^TypeError:/, `TypeError [${code}]:`);
  return e;
}

/** A Node system error (`ENOENT: no such file or directory, open 'x'`) with `errno`, `code`, `syscall`, `path`. */
export function systemError(code: 'ENOENT' | 'EBADF' | 'EROFS', syscall: string, path?: string): Error {
  const text = { ENOENT: 'no such file or directory', EBADF: 'bad file descriptor', EROFS: 'read-only file system' }[code];
  const errno = { ENOENT: -2, EBADF: -9, EROFS: -30 }[code];
  const e = new Error(`${code}: ${text}, ${syscall}${path !== undefined ? ` '${path}'` : ''}`);
  Object.assign(e, { errno, code, syscall, ...(path !== undefined ? { path } : {}) });
  return e;
}

/** Thrown to unwind the program's stack after `process.exit` or an output flood. */
export class ExitSignal {
  readonly pocketJudgeExit = true;
  toString(): string {
    return 'process.exit()';
  }
}

/**
 * A `process.exit` / `process.exitCode` value as an exit code (0–255).
 * @throws TypeError (ERR_INVALID_ARG_TYPE) when it is not an integer.
 */
export function toExitCode(v: unknown): number {
  const n = typeof v === 'string' ? Number.parseInt(v, 10) : Number(v);
  if (!Number.isInteger(n)) {
    throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "code" argument must be of type number. Received ${describeReceived(v)}`);
  }
  return n & 255;
}

/** True for the {@link ExitSignal} thrown by `process.exit` and the output limit. */
export function isExitSignal(e: unknown): boolean {
  return e instanceof ExitSignal;
}
