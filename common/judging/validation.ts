import * as z from 'zod/mini';
import { lazySchema } from '../contract/lazy.ts';

/**
 * How a problem's output is judged, in the terms of the ICPC/Kattis problem package format
 * (`problem.yaml` keys `validation` and `validator_flags`; the 2023-07 draft's
 * `validation: default | custom` with `output_validators/`).
 * Source: the Kattis problem package format, https://www.kattis.com/problem-package-format/
 *
 * - `default`: the default output validator compares the team output with the judge answer
 *   token by token, with the flags below (Kattis: case-insensitive and whitespace-insensitive
 *   unless `case_sensitive` / `space_change_sensitive`; floats within the given tolerances).
 * - `custom`: a problem-supplied output validator program, compiled once per problem and run
 *   in the sandbox for every test case as `validator input judge_answer feedback_dir [flags]`
 *   with the submission's output on stdin; exit code 42 = accepted, 43 = wrong answer, anything
 *   else = judge error; `feedback_dir/judgemessage.txt` is shown as the judge's message.
 *   With `interactive: true` the validator is an interactor, run side by side with the program and
 *   talking to it over its stdin and stdout (server/judge/interactive.ts).
 *
 * A problem without a stored validation (built-in problems written before packages) is judged
 * with {@link LEGACY_VALIDATION}: the line-based comparison of `compare.ts`.
 */

/** Flags of the default output validator (Kattis `validator_flags`). */
export const defaultValidatorFlagsSchema = lazySchema(() => z.object({
  /** `case_sensitive`: letters must match in case. Default false. */
  caseSensitive: z.boolean(),
  /** `space_change_sensitive`: whitespace must match exactly, not just separate tokens. Default false. */
  spaceChangeSensitive: z.boolean(),
  /** `float_absolute_tolerance ε` (or `float_tolerance ε`): numbers within ε of the answer are accepted. */
  floatAbsoluteTolerance: z.optional(z.number().check(z.nonnegative())),
  /** `float_relative_tolerance ε` (or `float_tolerance ε`): numbers within ε·|answer| are accepted. */
  floatRelativeTolerance: z.optional(z.number().check(z.nonnegative())),
}));
export type DefaultValidatorFlags = z.infer<typeof defaultValidatorFlagsSchema>;

/** Languages a custom output validator may be written in (the judge compiles or runs it like a submission). */
export const VALIDATOR_LANGUAGES = ['c++', 'java', 'javascript', 'python3'] as const;

/** One source file of a custom validator: a path relative to the validator's directory, and its text. */
export const validatorFileSchema = lazySchema(() => z.object({ name: z.string().check(z.minLength(1), z.maxLength(200)), content: z.string() }));

export const outputValidationSchema = lazySchema(() => z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('legacy') }),
  z.object({ kind: z.literal('default'), flags: defaultValidatorFlagsSchema }),
  z.object({
    kind: z.literal('custom'),
    language: z.enum(VALIDATOR_LANGUAGES),
    /** All source files of the validator (headers such as `validate.h` included). */
    files: z.array(validatorFileSchema).check(z.minLength(1)),
    /** Extra arguments passed after `feedback_dir` (`validator_flags`, split on whitespace). */
    flags: z.array(z.string()),
    /**
     * An interactive problem (Kattis `validation: custom interactive`, 2023-07 `type: interactive`):
     * the validator is the interactor, talking to the program over its stdin and stdout.
     */
    interactive: z.optional(z.boolean()),
  }),
]));
/** True when a problem with this validation is interactive (its examples cannot run on typed-in input). */
export function isInteractive(v: OutputValidation | null | undefined): boolean {
  return v?.kind === 'custom' && v.interactive === true;
}

/** The stored `validation` of a problem. */
export type OutputValidation = z.infer<typeof outputValidationSchema>;

/** The comparison of problems that predate packages: trailing whitespace per line and trailing blank lines ignored. */
export const LEGACY_VALIDATION: OutputValidation = { kind: 'legacy' };

/**
 * Parses Kattis `validator_flags` for the default output validator: `case_sensitive`,
 * `space_change_sensitive`, `float_tolerance ε` (absolute and relative), `float_absolute_tolerance ε`,
 * `float_relative_tolerance ε`. Tokens are separated by whitespace.
 * @param flags the `validator_flags` string of `problem.yaml` (legacy format) or the
 *   `output_validator_flags` of a test group's `testdata.yaml`; empty for none.
 * @throws Error naming the flag when a flag is unknown or a tolerance is not a non-negative number.
 */
export function parseValidatorFlags(flags: string): DefaultValidatorFlags {
  const out: DefaultValidatorFlags = { caseSensitive: false, spaceChangeSensitive: false };
  const tokens = flags.trim() === '' ? [] : flags.trim().split(/\s+/);
  for (let i = 0; i < tokens.length; i++) {
    const flag = tokens[i]!;
    if (flag === 'case_sensitive') out.caseSensitive = true;
    else if (flag === 'space_change_sensitive') out.spaceChangeSensitive = true;
    else if (flag === 'float_tolerance' || flag === 'float_absolute_tolerance' || flag === 'float_relative_tolerance') {
      const value = Number(tokens[++i]);
      if (tokens[i] === undefined || !Number.isFinite(value) || value < 0) {
        throw new Error(`validator flag ${flag} needs a non-negative number`);
      }
      if (flag !== 'float_relative_tolerance') out.floatAbsoluteTolerance = value;
      if (flag !== 'float_absolute_tolerance') out.floatRelativeTolerance = value;
    } else throw new Error(`unknown validator flag: ${flag}`);
  }
  return out;
}

/**
 * What a client may know of a problem's validation (the problem detail of GET /api/prblm/:id):
 * the kind and the default validator's flags, never a custom validator's sources.
 */
export const publicValidationSchema = lazySchema(() => z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('legacy') }),
  z.object({ kind: z.literal('default'), flags: defaultValidatorFlagsSchema }),
  z.object({ kind: z.literal('custom') }),
]));
export type PublicValidation = z.infer<typeof publicValidationSchema>;

/** The public part of a stored validation (null: the legacy comparison). */
export function publicValidation(validation: OutputValidation | null | undefined): PublicValidation {
  if (!validation || validation.kind === 'legacy') return { kind: 'legacy' };
  if (validation.kind === 'default') return { kind: 'default', flags: validation.flags };
  return { kind: 'custom' };
}
