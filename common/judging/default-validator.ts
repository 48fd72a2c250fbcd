import type { DefaultValidatorFlags } from './validation.ts';

/**
 * The Kattis default output validator, streaming.
 *
 * Semantics follow the default output validator of the ICPC/Kattis problem package format
 * (https://www.kattis.com/problem-package-format/, "Default output validator", and the
 * behaviour of Kattis problemtools' `support/default_validator/default_validator.cc`):
 *
 * - Both the team output and the judge answer are split into tokens at whitespace (the C
 *   `isspace` set: space, `\t`, `\n`, `\v`, `\f`, `\r`). Tokens are compared in order; the team
 *   output is accepted when it has exactly the judge answer's tokens.
 * - Tokens compare case-insensitively (ASCII letters, as `strcasecmp`) unless `caseSensitive`.
 * - Whitespace only separates tokens, unless `spaceChangeSensitive`: then every whitespace
 *   character of the answer must appear in the output as the same character, and the output
 *   may have no other whitespace (leading, trailing and the final newline included).
 * - With a float tolerance (`floatAbsoluteTolerance` and/or `floatRelativeTolerance`), a judge
 *   token that is a finite number (see {@link parseKattisFloat}) accepts a team token that is
 *   a finite number `t` with `|t − j| ≤ abs` or `|t − j| ≤ rel·|j|`; a tolerance that is not
 *   given never accepts. Judge tokens that are not numbers compare as strings.
 *
 * The output arrives in pieces ({@link DefaultOutputValidator.push}); the work per piece is
 * proportional to the piece (plus the answer it consumes), and it stops at the first difference.
 */

/** What a validator decided; `message` is a short judge message on rejection. */
export type ValidationResult = { accepted: true } | { accepted: false; message?: string };

export interface DefaultValidatorOptions {
  /**
   * Judge-answer tokens ending beyond this many UTF-8 bytes of the answer are not quoted in
   * messages (the part of a hidden answer the learner may see is its first bytes). Default: no limit.
   */
  revealAnswerBytes?: number;
}

/** Longest token quoted in a message, characters; longer ones are cut with "…". */
const QUOTE_CHARS = 30;

/** C `isspace` in the "C" locale. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

// Unambiguous forms (no two quantifiers compete for the same digits), so matching stays linear in the token.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const HEX = /^([+-]?)0[xX](?:([0-9a-fA-F]+)(?:\.([0-9a-fA-F]*))?|\.([0-9a-fA-F]+))(?:[pP]([+-]?\d+))?$/;

/**
 * The value of a token that is a finite floating-point number in the C `strtod` grammar
 * (decimal with optional exponent, e.g. `-1.5e-3`, `.5`, `5.`; or hexadecimal, `0x1.8p1`),
 * or null. `inf`, `nan` and values that overflow to infinity are not numbers, as in Kattis'
 * default validator. (glibc's `scanf` also takes a dangling exponent marker such as `1e` as a
 * number; here it is not one.)
 */
export function parseKattisFloat(token: string): number | null {
  if (DECIMAL.test(token)) {
    const v = Number(token);
    return Number.isFinite(v) ? v : null;
  }
  const hex = HEX.exec(token);
  if (!hex) return null;
  const whole = hex[2] ?? '';
  const fraction = hex[3] ?? hex[4] ?? '';
  const exponent = Number(hex[5] ?? '0') - 4 * fraction.length;
  const v = Number(BigInt(`0x${whole}${fraction}`)) * 2 ** exponent;
  if (!Number.isFinite(v) || Number.isNaN(v)) return null;
  return hex[1] === '-' ? -v : v;
}

/** ASCII-only case folding of one UTF-16 code unit (as `strcasecmp` in the C locale). */
function fold(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c;
}

