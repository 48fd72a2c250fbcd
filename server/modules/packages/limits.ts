/**
 * Caps of a problem package, far above what a real ICPC/Kattis package needs and low enough that
 * one import cannot exhaust the server's memory or disk. An archive is checked against them from
 * its central directory before anything is unpacked, and again while unpacking (the declared
 * sizes can lie); a package directory (built-in, CLI) is checked file by file before reading.
 * A package over a cap is refused with a {@link PackageError} whose status is 413.
 */

const MB = 1024 * 1024;

/** Most entries (files and directories) an archive may have. */
export const PACKAGE_MAX_ENTRIES = 10_000;

/** Most bytes one file of a package may have (a test file, a statement, a submission…). */
export const PACKAGE_MAX_FILE_BYTES = 64 * MB;

/** Most bytes all files of an archive may add up to once unpacked. */
export const PACKAGE_MAX_UNCOMPRESSED_BYTES = 512 * MB;

/**
 * Most bytes of test data (`data/**` `.in` and `.ans`, samples included) a package may have: all of it
 * goes into the problem's row (jsonb, whose values cannot exceed 255 MB) and the judge reads it for every
 * submission.
 */
export const PACKAGE_MAX_TEST_DATA_BYTES = 128 * MB;

/**
 * Compression-ratio guard: an archive that unpacks to more than {@link RATIO_GUARD_FLOOR_BYTES} and more
 * than this many times its own size is refused as a zip bomb (deflate tops out near 1032:1; text test
 * data compresses 3–20:1).
 */
export const PACKAGE_MAX_COMPRESSION_RATIO = 200;

/** Below this many unpacked bytes the compression ratio is not checked. */
export const RATIO_GUARD_FLOOR_BYTES = 64 * MB;

/** `n` bytes as whole MB, for messages. */
export function mb(n: number): string {
  return `${Math.round(n / MB)} MB`;
}
