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
const TYPE_DECL = new RegExp(String.raw`(?<![\p{L}\p{N}_$.])((?:(?:public|protected|private|abstract|final|static|strictfp|sealed|non-sealed)\s+)*)(class|interface|enum|record)\s+(${IDENT})`, 'gu');
const MAIN = /\bstatic\b[^;{}=]*\bvoid\s+main\s*\(/u;
const PACKAGE = new RegExp(String.raw`^\s*package\s+(${IDENT}(?:\s*\.\s*${IDENT})*)\s*;`, 'u');

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
  // Brace depth before every position where a type declaration starts.
  const decls: { name: string; isPublic: boolean; hasMain: boolean }[] = [];
  let depth = 0;
  let scanned = 0;
  for (const m of code.matchAll(TYPE_DECL)) {
    for (; scanned < m.index; scanned++) {
      const ch = code.charCodeAt(scanned);
      if (ch === 123) depth++;
      else if (ch === 125) depth = Math.max(0, depth - 1);
    }
    if (depth !== 0) continue;
    const bodyStart = code.indexOf('{', m.index + m[0].length);
    if (bodyStart < 0) continue;
    // The body: up to the matching brace; `main` must be a member of this type (depth 1 inside it).
    let d = 0;
    let hasMain = false;
    let memberStart = bodyStart + 1;
    for (let i = bodyStart; i < code.length; i++) {
      const ch = code.charCodeAt(i);
      if (ch === 123) {
        if (d === 1 && !hasMain && MAIN.test(code.slice(memberStart, i))) hasMain = true;
        d++;
      } else if (ch === 125) {
        d--;
        if (d === 0) break;
        if (d === 1) memberStart = i + 1;
      } else if (ch === 59 && d === 1) memberStart = i + 1;
    }
    decls.push({ name: m[3]!, isPublic: /\bpublic\b/.test(m[1]!), hasMain });
  }
  const pub = decls.find((d) => d.isPublic);
  const runnable = pub?.hasMain ? pub : (decls.find((d) => d.hasMain) ?? pub);
  const name = runnable?.name ?? 'Main';
  const pkg = PACKAGE.exec(code)?.[1]?.replace(/\s+/g, '');
  return { sourceFile: `${pub?.name ?? name}.java`, className: pkg ? `${pkg}.${name}` : name, hasMain: runnable?.hasMain ?? false };
}
