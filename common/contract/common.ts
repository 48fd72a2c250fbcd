import * as z from 'zod/mini';
import { MSG } from '../texts.ts';

/**
 * Shared primitives of the API contract (product spec §3, §7).
 * Imported by the PWA and the server; no runtime dependencies besides zod.
 */

/** Languages the judge runs, spelled as in spec §9. */
export const LANGUAGES = ['c++', 'java', 'javascript'] as const;
export const languageSchema = z.enum(LANGUAGES, { error: 'Language must be one of c++, java, javascript' });
export type Language = z.infer<typeof languageSchema>;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

export const TAGS = ['Array', 'Linkedlist', 'DP', 'Graph'] as const;
export const tagSchema = z.enum(TAGS);
export type Tag = z.infer<typeof tagSchema>;

/**
 * Characters no text field accepts: C0 controls except tab, newline and carriage return,
 * and DEL. (PostgreSQL cannot store NUL; the others have no use in names, notes or code.)
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Check for string schemas: `z.string().check(noControlChars)` rejects {@link CONTROL_CHARS}. */
export const noControlChars = z.refine<string>((s) => !CONTROL_CHARS.test(s), MSG.controlChars);

/** Ids are 24 lowercase hex characters (the shape of the original app's ids). */
export const idSchema = z.string().check(z.regex(/^[0-9a-f]{24}$/, 'Invalid id'));

/**
 * Error body of every non-2xx JSON response:
 * `{ statusCode, error, message, issues? }` — `message` is human readable and,
 * for validation errors, starts with the offending field's path.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Maximum size of submitted source code in bytes (UTF-8). Larger code gets 413. */
export const MAX_CODE_BYTES = 64 * 1024;
