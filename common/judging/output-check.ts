import { OutputMatcher } from './compare.ts';
import { DefaultOutputValidator, type DefaultValidatorOptions, type ValidationResult } from './default-validator.ts';
import type { DefaultValidatorFlags } from './validation.ts';

/**
 * One streaming interface over the comparisons both tiers run in-process (the server's judge
 * and the browser's offline JavaScript runner): the legacy line comparison ({@link OutputMatcher})
 * and the Kattis default output validator ({@link DefaultOutputValidator}). Custom output
 * validators are programs and run only in the server's sandbox.
 */
export interface OutputChecker {
  /** Adds the next piece of the program's output (any split). */
  push(chunk: string): void;
  /** True once the output is known to be rejected (the caller may stop reading). */
  readonly failed: boolean;
  /** Ends the output; the decision, with a short judge message when the default validator rejects. */
  end(): ValidationResult;
}

/** The validations that compare in-process. */
export type InProcessValidation = { kind: 'legacy' } | { kind: 'default'; flags: DefaultValidatorFlags };

/**
 * A checker of `expected` (the judge answer) under `validation`.
 * @param options passed to the default validator (which answer bytes its messages may quote).
 */
export function createOutputChecker(validation: InProcessValidation, expected: string, options: DefaultValidatorOptions = {}): OutputChecker {
  if (validation.kind === 'default') return new DefaultOutputValidator(expected, validation.flags, options);
  const matcher = new OutputMatcher(expected);
  return {
    push: (chunk) => matcher.push(chunk),
    get failed() {
      return matcher.failed;
    },
    end: () => (matcher.end() ? { accepted: true } : { accepted: false }),
  };
}
