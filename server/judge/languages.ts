import type { Language } from '../../common/contract/common.ts';
import { TIME_FACTOR } from '../../common/judging/limits.ts';
import { JAVA_CLASSES_MAX_BYTES } from './java-compiler.ts';
import { JS_GLOBALS_PRELOAD, jsGlobalsPreload } from './js-globals.ts';
import { javaMainClass } from './java-main.ts';

/**
 * How each language is compiled and run inside the sandbox.
 *
 * Paths are sandbox paths: the work dir is mounted at `/box`, the C++
 * precompiled-header dir at `/pch`. Limits are per process:
 * - `timeFactor` multiplies the problem's C++ time limit (ms of CPU).
 * - `memoryOverheadKb` is what the runtime itself needs on top of the problem's
 *   memory limit (JVM / V8 baseline); peak RSS above limit + overhead is MLE.
 * - `addressSpaceExtraKb` is added to the memory limit to form RLIMIT_AS for
 *   runs: managed runtimes reserve large virtual ranges they never touch (JVM
 *   code cache and class space, V8 cages), so they need head-room; their heap
 *   is capped by their own flag and off-heap use by RLIMIT_AS.
 * - `compileAddressSpaceKb` is RLIMIT_AS for the compile step.
 */
export interface LanguageSpec {
  id: Language;
  /**
   * File name of this source in the work dir and the name the run step starts (Java: the
   * public class, so any class name works as on Kattis; see java-main.ts).
   */
  entry: (code: string) => { sourceFile: string; mainClass: string };
  /** argv of the compile step (run in /box). */
  compile: (sourceFile: string) => string[];
  /**
   * With bubblewrap, the compile step instead: `argv` writes its output into a writable tmpfs of
   * `bytes` at `sandbox` (so the host's disk never receives more than that), then copies it into /box.
   */
  boundedCompile?: { argv: (sourceFile: string) => string[]; tmpfs: { sandbox: string; bytes: number } };
  /** argv of one test run (run in /box). */
  run: (memoryLimitKb: number, mainClass: string) => string[];
  timeFactor: number;
  memoryOverheadKb: number;
  addressSpaceExtraKb: number;
  compileAddressSpaceKb: number;
  /** Recognises the runtime's own out-of-memory report on stderr. */
  oomPattern: RegExp;
}

/**
 * The g++ flags every C++ compile shares: learners' programs, C++ validators and the precompiled
 * `bits/stdc++.h` (native-build.ts). g++ uses a PCH only when it was built with the same dialect and
 * optimisation flags, so all three take them from here.
 *
 * `gnu++20` rather than strict `c++20`: the C++20 that LeetCode compiles, with the GNU dialect that
 * g++ uses by default, so `__int128` stays an integral type to `<type_traits>` and `<limits>` and the
 * GNU extensions competitive programs rely on keep working.
 */
export const CXX_FLAGS: readonly string[] = ['-std=gnu++20', '-O2', '-pipe'];

/**
 * Python's syntax check, the compile step of a Python program: the source is compiled in memory
 * (nothing is written: `py_compile` would leave `__pycache__` in the box) and a `SyntaxError` is
 * printed as Python prints it, without a traceback of this checker, so a learner sees
 * `File "main.py", line 3` as on LeetCode's and Kattis' Compile Error.
 */
const PYTHON_SYNTAX_CHECK = [
  'import sys, traceback',
  'source = open(sys.argv[1], "rb").read()',
  'try:',
  '    compile(source, sys.argv[1], "exec", dont_inherit=True)',
  'except SyntaxError as e:',
  '    sys.stderr.write("".join(traceback.format_exception_only(type(e), e)))',
  '    sys.exit(1)',
].join('\n');

/**
 * CPython's flags for learners' programs: `-I` isolated mode (no PYTHON* environment variables, no
 * user site-packages, the script's directory not put first on `sys.path`), `-B` no `.pyc` written.
 * The `site` module runs, as with `python3 main.py` (`exit()`, `quit()`, `help`), while the sandbox
 * hides the site-packages directories it would add (sandbox.ts `hiddenSitePackages`): the standard
 * library only, as on Kattis.
 */
export const PYTHON_FLAGS: readonly string[] = ['-I', '-B'];

/**
 * The JVM options of a learner's Java program under a memory limit of `memoryLimitKb` (KB): the heap at
 * the limit, a 64 MB stack, the serial collector, bounded metaspace and code cache, UTF-8. A JVM per test
 * case and the shared JVM of java-harness.ts both start with them.
 */
