import type { Language } from '../contract/common.ts';

/**
 * Judging limits both tiers apply: the server's judge and the browser's offline
 * JavaScript runner, so a run gives the same verdict wherever it happens.
 */

/** Bytes of a program's stdout kept in a result; the rest is cut with a marker. */
export const KEEP_OUTPUT_BYTES = 64 * 1024;
/** Bytes of stderr (and compiler output) kept; the rest is dropped. */
export const STDERR_KEEP_BYTES = 64 * 1024;
/** A program that writes this many bytes to stdout (or more) is stopped: Output Limit Exceeded. */
export const OUTPUT_LIMIT_BYTES = 16 * 1024 * 1024;
/** Default limits of a problem: CPU ms (C++) and memory KB. */
export const DEFAULT_TIME_LIMIT_MS = 2000;
export const DEFAULT_MEMORY_LIMIT_KB = 256 * 1024;

/** Each language's factor on a problem's time limit (which is set for C++). */
export const TIME_FACTOR: Record<Language, number> = { 'c++': 1, java: 2, javascript: 2, python3: 3 };
