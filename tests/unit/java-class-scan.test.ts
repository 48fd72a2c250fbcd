import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassFormatError, parseClassFile, sharedJvmFit } from '../../server/judge/java-class-scan.ts';

/**
 * The class-file scan that decides whether a Java program may share one JVM between its test cases,
 * on class files javac writes from real programs (compiled once, in one javac run).
 */
const SOURCES: Record<string, string> = {
  // A typical contest program: Scanner, collections, lambdas, streams, string concatenation, a record.
  'Plain.java': `import java.util.*; import java.util.stream.*;
public class Plain {
  record P(int a, int b) {}
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    List<Integer> xs = new ArrayList<>();
    while (in.hasNextInt()) xs.add(in.nextInt());
    xs.sort(Comparator.comparing(x -> -x));
    System.out.println("sum " + xs.stream().mapToInt(Integer::intValue).sum() + " " + new P(1, 2));
    if (xs.isEmpty()) System.exit(0);
  }
}`,
  'FastIo.java': `import java.io.*;
public class FastIo { public static void main(String[] a) throws IOException { DataInputStream in = new DataInputStream(new FileInputStream(FileDescriptor.in)); System.out.println(in.read()); } }`,
  'Props.java': `public class Props { public static void main(String[] a) { System.setProperty("seen", "1"); } }`,
  'ProcFs.java': `import java.nio.file.*; public class ProcFs { public static void main(String[] a) throws Exception { System.out.println(Files.readString(Path.of("/proc/self/status"))); } }`,
  'Reflective.java': `public class Reflective { public static void main(String[] a) throws Exception { System.out.println(Class.forName("java.lang.String")); } }`,
  'NoMain.java': `public class NoMain { static void main(String[] a) {} }`,
  'Nested.java': `public class Nested { static class Helper { void run() { Runtime.getRuntime().halt(0); } } public static void main(String[] a) { new Helper().run(); } }`,
};

let dir: string;
const classes: Record<string, Buffer> = {};
const bytesOf = (name: string) => [{ bytes: classes[name]! }];

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pj-class-scan-'));
  for (const [file, src] of Object.entries(SOURCES)) writeFileSync(path.join(dir, file), src);
  const r = spawnSync('javac', ['-nowarn', '-d', path.join(dir, 'out'), ...Object.keys(SOURCES).map((f) => path.join(dir, f))], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  for (const f of readdirSync(path.join(dir, 'out'))) classes[f.replace(/\.class$/, '')] = readFileSync(path.join(dir, 'out', f));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('parseClassFile', () => {
  it("reads a class's name, what it refers to, its literals and its main method", () => {
    const s = parseClassFile(classes.Plain!);
    expect(s.name).toBe('Plain');
    expect(s.hasMain).toBe(true);
    expect(s.classes).toContain('java/util/Scanner');
    expect(s.members).toContain('java/lang/System.exit');
    expect(s.members).toContain('java/util/Scanner.nextInt');
    expect(parseClassFile(classes['Plain$P']!).name).toBe('Plain$P');
    expect(parseClassFile(classes.ProcFs!).strings).toContain('/proc/self/status');
  });

  it('sees no main in a class whose main is not public', () => {
    expect(parseClassFile(classes.NoMain!).hasMain).toBe(false);
  });

  it('refuses bytes that are not a class file, or are cut short', () => {
    expect(() => parseClassFile(Buffer.from('not a class file'))).toThrow(ClassFormatError);
    expect(() => parseClassFile(classes.Plain!.subarray(0, 200))).toThrow(ClassFormatError);
  });
});

describe('sharedJvmFit', () => {
  it('lets a typical contest program share one JVM, all its classes together', () => {
    const all = Object.keys(classes).filter((n) => n.startsWith('Plain')).map((n) => ({ bytes: classes[n]! }));
    expect(all.length).toBeGreaterThan(1);
    expect(sharedJvmFit(all, 'Plain')).toEqual({ shared: true });
  });

  it.each([
    ['FastIo', 'refers to java/io/FileDescriptor'],
    ['Props', 'calls java/lang/System.setProperty'],
    ['ProcFs', 'names "/proc/self/status"'],
    ['Reflective', 'calls java/lang/Class.forName'],
    ['NoMain', 'NoMain has no public static void main(String[])'],
  ])('keeps %s to a JVM per test case: %s', (name, reason) => {
    expect(sharedJvmFit(bytesOf(name), name)).toEqual({ shared: false, reason });
  });

  it('looks into every class of the program, nested ones included', () => {
    expect(sharedJvmFit([{ bytes: classes.Nested! }, { bytes: classes['Nested$Helper']! }], 'Nested')).toEqual({ shared: false, reason: 'calls java/lang/Runtime.halt' });
    expect(sharedJvmFit([{ bytes: classes.Nested! }], 'Nested')).toEqual({ shared: true });
  });

  it('keeps a program with an unreadable class file to a JVM per test case', () => {
    expect(sharedJvmFit([{ bytes: classes.Plain! }, { bytes: Buffer.from([0xca, 0xfe]) }], 'Plain')).toMatchObject({ shared: false, reason: expect.stringMatching(/^unreadable class file/) });
  });
});
