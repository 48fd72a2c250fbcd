/**
 * Which class of a Java source file to compile and run, as on Kattis: any class name, not
 * only `Main`. javac needs a file that declares a public top-level class to be named after
 * it, and `java` needs the class that has `public static void main`.
 *
 * The source is read with comments, string literals (text blocks included) and character
 * literals blanked out, so a `class` or `main` inside them does not count; top-level type
 * declarations are found at brace depth 0.
 */

export interface JavaMainClass {
  /** The file name javac needs, e.g. `Solution1.java`. */
  sourceFile: string;
  /** The binary name `java` runs, e.g. `Solution1` or `pkg.Solution1`. */
  className: string;
  /** That class declares `static void main` (false when no class does). */
  hasMain: boolean;
}

const IDENT = String.raw`[\p{L}_$][\p{L}\p{N}_$]*`;
/** Braces, semicolons and type declarations, in one linear scan (no quantifier competes with another). */
const TOKENS = new RegExp(String.raw`[{};]|(?<![\p{L}\p{N}_$.])(?:class|interface|enum|record)\s+(${IDENT})`, 'gu');
const VOID_MAIN = /\bvoid\s+main\s*\(/u;
const PACKAGE = new RegExp(String.raw`^\s*package\s+(${IDENT}(?:\s*\.\s*${IDENT})*)\s*;`, 'u');
/** Characters before a declaration searched for `public` (modifiers and annotations). */
const MODIFIER_WINDOW = 300;

/**
 * The source with comments, strings and character literals replaced by spaces (newlines
 * kept), so that only code remains. Unterminated literals blank the rest of the line/file.
 */
export function stripJavaLiterals(src: string): string {
  const out: string[] = [];
  let i = 0;
  const n = src.length;
  const blank = (from: number, to: number) => {
    out.push(src.slice(from, to).replace(/[^\n]/g, ' '));
  };
  let plain = 0;
  while (i < n) {
    const c = src[i]!;
    const next = src[i + 1];
    let end = -1;
    if (c === '/' && next === '/') {
      end = src.indexOf('\n', i);
      if (end < 0) end = n;
    } else if (c === '/' && next === '*') {
      end = src.indexOf('*/', i + 2);
      end = end < 0 ? n : end + 2;
    } else if (c === '"' && src.startsWith('"""', i)) {
      end = i + 3;
      while (end < n && !src.startsWith('"""', end)) end += src[end] === '\\' ? 2 : 1;
      end = Math.min(n, end + 3);
    } else if (c === '"' || c === "'") {
      end = i + 1;
      while (end < n && src[end] !== c && src[end] !== '\n') end += src[end] === '\\' ? 2 : 1;
      end = Math.min(n, end + 1);
    }
    if (end < 0) {
      i++;
      continue;
    }
    out.push(src.slice(plain, i));
    blank(i, end);
    i = end;
    plain = end;
  }
  out.push(src.slice(plain));
  return out.join('');
}

/**
 * The class to compile and run: the public top-level class (javac's file-name rule) when it
 * has `main`; otherwise the first top-level type that has `main`; otherwise the public class,
 * or `Main` when nothing is found (javac then reports the learner's real problem).
 * A `package` declaration is prefixed to the class name.
 */
export function javaMainClass(source: string): JavaMainClass {
  const code = stripJavaLiterals(source);
  const decls: { name: string; isPublic: boolean; hasMain: boolean }[] = [];
  let depth = 0;
  // The top-level type whose body the scan is in, and the one declared but whose body has not begun.
  let current: (typeof decls)[number] | null = null;
  let pending: (typeof decls)[number] | null = null;
  // Start of the member being read at depth 1 (after the last ';', '{' or '}' there), and of the last statement boundary.
  let memberStart = 0;
  let boundary = 0;
  for (const m of code.matchAll(TOKENS)) {
    const at = m.index;
    const token = m[0];
    if (token === '{') {
      if (depth === 1 && current && !current.hasMain) {
        // A member with a body: `... static ... void main(` in its header.
        const header = code.slice(memberStart, at);
        const main = VOID_MAIN.exec(header);
        if (main && /\bstatic\b/u.test(header.slice(0, main.index))) current.hasMain = true;
      }
      depth++;
      if (depth === 1) {
        current = pending;
        pending = null;
      }
      memberStart = boundary = at + 1;
    } else if (token === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) current = null;
      memberStart = boundary = at + 1;
    } else if (token === ';') {
      if (depth === 1) memberStart = at + 1;
      boundary = at + 1;
    } else if (depth === 0) {
      const prefix = code.slice(Math.max(boundary, at - MODIFIER_WINDOW), at);
      pending = { name: m[1]!, isPublic: /\bpublic\b/u.test(prefix), hasMain: false };
      decls.push(pending);
    }
  }
  const pub = decls.find((d) => d.isPublic);
  const runnable = pub?.hasMain ? pub : (decls.find((d) => d.hasMain) ?? pub);
  const name = runnable?.name ?? 'Main';
  const pkg = PACKAGE.exec(code)?.[1]?.replace(/\s+/g, '');
  return { sourceFile: `${pub?.name ?? name}.java`, className: pkg ? `${pkg}.${name}` : name, hasMain: runnable?.hasMain ?? false };
}
