/**
 * The problem page's read-only view of the whole program the judge runs (the learner's code joined to the
 * problem's driver, `src/features/problem/FullProgramDialog.tsx`). Apart from `PROBLEM_TEXT` so that the page
 * loads them only when the view is opened.
 */
export const FULL_PROGRAM_TEXT = {
  title: 'The full program (read-only)',
  /** Where the learner's code sits in it: `first`–`last` are 1-based line numbers of the full program. */
  explain: (first: number, last: number) =>
    `The judge runs your code inside this program: lines ${first}–${last} are yours (highlighted); the rest reads the input, calls your code and prints the answer. Error messages give line numbers of your code, or of this program for lines outside it.`,
  /** The learner's code is a whole program (it defines main or reads the input itself). */
  whole: 'Your code is a whole program (it defines main or reads the input itself), so the judge runs it as it is, without the driver below. Reset to start code to write only the function.',
  driverTitle: 'The driver the judge would add',
  code: (language: string) => `Full ${language} program`,
  close: 'Close',
} as const;
