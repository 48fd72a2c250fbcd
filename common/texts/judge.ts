/** Texts of the judge's verdicts and compile messages that are more precise than a status name. */
export const JUDGE_TEXT = {
  /** A run that ended with a non-zero exit status (not a signal, not a limit). */
  nonZeroExit: (code: number) => `Runtime Error (NZEC): exit code ${code}`,
  /** A Java program whose class files together weigh more than the judge accepts. */
  javaClassesTooLarge: (mb: number) => `The compiled classes exceed ${mb} MB, the most one program may have`,
} as const;
