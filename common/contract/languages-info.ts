import type { Language } from './common.ts';

/**
 * What each language runs on the judge (and what the language menu says it runs): the C++
 * standard and g++ major version, the Java major version, the Node.js major version and the
 * LeetCode packages its programs get as globals (priority-queue 6.x, with code written for 5.x kept
 * working: common/judging/leetcode-queues.ts), the Python version. `tests/server/languages-info.test.ts` checks
 * these against the real toolchain, the judge's C++ flags and the installed packages.
 */
export const LANGUAGES_INFO = {
  'c++': { standard: 'C++20', compiler: 'g++', compilerMajor: 12 },
  java: { major: 17 },
  javascript: {
    nodeMajor: 20,
    globalPackages: [
      { name: '@datastructures-js/priority-queue', shortName: 'priority-queue', version: '6.4.0' },
      { name: '@datastructures-js/queue', shortName: 'queue', version: '4.2.3' },
    ],
  },
  /** CPython of the judge (Debian's `python3`), and Pyodide's CPython of the same minor version offline. */
  python3: { major: 3, minor: 11 },
} as const satisfies Record<Language, unknown>;
