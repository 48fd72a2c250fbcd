/**
 * What a compiled Java program refers to, read from its class files' constant pools (the Java
 * Virtual Machine Specification, SE 17, §4.1 ClassFile and §4.4 the constant pool), and whether the
 * judge may run its test cases one after the other in one JVM (java-harness.ts) with the same
 * result as a JVM per test case.
 *
 * A program keeps a process of its own per test case when it refers to anything that reaches past
 * `System.in`/`System.out`/`System.err` to the process itself (raw file descriptors, `/proc`, `/dev`,
 * child processes, native libraries), or to state the JDK keeps for the whole JVM (system properties,
 * default locale and time zone, shutdown hooks, class loaders, reflection and method handles that
 * could reach the harness). Such programs are rare in contest code, and correct either way: only
 * their speed differs.
 */

/** What one class file declares and refers to. */
export interface ClassFileSummary {
  /** Internal name of the class (`pkg/Main$1`). */
  name: string;
  /** Internal names of every class it refers to (CONSTANT_Class). */
  classes: string[];
  /** Every field and method it refers to, as `owner.name` (`java/lang/System.exit`). */
  members: string[];
  /** Its string literals (CONSTANT_String). */
  strings: string[];
  /** It declares `public static void main(String[])`. */
  hasMain: boolean;
}

/** The class file is not one the JVM would load (bad magic, truncated, unknown constant tag). */
export class ClassFormatError extends Error {}

const ACC_PUBLIC = 0x0001;
const ACC_STATIC = 0x0008;

/** A big-endian reader over a class file; every read past the end throws ClassFormatError. */
class ClassReader {
  at = 0;
  private readonly view: DataView;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  skip(n: number): void {
    if (this.at + n > this.bytes.length) throw new ClassFormatError('truncated class file');
    this.at += n;
  }

  u1(): number {
    this.skip(1);
    return this.view.getUint8(this.at - 1);
  }

  u2(): number {
    this.skip(2);
    return this.view.getUint16(this.at - 2);
  }

  u4(): number {
    this.skip(4);
    return this.view.getUint32(this.at - 4);
  }
}

/** The constant pool (§4.4): per entry its tag and first two operands, and the text of Utf8 entries. */
interface ConstantPool {
  tags: Uint8Array;
  a: Uint16Array;
  b: Uint16Array;
  text(index: number): string;
}

function readConstantPool(r: ClassReader): ConstantPool {
  const count = r.u2();
  const tags = new Uint8Array(count);
  const a = new Uint16Array(count);
  const b = new Uint16Array(count);
  const utf8: (string | undefined)[] = new Array(count);
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for (let i = 1; i < count; i++) {
    const tag = r.u1();
    tags[i] = tag;
    if (tag === 1) {
      const len = r.u2();
      const from = r.at;
      r.skip(len);
      // Modified UTF-8 (§4.4.7) reads as UTF-8 for every name and literal that matters here.
      utf8[i] = decoder.decode(r.bytes.subarray(from, from + len));
    } else if (tag === 7 || tag === 8 || tag === 16 || tag === 19 || tag === 20) {
      a[i] = r.u2();
    } else if (tag === 15) {
      a[i] = r.u1();
      b[i] = r.u2();
    } else if (tag === 3 || tag === 4) {
      r.skip(4);
    } else if (tag === 5 || tag === 6) {
      r.skip(8);
      i++; // takes two entries (§4.4.5)
    } else if (tag === 9 || tag === 10 || tag === 11 || tag === 12 || tag === 17 || tag === 18) {
      a[i] = r.u2();
      b[i] = r.u2();
    } else {
      throw new ClassFormatError(`unknown constant pool tag ${tag}`);
    }
  }
  return { tags, a, b, text: (index) => utf8[index] ?? '' };
}

/** Reads a fields or methods table (§4.5, §4.6), giving each member's access flags, name and descriptor to `onMember`. */
function readMembers(r: ClassReader, pool: ConstantPool, onMember: (flags: number, name: string, descriptor: string) => void): void {
  const n = r.u2();
  for (let i = 0; i < n; i++) {
    const flags = r.u2();
    const name = pool.text(r.u2());
    const descriptor = pool.text(r.u2());
    onMember(flags, name, descriptor);
    const attributes = r.u2();
    for (let j = 0; j < attributes; j++) {
      r.u2();
      r.skip(r.u4());
    }
  }
}

/**
 * Reads the constant pool and method table of one class file.
 * @throws ClassFormatError when `bytes` is not a well-formed class file.
 */
export function parseClassFile(bytes: Uint8Array): ClassFileSummary {
  const r = new ClassReader(bytes);
  if (r.u4() !== 0xcafebabe) throw new ClassFormatError('not a class file');
  r.skip(4); // minor_version, major_version
  const pool = readConstantPool(r);
  const { tags, a, b, text } = pool;
  const classes: string[] = [];
  const members: string[] = [];
  const strings: string[] = [];
  for (let i = 1; i < tags.length; i++) {
    const tag = tags[i];
    if (tag === 7) classes.push(text(a[i]!));
    else if (tag === 8) strings.push(text(a[i]!));
    else if (tag === 9 || tag === 10 || tag === 11) members.push(`${text(a[a[i]!]!)}.${text(a[b[i]!]!)}`);
  }
  r.u2(); // access_flags
  const name = text(a[r.u2()]!);
  r.u2(); // super_class
  r.skip(2 * r.u2()); // interfaces
  readMembers(r, pool, () => undefined);
  let hasMain = false;
  readMembers(r, pool, (flags, memberName, descriptor) => {
    if (memberName === 'main' && descriptor === '([Ljava/lang/String;)V' && (flags & (ACC_PUBLIC | ACC_STATIC)) === (ACC_PUBLIC | ACC_STATIC)) hasMain = true;
  });
  return { name, classes, members, strings, hasMain };
}