export function javaRunOptions(memoryLimitKb: number): string[] {
  return [
    `-Xmx${memoryLimitKb}k`,
    '-Xss64m',
    '-XX:+UseSerialGC',
    '-XX:-UsePerfData',
    '-XX:MaxMetaspaceSize=128m',
    '-XX:ReservedCodeCacheSize=64m',
    '-XX:CompressedClassSpaceSize=64m',
    '-Dfile.encoding=UTF-8',
  ];
}

const JAVAC_OPTIONS = ['-J-Xmx512m', '-J-XX:+UseSerialGC', '-J-XX:-UsePerfData', '-encoding', 'UTF-8', '-nowarn'];

export const LANGUAGE_SPECS: Record<Language, LanguageSpec> = {
  'c++': {
    id: 'c++',
    entry: () => ({ sourceFile: 'main.cpp', mainClass: 'main' }),
    // -I/pch first: GCC picks up /pch/bits/stdc++.h.gch built with the same flags (see native-build.ts).
    compile: (sourceFile) => ['g++', ...CXX_FLAGS, '-I/pch', '-o', 'main', sourceFile],
    run: () => ['./main'],
    timeFactor: TIME_FACTOR['c++'],
    memoryOverheadKb: 0,
    addressSpaceExtraKb: 96 * 1024,
    compileAddressSpaceKb: 2 * 1024 * 1024,
    oomPattern: /std::bad_alloc/,
  },
  java: {
    id: 'java',
    entry: (code) => {
      const main = javaMainClass(code);
      return { sourceFile: main.sourceFile, mainClass: main.className };
    },
    // -d .: a class in a package lands in its package directory, where `java -cp /box` finds it.
    compile: (sourceFile) => ['javac', ...JAVAC_OPTIONS, '-d', '.', sourceFile],
    // Class files go to a tmpfs of the warm compiler's cap first: javac alone would write any amount into the box.
    boundedCompile: {
      argv: (sourceFile) => ['sh', '-c', 'javac "$@" && exec cp -R /out/. /box/', 'javac', ...JAVAC_OPTIONS, '-d', '/out', sourceFile],
      tmpfs: { sandbox: '/out', bytes: JAVA_CLASSES_MAX_BYTES },
    },
    run: (memoryLimitKb, mainClass) => ['java', ...javaRunOptions(memoryLimitKb), '-cp', '/box', mainClass],
    timeFactor: TIME_FACTOR.java,
    memoryOverheadKb: 96 * 1024,
    addressSpaceExtraKb: 2 * 1024 * 1024,
    compileAddressSpaceKb: 3 * 1024 * 1024,
    oomPattern: /java\.lang\.OutOfMemoryError/,
  },
  javascript: {
    id: 'javascript',
    entry: () => ({ sourceFile: 'main.js', mainClass: 'main.js' }),
    // The box is writable only while compiling: the preload of LeetCode's globals is written there then.
    compile: (sourceFile) => ['sh', '-c', 'printf %s "$1" > "$2" && exec node --check "$3"', 'sh', jsGlobalsPreload(), JS_GLOBALS_PRELOAD, sourceFile],
    run: (memoryLimitKb, mainClass) => [
      'node',
      '--require',
      JS_GLOBALS_PRELOAD,
      `--max-old-space-size=${Math.max(16, Math.floor(memoryLimitKb / 1024))}`,
      '--stack-size=32768',
      mainClass,
    ],
    timeFactor: TIME_FACTOR.javascript,
    memoryOverheadKb: 64 * 1024,
    addressSpaceExtraKb: 1536 * 1024,
    compileAddressSpaceKb: 2 * 1024 * 1024,
    oomPattern: /JavaScript heap out of memory|Reached heap limit/,
  },
  python3: {
    id: 'python3',
    entry: () => ({ sourceFile: 'main.py', mainClass: 'main.py' }),
    compile: (sourceFile) => ['python3', ...PYTHON_FLAGS, '-c', PYTHON_SYNTAX_CHECK, sourceFile],
    run: (_memoryLimitKb, mainClass) => ['python3', ...PYTHON_FLAGS, mainClass],
    timeFactor: TIME_FACTOR.python3,
    // The interpreter and its standard modules before the program's first line: about 10 MB resident.
    memoryOverheadKb: 16 * 1024,
    addressSpaceExtraKb: 64 * 1024,
    compileAddressSpaceKb: 512 * 1024,
    oomPattern: /^MemoryError\b/m,
  },
};
