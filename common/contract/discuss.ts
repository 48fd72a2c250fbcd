import * as z from 'zod/mini';
import { lazySchema } from './lazy.ts';
import { MSG } from '../texts.ts';
import { API_MSG } from '../texts/api.ts';
import { CONTROL_CHARS } from './common.ts';
import { COMMENT_MAX, DISCUSSION_CONTENT_MAX, DISCUSSION_HEADER_MAX } from './limits.ts';
import { DISCUSS_MSG } from '../texts/discuss-messages.ts';

/**
 * The discussion board (spec §2.8, §3 Discussion and Comment, §4 Vote, §5 New discussion, §7
 * Discussions), plus the calls the outbox uses.
 *
 * Spec calls:
 * - `GET /api/discuss/getAllDiscussions[?before=<cursor>&limit=N]` → one page of {@link Discussion}[]
 *   (newest first; without `before` the first page); the next page's address is in the `Link`
 *   header with `rel="next"` (RFC 8288), absent on the last page
 * - `GET /api/discuss/getDiscussionByUserId/:userId` → `{ discussion: Discussion[] }`
 * - `POST /api/discuss/createDiscussion` {topic, header, content} → the created {@link Discussion}
 * - `POST /api/discuss/createComment/:id` {comment} → the discussion's comments after the write
 * - `PATCH /api/discuss/updateThumbsUp/:id?userId=…` → toggles the SESSION user's vote → voter ids
 * Calls of this app:
 * - `PUT /api/discuss/vote/:id` {voted} → sets the session user's vote (safe to replay) → voter ids
 * - `POST /api/discuss/view/:id` → records one view per user and discussion → `{ views }`
 *
 * Offline-created discussions and comments carry a client-generated `_id` (24 lowercase hex), so
 * a replayed write finds what it already created instead of creating it twice.
 */

export { COMMENT_MAX, DISCUSSION_CONTENT_MAX, DISCUSSION_HEADER_MAX } from './limits.ts';

/** The five topics (spec §3), in tab order. */
export const DISCUSSION_TOPICS = ['Career', 'Contest', 'Compensation', 'Feedback', 'Interview'] as const;
export type DiscussionTopic = (typeof DISCUSSION_TOPICS)[number];

/** A client- or server-generated id: 24 lowercase hex characters. */
export const discussIdSchema = lazySchema(() => z.string().check(z.regex(/^[0-9a-f]{24}$/, 'Invalid id')));

const noControl = lazySchema(() => z.refine<string>((s) => !CONTROL_CHARS.test(s), MSG.controlChars));

/** One comment (spec §3): the author's first name, the text, the ISO time; `_id` identifies it. */
export const discussionCommentSchema = lazySchema(() => z.object({
  _id: z.optional(z.string()),
  user: z.string(),
  comment: z.string(),
  date: z.string(),
}));
export type DiscussionComment = z.infer<typeof discussionCommentSchema>;

/** One discussion as every call returns it (spec §3). `stats.votes` are the voters' user ids. */
export const discussionSchema = lazySchema(() => z.object({
  _id: z.string(),
  topic: z.enum(DISCUSSION_TOPICS),
  header: z.string(),
  content: z.string(),
  firstname: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  stats: z.object({
    votes: z.array(z.string()),
    views: z.number(),
    comments: z.array(discussionCommentSchema),
  }),
}));
export type Discussion = z.infer<typeof discussionSchema>;

/** `GET /api/discuss/getAllDiscussions` response. */
export const discussionListSchema = lazySchema(() => z.array(discussionSchema));

/** Discussions per page of `getAllDiscussions` when the request names no `limit`. */
export const DISCUSSION_PAGE_SIZE = 20;
/** The largest `limit` of `getAllDiscussions`. */
export const DISCUSSION_PAGE_MAX = 100;

/**
 * A page cursor of `getAllDiscussions`: the creation time (UTC, microseconds) and id of the last
 * discussion of the previous page, `2026-01-02T03:04:05.123456Z_<24 hex>`. Clients treat it as
 * opaque and take it from the previous page's next link.
 */
export const discussionCursorSchema = lazySchema(() => z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{24}$/, API_MSG.discussCursorInvalid),
  z.refine((s) => isRealTime(s.slice(0, 19)), API_MSG.discussCursorInvalid),
));

/** Whether `YYYY-MM-DDTHH:MM:SS` names a real UTC time (no month 13, no 25th hour). */
function isRealTime(text: string): boolean {
  const [y, mo, d, h, mi, se] = text.split(/[-T:]/).map(Number) as [number, number, number, number, number, number];
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && t.getUTCHours() === h && t.getUTCMinutes() === mi && t.getUTCSeconds() === se;
}

