/**
 * How the learner's source is compiled: the CommonJS wrapper Node puts around a module, the
 * syntax check of `node --check`, and the number of lines the engine counts before the
 * learner's first line (to map stack frames back to the learner's source).
 */

/** Path the program believes it has (the judge's sandbox path), used in stack traces. */
export const PROGRAM_FILE = '/box/main.js';

/** Parameters of Node's CommonJS module wrapper. */
export const CJS_PARAMS = ['exports', 'require', 'module', '__filename', '__dirname'] as const;
/** Parameters that carry the environment's globals, LeetCode's included, into the program (see `NodeGlobals`). */
export const ENV_PARAMS = [
  'process',
  'console',
  'Buffer',
  'global',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'PriorityQueue',
  'MinPriorityQueue',
  'MaxPriorityQueue',
  'Queue',
] as const;

/**
 * Compiles the program the way Node's CommonJS loader sees it: a sloppy-mode function of
 * `(exports, require, module, __filename, __dirname)`, nested in a function whose parameters
 * carry the environment and the shadowed globals (so the program may still declare
 * `let close`, `const process`, …). `//# sourceURL` names it {@link PROGRAM_FILE} in stacks.
 * @throws SyntaxError when the source does not parse.
 */
export function compileProgram(code: string, outerParams: readonly string[]): (...outer: unknown[]) => (...cjs: unknown[]) => unknown {
  const body = `return function (${CJS_PARAMS.join(', ')}) {\n${code}\n}\n//# sourceURL=${PROGRAM_FILE}`;
  return new Function(...outerParams, body) as (...outer: unknown[]) => (...cjs: unknown[]) => unknown;
}

/**
 * Checks the program's syntax on its own, as the body of a CommonJS module function — what
 * `node --check` does (V8 parses a `Function` body without letting it close the function early).
 * @throws SyntaxError when the source does not parse.
 */
export function checkSyntax(code: string): unknown {
  return new Function(...CJS_PARAMS, `${code}\n//# sourceURL=${PROGRAM_FILE}`);
}

/** {@link PROGRAM_FILE} escaped for a RegExp. */
export const escapedFile = PROGRAM_FILE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Lines the engine counts before the first line of a body given to {@link checkSyntax}. */
export function checkLineOffset(): number {
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

/** True when `name` can be a parameter name (a plain ASCII identifier). */
export function isIdentifier(name: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(name);
}
