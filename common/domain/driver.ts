import type { Language } from '../contract/common.ts';

/**
 * A problem's driver: the part of the program the judge supplies (reading standard input, building the
 * arguments, calling the learner's function or class, printing the result), so that the learner writes only
 * the function or `class Solution`, as on LeetCode.
 *
 * A driver is a whole program of its language with one line of its own reading `// @learner-code`
 * (`# @learner-code` in Python) where the learner's code goes. {@link joinProgram} puts the code there, unless
 * the code is a whole program itself ({@link isWholeProgram}: drafts saved before the problem had a driver,
 * a learner who prefers to do the I/O), which then runs as it is. The server's judge and the browser's offline
 * runners join alike, and {@link learnerLineNumbers} turns the joined program's line numbers in compiler
 * messages and stack traces back into the learner's.
 */

/** The placeholder line of a driver: optional indentation, `//` or `#`, one space, `@learner-code`. */
const PLACEHOLDER = /^[ \t]*(?:\/\/|#) @learner-code[ \t]*$/;

/** The placeholder line as written in each language's drivers. */
export function placeholderFor(language: Language): string {
  return language === 'python3' ? '# @learner-code' : '// @learner-code';
}

/** 0-based indices of a driver's placeholder lines (a valid driver has exactly one). */
function placeholderLines(driver: string): number[] {
  const found: number[] = [];
  driver.split('\n').forEach((line, i) => {
    if (PLACEHOLDER.test(line)) found.push(i);
  });
  return found;
}

/**
 * What is wrong with a driver, or null when it can be used: it must have exactly one placeholder line.
 * @returns an English sentence naming the placeholder (for forms and package reports)
 */
export function driverError(language: Language, driver: string): string | null {
  const n = placeholderLines(driver).length;
  if (n === 1) return null;
  const line = placeholderFor(language);
  return n === 0 ? `The driver needs a line "${line}" where the learner's code goes` : `The driver has ${n} "${line}" lines; it needs exactly one`;
}

/**
 * Programs that do their own input and output: C++ and Java define `main`; JavaScript and Python read
 * standard input. Tested on the code without comments.
 */
const WHOLE_PROGRAM: Record<Language, RegExp> = {
  'c++': /\b(?:int|signed|auto|void)\s+main\s*\(/,
  java: /\bvoid\s+main\s*\(/,
  javascript: /\breadFileSync\s*\(\s*(?:0\b|['"`]\/dev\/stdin)|\bprocess\.stdin\b|\brequire\s*\(\s*['"`](?:node:)?readline['"`]/,
  python3: /\bsys\.stdin\b|(?<![\w.])input\s*\(|\bopen\s*\(\s*0\s*[,)]|\bfileinput\b|\b__name__\s*==/,
};

/** The code without block comments and without the text of line comments (approximate: strings are not parsed). */
function withoutComments(language: Language, code: string): string {
  if (language === 'python3') return code.replace(/^[ \t]*#.*$/gm, '');
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^[ \t]*\/\/.*$/gm, '');
}

/**
 * Whether `code` is a whole program (does its own input and output) rather than the learner's part of one:
 * C++ or Java code that defines `main`, JavaScript that reads standard input (`readFileSync(0)`,
 * `process.stdin`, `readline`), Python that reads it (`sys.stdin`, `input()`, `open(0)`) or tests `__name__`.
 */
export function isWholeProgram(language: Language, code: string): boolean {
  return WHOLE_PROGRAM[language].test(withoutComments(language, code));
}

/** A program ready to compile and run, and where the learner's code sits in it. */
export interface JoinedProgram {
  /** The program the judge compiles and runs. */
  program: string;
  /**
   * 1-based line of `program` that holds the learner's first line; 1 when the code runs as it is (no
   * driver, or a whole program), so that line numbers need no change.
   */
  firstLine: number;
  /** How many lines of `program` are the learner's (from `firstLine` on). */
  lineCount: number;
}

/** Java `import` (and `import static`) lines at the top of the learner's code, before anything else but blank and comment lines. */
function leadingImports(lines: string[]): number[] {
  const found: number[] = [];
  let inBlock = false;
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i]!.trim();
    if (inBlock) {
      if (t.includes('*/')) inBlock = false;
      continue;
    }
    if (t === '' || t.startsWith('//')) continue;
    if (t.startsWith('/*')) {
      inBlock = !t.includes('*/');
      continue;
    }
    if (/^import\s+[\w.*\s]+;$/.test(t)) found.push(i);
    else break;
  }
  return found;
}

/**
 * Joins the learner's `code` to the problem's `driver` of that language: the code replaces the driver's
 * placeholder line. The code runs as it is when there is no driver (stdin problems), when the driver is
 * unusable ({@link driverError}), or when the code is a whole program ({@link isWholeProgram}).
 *
 * Java only allows `import` before the first class, so the `import` lines at the top of the learner's code
 * move to the program's first line (Java accepts several on one line) and leave blank lines behind: every
 * other line keeps its number.
 */
export function joinProgram(language: Language, code: string, driver?: string | null): JoinedProgram {
  const lines = code.split('\n');
  const asIs: JoinedProgram = { program: code, firstLine: 1, lineCount: lines.length };
  if (!driver || isWholeProgram(language, code)) return asIs;
  const at = placeholderLines(driver);
  if (at.length !== 1) return asIs;
  const index = at[0]!;
  const driverLines = driver.split('\n');
  // A trailing newline of the code would leave an empty line before the driver's next one.
  const learner = code.endsWith('\n') ? lines.slice(0, -1) : lines;
  if (language === 'java' && index > 0) {
    const imports = leadingImports(learner);
    if (imports.length) {
      driverLines[0] = `${imports.map((i) => learner[i]!.trim()).join(' ')} ${driverLines[0]!}`;
      for (const i of imports) learner[i] = '';
    }
  }
  const program = [...driverLines.slice(0, index), ...learner, ...driverLines.slice(index + 1)].join('\n');
  return { program, firstLine: index + 1, lineCount: learner.length };
}

/** Where each language's messages name a line of the program: group 1 the text before the number, group 2 the number. */
const LINE_REFERENCE: Record<Language, RegExp> = {
  'c++': /(\bmain\.cpp:)(\d+)/g,
  java: /(\b[\w$]+\.java:)(\d+)/g,
  javascript: /(\bmain\.js:)(\d+)/g,
  python3: /(\bmain\.py",\s+line\s+)(\d+)/g,
};

/**
 * Rewrites the line numbers a compiler message or stack trace gives for the joined program (`main.cpp:37:5`,
 * `Main.java:37`, `main.js:37:9`, `File "main.py", line 37`) into the learner's own for lines of the learner's
 * code; lines of the driver keep their number in the whole program ("Show the full program" numbers it so).
 */
export function learnerLineNumbers(language: Language, text: string, joined: Pick<JoinedProgram, 'firstLine' | 'lineCount'>): string {
  if (joined.firstLine === 1) return text;
  return text.replace(LINE_REFERENCE[language], (whole, before: string, n: string) => {
    const line = Number(n) - joined.firstLine + 1;
    return line >= 1 && line <= joined.lineCount ? `${before}${line}` : whole;
  });
}