/** `GET /api/discuss/getAllDiscussions` query: both optional (no `before`: the first page; no `limit`: {@link DISCUSSION_PAGE_SIZE}). */
export const discussionPageQuerySchema = lazySchema(() => z.object({
  before: z.optional(discussionCursorSchema),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, API_MSG.discussLimitInvalid(DISCUSSION_PAGE_MAX))),
      z.pipe(
        z.transform((v: string) => Number(v)),
        z.number().check(z.minimum(1, API_MSG.discussLimitInvalid(DISCUSSION_PAGE_MAX)), z.maximum(DISCUSSION_PAGE_MAX, API_MSG.discussLimitInvalid(DISCUSSION_PAGE_MAX))),
      ),
    ),
  ),
}));

/** One page of discussions as a client holds it: the items and the cursor of the next page (null on the last page). */
export interface DiscussionPage {
  items: Discussion[];
  next: string | null;
}

/**
 * The next page's cursor from a `Link` header (`<…?before=…&limit=…>; rel="next"`).
 * @param link the header's value (null or undefined when absent)
 * @returns the cursor, or null when there is no next link or its cursor is malformed
 */
export function nextCursorFromLink(link: string | null | undefined): string | null {
  for (const part of (link ?? '').split(',')) {
    const m = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (!m || !/(^|;)\s*rel="?next"?\s*(;|$)/.test(m[2]!)) continue;
    const before = /[?&]before=([^&#]*)/.exec(m[1]!)?.[1];
    if (before === undefined) return null;
    let cursor: string;
    try {
      cursor = decodeURIComponent(before);
    } catch {
      return null;
    }
    return z.safeParse(discussionCursorSchema, cursor).success ? cursor : null;
  }
  return null;
}

/** `GET /api/discuss/getDiscussionByUserId/:userId` response. */
export const userDiscussionsResponseSchema = lazySchema(() => z.object({ discussion: z.array(discussionSchema) }));

const topic = lazySchema(() => z.enum(DISCUSSION_TOPICS, DISCUSS_MSG.topicRequired));
const header = lazySchema(() => z.string().check(z.trim(), z.minLength(1, DISCUSS_MSG.headerRequired), z.maxLength(DISCUSSION_HEADER_MAX, DISCUSS_MSG.headerTooLong), noControl));
const content = lazySchema(() => z.string().check(z.trim(), z.minLength(1, DISCUSS_MSG.contentRequired), z.maxLength(DISCUSSION_CONTENT_MAX, DISCUSS_MSG.contentTooLong), noControl));

/**
 * The create-discussion form (spec §5): a topic of {@link DISCUSSION_TOPICS} (the select starts
 * at 'Choose a topic'), header 'Topic is required' (sic), content 'Content is required'.
 * Header and content are trimmed.
 */
export const newDiscussionFormSchema = lazySchema(() => z.object({ topic, header, content }));
export type NewDiscussion = z.infer<typeof newDiscussionFormSchema>;

/** `POST /api/discuss/createDiscussion` body: the form's fields and, from the outbox, the discussion's own `_id`. */
export const createDiscussionBodySchema = lazySchema(() => z.strictObject({ topic, header, content, _id: z.optional(discussIdSchema) }));
export type CreateDiscussionBody = z.infer<typeof createDiscussionBodySchema>;

/** A comment's text: trimmed, not blank, at most {@link COMMENT_MAX} characters. */
export const commentTextSchema = lazySchema(() => z.string().check(z.trim(), z.minLength(1, DISCUSS_MSG.commentRequired), z.maxLength(COMMENT_MAX, DISCUSS_MSG.commentTooLong), noControl));

/** `POST /api/discuss/createComment/:id` body: the text and, from the outbox, the comment's own `_id`. */
export const createCommentBodySchema = lazySchema(() => z.strictObject({ comment: commentTextSchema, _id: z.optional(discussIdSchema) }));
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;

/** `POST /api/discuss/createComment/:id` response: the discussion's comments, oldest first. */
export const commentListSchema = lazySchema(() => z.array(discussionCommentSchema));

/** `PUT /api/discuss/vote/:id` body: whether the session user's vote should be on. */
export const voteBodySchema = lazySchema(() => z.strictObject({ voted: z.boolean() }));

/** Vote responses: the voters' user ids (oldest vote first). */
export const votersSchema = lazySchema(() => z.array(z.string()));

/** `POST /api/discuss/view/:id` response: the discussion's view count after recording this user's view. */
export const viewResponseSchema = lazySchema(() => z.object({ views: z.number() }));
