import { describe, expect, it } from 'vitest';
import { parseValidatorFlags } from '../../common/judging/validation.ts';

describe('parseValidatorFlags (Kattis validator_flags)', () => {
  it('defaults to case- and space-insensitive with exact numbers', () => {
    expect(parseValidatorFlags('')).toEqual({ caseSensitive: false, spaceChangeSensitive: false });
  });
  it('reads every flag, float_tolerance setting both tolerances', () => {
    expect(parseValidatorFlags('case_sensitive  space_change_sensitive float_tolerance 1e-6')).toEqual({
      caseSensitive: true,
      spaceChangeSensitive: true,
      floatAbsoluteTolerance: 1e-6,
      floatRelativeTolerance: 1e-6,
    });
    expect(parseValidatorFlags('float_absolute_tolerance 0.5')).toEqual({ caseSensitive: false, spaceChangeSensitive: false, floatAbsoluteTolerance: 0.5 });
    expect(parseValidatorFlags('float_relative_tolerance 1e-9')).toEqual({ caseSensitive: false, spaceChangeSensitive: false, floatRelativeTolerance: 1e-9 });
  });
  it('refuses unknown flags and bad tolerances', () => {
    expect(() => parseValidatorFlags('ignore_case')).toThrow(/unknown validator flag: ignore_case/);
    expect(() => parseValidatorFlags('float_tolerance')).toThrow(/non-negative number/);
    expect(() => parseValidatorFlags('float_tolerance -1')).toThrow(/non-negative number/);
  });
});
