import * as z from 'zod/mini';
import { lazySchema } from './lazy.ts';
import { MSG } from '../texts.ts';

/**
 * Shared primitives of the API contract (product spec §3, §7).
 * Imported by the PWA and the server; no runtime dependencies besides zod.
 */

/** Languages the judge runs: the spec's three (§9, spelled as there) and Python 3. */
export const LANGUAGES = ['c++', 'java', 'javascript', 'python3'] as const;
export const languageSchema = lazySchema(() => z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(', ')}` }));
export type Language = z.infer<typeof languageSchema>;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const difficultySchema = lazySchema(() => z.enum(DIFFICULTIES));
export type Difficulty = z.infer<typeof difficultySchema>;

export const TAGS = ['Array', 'Linkedlist', 'DP', 'Graph'] as const;
export const tagSchema = lazySchema(() => z.enum(TAGS));
export type Tag = z.infer<typeof tagSchema>;

/**
 * The topics of the problem library: the standard interview curriculum. A problem has one or more;
 * the spec's four {@link TAGS} stay each problem's list tag.
 */
export const TOPICS = [
  'Arrays & Hashing',
  'Two Pointers',
  'Sliding Window',
  'Stack',
  'Binary Search',
  'Linked List',
  'Trees',
  'Tries',
  'Heap / Priority Queue',
  'Backtracking',
  'Graphs',
  'Advanced Graphs',
  '1-D DP',
  '2-D DP',
  'Greedy',
  'Intervals',
  'Math & Geometry',
  'Bit Manipulation',
  'Strings',
] as const;
export const topicSchema = lazySchema(() => z.enum(TOPICS, { error: `Topic must be one of ${TOPICS.join(', ')}` }));
export type Topic = z.infer<typeof topicSchema>;
/** Most topics a problem carries. */
export const MAX_TOPICS = 4;

/** The topic each of the spec's tags stands for: a problem saved without topics has its tag's. */
export const TAG_TOPIC: Record<Tag, Topic> = { Array: 'Arrays & Hashing', Linkedlist: 'Linked List', DP: '1-D DP', Graph: 'Graphs' };

/**
 * A problem's topics: the ones it was saved with or, for a problem saved without (written before
 * topics, or by an older server), its tag's ({@link TAG_TOPIC}).
 */
export function topicsOf(p: { tags: Tag; topics?: readonly Topic[] | null }): readonly Topic[] {
  return p.topics?.length ? p.topics : [TAG_TOPIC[p.tags]];
}

/**
 * Characters no text field accepts: C0 controls except tab, newline and carriage return,
 * and DEL. (PostgreSQL cannot store NUL; the others have no use in names, notes or code.)
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Check for string schemas: `z.string().check(noControlChars)` rejects {@link CONTROL_CHARS}. */
export const noControlChars = lazySchema(() => z.refine<string>((s) => !CONTROL_CHARS.test(s), MSG.controlChars));

/** What a value of each zod type is, as the end of "… must be ___". */
const A_VALUE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  date: 'a date',
  null: 'null',
};
/** The plural of {@link A_VALUE}, for the elements of an array. */
const VALUES: Record<string, string> = {
  string: 'strings',
  number: 'numbers',
  int: 'whole numbers',
  bigint: 'whole numbers',
  boolean: 'true or false values',
  object: 'objects',
  array: 'arrays',
  date: 'dates',
};

type SchemaDef = { type?: string; element?: SchemaLike; innerType?: SchemaLike; in?: SchemaLike; format?: string };
type SchemaLike = { _zod?: { def?: SchemaDef } } | undefined;

/** The type a schema accepts, looking through optional, nullable, default and pipe wrappers. */
function baseType(schema: SchemaLike): string | undefined {
  let def = schema?._zod?.def;
  for (let depth = 0; def && depth < 10; depth++) {
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) break;
    def = inner._zod?.def;
  }
  if (def?.type === 'number' && (def.format === 'safeint' || def.format === 'int32' || def.format === 'uint32')) return 'int';
  return def?.type;
}

/**
 * The zod error map of a value of the wrong type: a missing field (`undefined`) "is required",
 * a present one "must be" the type its schema accepts ("must be an array of strings", "must be a
 * number"). Other issues are left to the schemas' own messages (returns `undefined`).
 * The message leaves out the field's name: the caller puts the path in front of it.
 */
export function typeIssueMessage(issue: { code?: string; expected?: string; input?: unknown; inst?: unknown }): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.input === undefined) return 'is required';
  const expected = baseType(issue.inst as SchemaLike) ?? issue.expected ?? '';
  if (expected === 'array') {
    const element = baseType((issue.inst as SchemaLike)?._zod?.def?.element);
    return element && VALUES[element] ? `must be an array of ${VALUES[element]}` : 'must be an array';
  }
  return `must be ${A_VALUE[expected] ?? expected}`;
}

/** Ids are 24 lowercase hex characters (the shape of the original app's ids). */
export const idSchema = lazySchema(() => z.string().check(z.regex(/^[0-9a-f]{24}$/, 'Invalid id')));

/**
 * Error body of every non-2xx JSON response:
 * `{ statusCode, error, message, issues? }` — `message` is human readable and,
 * for validation errors, starts with the offending field's path.
 */
export const apiErrorSchema = lazySchema(() => z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
}));

/** Maximum size of submitted source code in bytes (UTF-8). Larger code gets 413. */
export const MAX_CODE_BYTES = 64 * 1024;