function tokensEqual(a: string, b: string, caseSensitive: boolean): boolean {
  if (a.length !== b.length) return false;
  if (caseSensitive) return a === b;
  for (let i = 0; i < a.length; i++) if (fold(a.charCodeAt(i)) !== fold(b.charCodeAt(i))) return false;
  return true;
}

/** A token as quoted in a message: at most {@link QUOTE_CHARS} characters. */
function quote(token: string): string {
  return token.length > QUOTE_CHARS + 5 ? `${token.slice(0, QUOTE_CHARS)}…` : token;
}

function spaceName(c: number | undefined): string {
  switch (c) {
    case undefined:
      return 'the end of the output';
    case 32:
      return 'a space';
    case 10:
      return 'a newline';
    case 13:
      return 'a carriage return';
    case 9:
      return 'a tab';
    default:
      return `whitespace character ${c}`;
  }
}

/** UTF-8 bytes of `text` up to `end` (UTF-16 units); a surrogate pair counts 4. */
function utf8Bytes(text: string, end: number): number {
  let n = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdfff ? 2 : 3;
  }
  return n;
}

/**
 * Streaming Kattis default output validator. Feed the team output with {@link push} (any
 * split), then call {@link end}.
 */
export class DefaultOutputValidator {
  /** Position in the judge answer. */
  private ap = 0;
  /** Pieces of the team token being read, and its length. */
  private pieces: string[] = [];
  private tokenLength = 0;
  /** Line of the team output (1-based) where the current token started, and the current line. */
  private tokenLine = 1;
  private line = 1;
  /** Non-whitespace characters seen in the team output (for the "empty output" message). */
  private sawToken = false;
  private result: ValidationResult | null = null;
  private readonly useFloats: boolean;
  private readonly abs: number;
  private readonly rel: number;

  constructor(
    private readonly answer: string,
    private readonly flags: DefaultValidatorFlags,
    private readonly options: DefaultValidatorOptions = {},
  ) {
    this.useFloats = flags.floatAbsoluteTolerance !== undefined || flags.floatRelativeTolerance !== undefined;
    this.abs = flags.floatAbsoluteTolerance ?? -1;
    this.rel = flags.floatRelativeTolerance ?? -1;
  }

  /** True once a difference was found (further output is not read). */
  get failed(): boolean {
    return this.result !== null && !this.result.accepted;
  }

