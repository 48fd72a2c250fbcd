/** Texts of the judge's verdicts and compile messages that are more precise than a status name. */
export const JUDGE_TEXT = {
  /** A run that ended with a non-zero exit status (not a signal, not a limit). */
  nonZeroExit: (code: number) => `Runtime Error (NZEC): exit code ${code}`,
  /** A Java program whose class files together weigh more than the judge accepts. */
  javaClassesTooLarge: (mb: number) => `The compiled classes exceed ${mb} MB, the most one program may have`,
  /**
   * An interactive run ended by the wall clock while the program used little CPU: it and the interactor
   * were waiting for each other (Kattis: Idleness Limit Exceeded, reported as Time Limit Exceeded).
   */
  idlenessLimit: (wallMs: number) =>
    `Idleness limit: the program and the interactor were both waiting for input for ${(wallMs / 1000).toFixed(1)} s — flush your output after each line and read every reply`,
} as const;
