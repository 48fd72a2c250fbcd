/**
 * The headers the offline C++ compiler adds to libc++ (LLVM's C++ library for WASI), which has no
 * `<bits/stdc++.h>`: GCC's convenience header, as every built-in problem's start code includes it,
 * rebuilt from the standard headers libc++ provides on wasm32-wasi. Left out: `<csetjmp>` and
 * `<csignal>` (WASI has neither `setjmp` nor signals; their headers are an `#error` there).
 */

/** The standard headers `<bits/stdc++.h>` includes, in GCC's order (C, then C++ up to C++20). */
export const STDCXX_HEADERS: readonly string[] = [
  'cassert', 'cctype', 'cerrno', 'cfloat', 'ciso646', 'climits', 'clocale', 'cmath', 'cstdarg', 'cstddef',
  'cstdio', 'cstdlib', 'cstring', 'ctime', 'cwchar', 'cwctype', 'ccomplex', 'cfenv', 'cinttypes',
  'cstdalign', 'cstdbool', 'cstdint', 'ctgmath',
  'algorithm', 'bitset', 'complex', 'deque', 'exception', 'fstream', 'functional', 'iomanip', 'ios',
  'iosfwd', 'iostream', 'istream', 'iterator', 'limits', 'list', 'locale', 'map', 'memory', 'new',
  'numeric', 'ostream', 'queue', 'set', 'sstream', 'stack', 'stdexcept', 'streambuf', 'string',
  'typeinfo', 'utility', 'valarray', 'vector', 'array', 'atomic', 'chrono', 'codecvt',
  'condition_variable', 'forward_list', 'future', 'initializer_list', 'mutex', 'random', 'ratio',
  'regex', 'scoped_allocator', 'system_error', 'thread', 'tuple', 'typeindex', 'type_traits',
  'unordered_map', 'unordered_set', 'shared_mutex', 'any', 'charconv', 'filesystem', 'optional',
  'memory_resource', 'string_view', 'variant', 'barrier', 'bit', 'compare', 'concepts', 'coroutine',
  'latch', 'numbers', 'ranges', 'span', 'semaphore', 'source_location', 'stop_token', 'syncstream',
  'version', 'format',
];

/** The text of our `<bits/stdc++.h>`. */
export const BITS_STDCXX_H = `// <bits/stdc++.h> of Pocket Judge's offline C++: every standard header libc++ has on WASI.\n#pragma once\n${STDCXX_HEADERS.map((h) => `#include <${h}>`).join('\n')}\n`;
