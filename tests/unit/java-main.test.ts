import { describe, expect, it } from 'vitest';
import { javaMainClass, stripJavaLiterals } from '../../server/judge/java-main.ts';

describe('javaMainClass (any public class name, as on Kattis)', () => {
  it('takes the public class with main', () => {
    expect(javaMainClass('public class Solution1 { public static void main(String[] a) {} }')).toEqual({ sourceFile: 'Solution1.java', className: 'Solution1', hasMain: true });
    expect(javaMainClass('import java.util.*;\npublic final class Main {\n  public static void main(String... args) throws Exception { }\n}')).toEqual({ sourceFile: 'Main.java', className: 'Main', hasMain: true });
  });
  it('ignores classes and main in comments, strings, text blocks and nested types', () => {
    const src = [
      '// public class Fake { public static void main(String[] a) {} }',
      '/* public class Other {} */',
      '@SuppressWarnings("unchecked")',
      'public class Real {',
      '  static String s = "public class InString { static void main(String[] a) {";',
      '  static String t = """',
      '      class InBlock { "quoted" }',
      '      """;',
      "  static char c = '{';",
      '  static class Nested { public static void main(String[] a) {} }',
      '  public static void main(String[] args) { System.out.println("}"); }',
      '}',
      'class Helper { void main() {} }',
    ].join('\n');
    expect(javaMainClass(src)).toEqual({ sourceFile: 'Real.java', className: 'Real', hasMain: true });
  });
  it('without a public class, runs the top-level class that has main', () => {
    expect(javaMainClass('class A { }\nclass B { public static void main(String[] a) { } }')).toEqual({ sourceFile: 'B.java', className: 'B', hasMain: true });
  });
  it('a public class without main keeps its file name; the class with main runs', () => {
    expect(javaMainClass('public class Lib { }\nclass Run { public static void main(String[] a) { } }')).toEqual({ sourceFile: 'Lib.java', className: 'Run', hasMain: true });
  });
  it('prefixes the package and falls back to Main', () => {
    expect(javaMainClass('package a.b ;\npublic class X { public static void main(String[] a) {} }')).toEqual({ sourceFile: 'X.java', className: 'a.b.X', hasMain: true });
    expect(javaMainClass('this is not java')).toEqual({ sourceFile: 'Main.java', className: 'Main', hasMain: false });
  });
  it('reads a 64 KB pathological source in one linear pass (modifiers, statics, braces)', () => {
    expect(javaMainClass(`${'public '.repeat(9000)}class P { public static void main(String[] a) {} }`)).toMatchObject({ className: 'P', hasMain: true });
    // No public class and no main: `Main`, and javac reports the learner's real problem.
    expect(javaMainClass(`class A { ${'static '.repeat(9000)} { } }`)).toEqual({ sourceFile: 'Main.java', className: 'Main', hasMain: false });
    expect(javaMainClass(`${'class A '.repeat(7000)}{ ${'x;'.repeat(10000)} }`)).toEqual({ sourceFile: 'Main.java', className: 'Main', hasMain: false });
    expect(javaMainClass(`public class B { ${'static void '.repeat(5000)} main(String[] a) { } }`)).toEqual({ sourceFile: 'B.java', className: 'B', hasMain: true });
  });
  it('stripJavaLiterals keeps code and line breaks only', () => {
    expect(stripJavaLiterals('a "b\\"c" d // e\nf /* g\nh */ i \'j\'')).toBe('a        d     \nf     \n     i    ');
  });
});