/** Classes (internal names; a trailing `/` is a package prefix) a program run in the shared JVM must not refer to. */
const OWN_PROCESS_CLASSES = [
  'java/io/FileDescriptor',
  'java/io/RandomAccessFile',
  'java/lang/ClassLoader',
  'java/lang/Process',
  'java/lang/ProcessBuilder',
  'java/lang/ProcessHandle',
  'java/lang/invoke/VarHandle',
  'java/lang/instrument/',
  'java/lang/management/',
  'java/lang/ref/Cleaner',
  'java/lang/reflect/AccessibleObject',
  'java/lang/reflect/Constructor',
  'java/lang/reflect/Field',
  'java/lang/reflect/Method',
  'java/lang/reflect/Proxy',
  'java/net/',
  'java/nio/channels/',
  'java/util/logging/',
  'java/util/prefs/',
  'javax/',
  'com/sun/',
  'jdk/',
  'sun/',
];

/** Fields and methods (`owner.name`) it must not refer to: the JVM-wide state and the process. */
const OWN_PROCESS_MEMBERS = new Set([
  'java/lang/System.setProperty',
  'java/lang/System.setProperties',
  'java/lang/System.getProperties',
  'java/lang/System.clearProperty',
  'java/lang/System.load',
  'java/lang/System.loadLibrary',
  'java/lang/System.console',
  'java/lang/System.inheritedChannel',
  'java/lang/System.setSecurityManager',
  'java/lang/Runtime.exec',
  'java/lang/Runtime.halt',
  'java/lang/Runtime.addShutdownHook',
  'java/lang/Runtime.removeShutdownHook',
  'java/lang/Runtime.load',
  'java/lang/Runtime.loadLibrary',
  'java/lang/Thread.setDefaultUncaughtExceptionHandler',
  'java/lang/Thread.getAllStackTraces',
  'java/lang/Thread.getThreadGroup',
  'java/lang/Thread.enumerate',
  'java/lang/Thread.getContextClassLoader',
  'java/lang/Class.forName',
  'java/lang/Class.getClassLoader',
  'java/lang/Class.getDeclaredField',
  'java/lang/Class.getDeclaredFields',
  'java/lang/Class.getDeclaredMethod',
  'java/lang/Class.getDeclaredMethods',
  'java/lang/Class.getDeclaredConstructor',
  'java/lang/Class.getDeclaredConstructors',
  'java/lang/Class.getField',
  'java/lang/Class.getFields',
  'java/lang/Class.getMethod',
  'java/lang/Class.getMethods',
  'java/lang/Class.getConstructor',
  'java/lang/Class.getConstructors',
  'java/lang/Class.newInstance',
  'java/lang/invoke/MethodHandles.lookup',
  'java/lang/invoke/MethodHandles.privateLookupIn',
  'java/lang/invoke/MethodHandles.publicLookup',
  'java/lang/ThreadGroup.enumerate',
  'java/lang/ThreadGroup.getParent',
  'java/util/Locale.setDefault',
  'java/util/TimeZone.setDefault',
]);

/** String literals naming the process's own files, devices or the harness's directories. */
const OWN_PROCESS_STRING = /^\s*\/+\s*(?:proc|dev|sys|pj-)/;

/**
 * Whether a compiled program may run its test cases in the shared JVM of java-harness.ts.
 * @param classes every class file the compile wrote (`bytes`), in any order
 * @param mainClass the binary name the run starts (`pkg.Main`)
 * @returns `{ shared: true }`, or `{ shared: false, reason }` naming what keeps it to a process per test case
 *   (an unreadable class file, no `public static void main(String[])` in the main class, or a reference above).
 */
export function sharedJvmFit(classes: { bytes: Uint8Array }[], mainClass: string): { shared: true } | { shared: false; reason: string } {
  const mainName = mainClass.replaceAll('.', '/');
  let mainFound = false;
  for (const file of classes) {
    let summary: ClassFileSummary;
    try {
      summary = parseClassFile(file.bytes);
    } catch (e) {
      return { shared: false, reason: `unreadable class file: ${(e as Error).message}` };
    }
    if (summary.name === mainName) mainFound = summary.hasMain;
    const cls = summary.classes.find((c) => OWN_PROCESS_CLASSES.some((p) => (p.endsWith('/') ? c.startsWith(p) : c === p || c.startsWith(`${p}$`))));
    if (cls) return { shared: false, reason: `refers to ${cls}` };
    const member = summary.members.find((m) => OWN_PROCESS_MEMBERS.has(m));
    if (member) return { shared: false, reason: `calls ${member}` };
    const literal = summary.strings.find((s) => OWN_PROCESS_STRING.test(s));
    if (literal !== undefined) return { shared: false, reason: `names ${JSON.stringify(literal.slice(0, 40))}` };
  }
  if (!mainFound) return { shared: false, reason: `${mainClass} has no public static void main(String[])` };
  return { shared: true };
}
