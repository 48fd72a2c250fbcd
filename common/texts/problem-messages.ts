import { MAX_NOTES_PER_PROBLEM, NOTE_BODY_MAX, NOTE_TITLE_MAX } from '../contract/limits.ts';
/** Messages of the problem page shared by the PWA and the server (spec §2.5, §4, §8): notes, solutions, submissions, custom input, the AI helper. */
export const PROBLEM_MSG = {
  tooManyNotes: `At most ${MAX_NOTES_PER_PROBLEM} notes per problem`,
  noteTitleTooLong: `Title must be at most ${NOTE_TITLE_MAX} characters`,
  noteBodyTooLong: `Body must be at most ${NOTE_BODY_MAX} characters`,
  solutionsLocked: 'Solutions will be available after you solve the problem.',
  noSubmissions: 'No submissions found for this problem',
  customInputTooLarge: 'Custom input is larger than the 64 KB limit',
  aiError: 'Error from AI Chatbot',
} as const;