  /** Adds the next piece of the team output. */
  push(chunk: string): void {
    if (this.result) return;
    let start = -1;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (!isSpace(c)) {
        if (start < 0) {
          start = i;
          if (this.tokenLength === 0) this.tokenLine = this.line;
        }
        continue;
      }
      if (start >= 0) {
        this.pieces.push(chunk.slice(start, i));
        this.tokenLength += i - start;
        start = -1;
      }
      if (this.tokenLength > 0) {
        this.finishToken();
        if (this.result) return;
      }
      if (this.flags.spaceChangeSensitive) {
        this.matchSpace(c);
        if (this.result) return;
      }
      if (c === 10) this.line++;
    }
    if (start >= 0) {
      this.pieces.push(chunk.slice(start));
      this.tokenLength += chunk.length - start;
    }
  }

  /** Ends the output and returns the decision. */
  end(): ValidationResult {
    if (this.result) return this.result;
    if (this.tokenLength > 0) this.finishToken();
    if (this.result) return this.result;
    const a = this.answer;
    if (this.flags.spaceChangeSensitive) {
      if (this.ap < a.length) {
        const c = a.charCodeAt(this.ap);
        if (isSpace(c)) return this.fail(this.line, `read the end of the output, expected ${spaceName(c)}`);
        return this.missing();
      }
    } else {
      while (this.ap < a.length && isSpace(a.charCodeAt(this.ap))) this.ap++;
      if (this.ap < a.length) return this.missing();
    }
    this.result = { accepted: true };
    return this.result;
  }

  private missing(): ValidationResult {
    const [token, endPos] = this.answerToken();
    const what = this.reveal(endPos) ? `, expected ${quote(token)}` : ', expected more';
    return this.fail(this.line, `${this.sawToken ? 'the output ended early' : 'the output is empty'}${what}`);
  }

  /** Reads the judge token at `ap` (which is not whitespace) without consuming it. */
  private answerToken(): [string, number] {
    const a = this.answer;
    let e = this.ap;
    while (e < a.length && !isSpace(a.charCodeAt(e))) e++;
    return [a.slice(this.ap, e), e];
  }

  private matchSpace(c: number): void {
    const a = this.answer;
    const expected = this.ap < a.length ? a.charCodeAt(this.ap) : undefined;
    if (expected !== c) {
      const want = expected === undefined || isSpace(expected) ? spaceName(expected) : 'more output';
      this.fail(this.line, `whitespace differs: read ${spaceName(c)}, expected ${want}`);
      return;
    }
    this.ap++;
  }

  private finishToken(): void {
    const team = this.pieces.length === 1 ? this.pieces[0]! : this.pieces.join('');
    this.pieces = [];
    this.tokenLength = 0;
    this.sawToken = true;
    const a = this.answer;
    if (this.flags.spaceChangeSensitive) {
      if (this.ap < a.length && isSpace(a.charCodeAt(this.ap))) {
        this.fail(this.tokenLine, `whitespace differs: read ${quote(team)}, expected ${spaceName(a.charCodeAt(this.ap))}`);
        return;
      }
    } else {
      while (this.ap < a.length && isSpace(a.charCodeAt(this.ap))) this.ap++;
    }
    if (this.ap >= a.length) {
      this.fail(this.tokenLine, `unexpected extra output ${quote(team)}`);
      return;
    }
    const [judge, endPos] = this.answerToken();
    const problem = this.compare(judge, team, endPos);
    if (problem) {
      this.fail(this.tokenLine, problem);
      return;
    }
    this.ap = endPos;
  }

  /** null when `team` matches `judge`, else what is wrong. */
  private compare(judge: string, team: string, endPos: number): string | null {
    // Whether the judge token may be quoted is decided only on a difference: it costs up to the reveal limit per call.
    if (this.useFloats) {
      const j = parseKattisFloat(judge);
      if (j !== null) {
        const t = parseKattisFloat(team);
        if (t === null) return `read ${quote(team)}, expected a number${this.reveal(endPos) ? ` (${quote(judge)})` : ''}`;
        const d = Math.abs(j - t);
        if (d <= this.abs || d <= this.rel * Math.abs(j)) return null;
        return `read ${quote(team)}, ${this.reveal(endPos) ? `expected ${quote(judge)}` : 'which is not'} within the tolerance${this.toleranceText()}`;
      }
    }
    if (tokensEqual(judge, team, this.flags.caseSensitive)) return null;
    return this.reveal(endPos) ? `read ${quote(team)}, expected ${quote(judge)}` : `read ${quote(team)}, which differs from the answer`;
  }

  private toleranceText(): string {
    const parts: string[] = [];
    if (this.abs >= 0) parts.push(`absolute ${this.abs}`);
    if (this.rel >= 0) parts.push(`relative ${this.rel}`);
    return ` (${parts.join(', ')})`;
  }

  /** True when the answer up to `endPos` (characters) lies within the bytes a learner may see. */
  private reveal(endPos: number): boolean {
    const limit = this.options.revealAnswerBytes;
    if (limit === undefined) return true;
    // Each UTF-16 unit is at most 3 UTF-8 bytes: skip the encoding when the answer prefix is surely short or long.
    if (endPos * 3 <= limit) return true;
    if (endPos > limit) return false;
    return utf8Bytes(this.answer, endPos) <= limit;
  }

  private fail(line: number, what: string): ValidationResult {
    this.result = { accepted: false, message: `Wrong answer on line ${line}: ${what}` };
    return this.result;
  }
}
