/**
 * Deterministic pseudo-random numbers for generated test cases.
 *
 * Algorithm: mulberry32 (Tommy Ettinger, public domain), a 32-bit state PRNG.
 * The same seed gives the same sequence on every machine, so generated test
 * cases and their expected outputs are stable across boots.
 */
export function createRng(seed: number) {
  let a = seed >>> 0;
  /** Uniform float in [0, 1). */
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** Uniform integer in [lo, hi] (inclusive). */
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  return { next, int };
}
