/**
 * How the runner reports a failed program the way Node does: an uncaught error (location
 * line, source line, caret, stack with the learner's frames only) and a syntax error
 * (`node --check`'s wording).
 */
import { inspect } from './inspect.ts';
import type { SourceLocation } from './types.ts';
import { PROGRAM_FILE, escapedFile, wrapperLineOffset } from './wrapper.ts';

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

/**
 * Added to a stack overflow's report: a browser worker's stack holds roughly 6,000 frames of
 * a simple recursive function, the judge's Node (`--stack-size=32768`) several hundred thousand.
 */
export const STACK_HINT =
  '\n(The offline JavaScript runner has a much smaller call stack than the judge: recursion a few thousand levels deep overflows here but may pass when run online.)\n';
