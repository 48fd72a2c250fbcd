import { describe, expect, it } from 'vitest';
import { DefaultOutputValidator, parseKattisFloat, type ValidationResult } from '../../common/judging/default-validator.ts';
import { createOutputChecker } from '../../common/judging/output-check.ts';
import type { DefaultValidatorFlags } from '../../common/judging/validation.ts';

const PLAIN: DefaultValidatorFlags = { caseSensitive: false, spaceChangeSensitive: false };

/** Runs the validator on `team`, fed in pieces of the given sizes (cycled); whole by default. */
function check(team: string, answer: string, flags: Partial<DefaultValidatorFlags> = {}, sizes: number[] = [Infinity], reveal?: number): ValidationResult {
  const v = new DefaultOutputValidator(answer, { ...PLAIN, ...flags }, reveal === undefined ? {} : { revealAnswerBytes: reveal });
  let i = 0;
  let k = 0;
  while (i < team.length) {
    const n = Math.min(sizes[k++ % sizes.length]!, team.length);
    v.push(team.slice(i, i + n));
    i += n;
  }
  return v.end();
}
const ok = (team: string, answer: string, flags: Partial<DefaultValidatorFlags> = {}) => check(team, answer, flags).accepted;

/** Small deterministic PRNG (mulberry32) so failures reproduce. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('DefaultOutputValidator: tokens and whitespace', () => {
  it('accepts the same tokens with any whitespace between them', () => {
    expect(ok('1 2 3\n', '1 2 3\n')).toBe(true);
    expect(ok('  1\t2\r\n\n3', '1 2 3\n')).toBe(true);
    expect(ok('1\n2\n3\n\n\n', '1 2 3')).toBe(true);
    expect(ok('', '')).toBe(true);
    expect(ok(' \n', '\n\n')).toBe(true);
  });
  it('rejects a different token, naming the line and both tokens', () => {
    expect(check('1\n2\n5\n', '1\n2\n6\n')).toEqual({ accepted: false, message: 'Wrong answer on line 3: read 5, expected 6' });
    expect(ok('12', '1 2')).toBe(false);
    expect(ok('1 2', '12')).toBe(false);
  });
  it('rejects missing and extra tokens', () => {
    expect(check('1 2', '1 2 3')).toEqual({ accepted: false, message: 'Wrong answer on line 1: the output ended early, expected 3' });
    expect(check('', '7\n')).toEqual({ accepted: false, message: 'Wrong answer on line 1: the output is empty, expected 7' });
    expect(check('1 2 3\n4', '1 2 3')).toEqual({ accepted: false, message: 'Wrong answer on line 2: unexpected extra output 4' });
  });
  it('quotes long tokens cut to 30 characters', () => {
    const long = 'x'.repeat(100);
    const r = check(long, 'y');
    expect(r).toEqual({ accepted: false, message: `Wrong answer on line 1: read ${'x'.repeat(30)}…, expected y` });
  });
  it('quotes no answer token beyond the bytes a learner may see', () => {
    const answer = `${'1 '.repeat(10)}99\n`;
    expect(check(`${'1 '.repeat(10)}98`, answer, {}, [Infinity], 1000)).toEqual({ accepted: false, message: 'Wrong answer on line 1: read 98, expected 99' });
    expect(check(`${'1 '.repeat(10)}98`, answer, {}, [Infinity], 10)).toEqual({ accepted: false, message: 'Wrong answer on line 1: read 98, which differs from the answer' });
    expect(check('1 '.repeat(10), answer, {}, [Infinity], 10)).toEqual({ accepted: false, message: 'Wrong answer on line 1: the output ended early, expected more' });
    // Multi-byte characters count as UTF-8 bytes: 'é' is 2 bytes, so 'é1' ends at byte 3.
    expect(check('é2', 'é1', {}, [Infinity], 2)).toEqual({ accepted: false, message: 'Wrong answer on line 1: read é2, which differs from the answer' });
    expect(check('é2', 'é1', {}, [Infinity], 3)).toEqual({ accepted: false, message: 'Wrong answer on line 1: read é2, expected é1' });
  });
});

describe('DefaultOutputValidator: case', () => {
  it('is case-insensitive by default (ASCII letters)', () => {
    expect(ok('YES\nno', 'yes\nNO')).toBe(true);
    expect(ok('É', 'é')).toBe(false);
  });
  it('case_sensitive makes case count', () => {
    expect(check('YES', 'yes', { caseSensitive: true })).toEqual({ accepted: false, message: 'Wrong answer on line 1: read YES, expected yes' });
    expect(ok('yes', 'yes', { caseSensitive: true })).toBe(true);
  });
});

describe('DefaultOutputValidator: space_change_sensitive', () => {
  const S = { spaceChangeSensitive: true };
  it('needs the exact whitespace, trailing newline included', () => {
    expect(ok('1 2\n3\n', '1 2\n3\n', S)).toBe(true);
    expect(check('1  2\n3\n', '1 2\n3\n', S)).toEqual({ accepted: false, message: 'Wrong answer on line 1: whitespace differs: read a space, expected more output' });
    expect(check('1 2 3\n', '1 2\n3\n', S)).toEqual({ accepted: false, message: 'Wrong answer on line 1: whitespace differs: read a space, expected a newline' });
    expect(check('1 2\n3', '1 2\n3\n', S)).toEqual({ accepted: false, message: 'Wrong answer on line 2: read the end of the output, expected a newline' });
    expect(check('1 2\n3\n\n', '1 2\n3\n', S)).toEqual({ accepted: false, message: 'Wrong answer on line 3: whitespace differs: read a newline, expected the end of the output' });
    expect(check('1 2\r\n', '1 2\n', S).accepted).toBe(false);
    expect(check(' 1', '1', S).accepted).toBe(false);
    expect(check('12', '1 2', S).accepted).toBe(false);
  });
  it('still compares tokens by the other flags', () => {
    expect(ok('A b\n', 'a B\n', S)).toBe(true);
    expect(ok('1.0001 x\n', '1 x\n', { ...S, floatAbsoluteTolerance: 1e-3 })).toBe(true);
  });
});

describe('DefaultOutputValidator: floats', () => {
  it('without a tolerance numbers compare as strings', () => {
    expect(ok('1.0', '1')).toBe(false);
    expect(ok('1', '1')).toBe(true);
  });
  it('absolute tolerance', () => {
    const F = { floatAbsoluteTolerance: 1e-6 };
    expect(ok('3.1415930', '3.14159265', F)).toBe(true);
    expect(check('3.1416', '3.14159265', F)).toEqual({ accepted: false, message: 'Wrong answer on line 1: read 3.1416, expected 3.14159265 within the tolerance (absolute 0.000001)' });
    expect(ok('1000000.5', '1000000', F)).toBe(false);
  });
  it('relative tolerance', () => {
    const F = { floatRelativeTolerance: 1e-6 };
    expect(ok('1000000.5', '1000000', F)).toBe(true);
    expect(ok('1000002', '1000000', F)).toBe(false);
    // Relative error of an answer of 0 never accepts anything but 0.
    expect(ok('1e-300', '0', F)).toBe(false);
    expect(ok('-0', '0', F)).toBe(true);
  });
  it('float_tolerance: absolute OR relative', () => {
    const F = { floatAbsoluteTolerance: 1e-6, floatRelativeTolerance: 1e-6 };
    expect(ok('1e-7', '0', F)).toBe(true);
    expect(ok('1000000.5', '1000000', F)).toBe(true);
    expect(ok('0.5', '0.4', F)).toBe(false);
  });
  it('exponent and other number forms', () => {
    const F = { floatAbsoluteTolerance: 1e-9 };
    expect(ok('1.5e3', '1500', F)).toBe(true);
    expect(ok('1500', '1.5E+3', F)).toBe(true);
    expect(ok('.5', '0.5', F)).toBe(true);
    expect(ok('5.', '+5', F)).toBe(true);
    expect(ok('0x1.8p1', '3', F)).toBe(true);
    expect(ok('2.5e-10', '0', F)).toBe(true);
  });
  it('a number answer needs a number; nan and inf are not numbers', () => {
    const F = { floatAbsoluteTolerance: 1e-6 };
    expect(check('abc', '1.5', F)).toEqual({ accepted: false, message: 'Wrong answer on line 1: read abc, expected a number (1.5)' });
    expect(ok('nan', '1.5', F)).toBe(false);
    expect(ok('inf', '1e308', F)).toBe(false);
    expect(ok('1e400', '1e308', F)).toBe(false);
    // Judge tokens that are not finite numbers compare as strings (case-insensitively).
    expect(ok('NaN', 'nan', F)).toBe(true);
    expect(ok('Inf', 'inf', F)).toBe(true);
    expect(ok('0', 'nan', F)).toBe(false);
    // Mixed lines: words compare as strings, numbers numerically.
    expect(ok('Case #1: 0.3333333', 'case #1: 0.333333333', F)).toBe(true);
  });
  it('parseKattisFloat follows the strtod grammar', () => {
    expect(parseKattisFloat('-1.5e-3')).toBe(-0.0015);
    expect(parseKattisFloat('1.e3')).toBe(1000);
    expect(parseKattisFloat('0X.8')).toBe(0.5);
    expect(parseKattisFloat('-0x10')).toBe(-16);
    expect(parseKattisFloat('1e-400')).toBe(0);
    for (const bad of ['', '.', '+.', '1e', '1e+', '0x', '1.5.', '1,5', '--1', 'infinity', 'nan', '1d5', '.e3', '0xg']) {
      expect(parseKattisFloat(bad), bad).toBeNull();
    }
  });
  it('reads a 2 MB token that is almost a number (no backtracking blow-up)', () => {
    const huge = '1'.repeat(2_000_000) + 'x';
    expect(parseKattisFloat(huge)).toBeNull();
    expect(check(huge, '1', { floatAbsoluteTolerance: 1 })).toEqual({ accepted: false, message: `Wrong answer on line 1: read ${'1'.repeat(30)}…, expected a number (1)` });
  });
});

describe('DefaultOutputValidator: streaming', () => {
  it('gives the same result for every chunking (property test)', () => {
    const random = rng(20261125);
    const alphabet = ['1', '2', 'a', 'A', '.', '5', 'e', '-', ' ', ' ', '\n', '\n', '\r', '\t', 'é'];
    const flagSets: Partial<DefaultValidatorFlags>[] = [{}, { caseSensitive: true }, { spaceChangeSensitive: true }, { floatAbsoluteTolerance: 0.01, floatRelativeTolerance: 0.001 }];
    let rejected = 0;
    for (let round = 0; round < 400; round++) {
      const gen = (n: number) => Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const answer = gen(Math.floor(random() * 20));
      // Half the time a small mutation of the answer, so both verdicts occur.
      const team = random() < 0.5 ? answer.replace(/ /, '  ').replace(/a/, 'A') : gen(Math.floor(random() * 20));
      const flags = flagSets[round % flagSets.length]!;
      const whole = check(team, answer, flags);
      if (!whole.accepted) rejected++;
      for (let size = 1; size <= Math.max(1, team.length); size++) expect(check(team, answer, flags, [size]), `${JSON.stringify(team)} vs ${JSON.stringify(answer)} in ${size}s`).toEqual(whole);
      const sizes = Array.from({ length: 5 }, () => 1 + Math.floor(random() * 4));
      expect(check(team, answer, flags, sizes)).toEqual(whole);
    }
    expect(rejected).toBeGreaterThan(50);
    expect(rejected).toBeLessThan(390);
  });
  it('splits inside a token are seen as one token', () => {
    expect(check('12 34', '12 34', {}, [1])).toEqual({ accepted: true });
    expect(check('1234', '12 34', {}, [2])).toEqual({ accepted: false, message: 'Wrong answer on line 1: read 1234, expected 12' });
    expect(check('3.14159', '3.1416', { floatAbsoluteTolerance: 1e-4 }, [3])).toEqual({ accepted: true });
  });
  it('stops reading at the first difference', () => {
    const v = new DefaultOutputValidator('1\n2\n', PLAIN);
    v.push('9\n');
    expect(v.failed).toBe(true);
    v.push('2\n');
    expect(v.end()).toEqual({ accepted: false, message: 'Wrong answer on line 1: read 9, expected 1' });
  });
  it('handles megabytes in 64 KB pieces', () => {
    const answer = Array.from({ length: 300_000 }, (_, i) => String(i)).join('\n');
    const v = new DefaultOutputValidator(answer, PLAIN);
    const team = answer.replace(/\n/g, ' ');
    for (let i = 0; i < team.length; i += 65536) v.push(team.slice(i, i + 65536));
    expect(v.end()).toEqual({ accepted: true });
  });
});

describe('createOutputChecker', () => {
  it('legacy keeps the line comparison', () => {
    const legacy = createOutputChecker({ kind: 'legacy' }, '1 2\n');
    legacy.push('1 2   \n\n');
    expect(legacy.end()).toEqual({ accepted: true });
    const spaced = createOutputChecker({ kind: 'legacy' }, '1 2\n');
    spaced.push('1  2\n');
    expect(spaced.end()).toEqual({ accepted: false });
  });
  it('default uses the Kattis validator', () => {
    const c = createOutputChecker({ kind: 'default', flags: PLAIN }, '1 2\n');
    c.push('1  2');
    expect(c.end()).toEqual({ accepted: true });
  });
});
