/**
 * Pure rules of the discussion board: how rows become the spec's response shape, the order of
 * lists, and what a vote request means.
 */
import type { Discussion, DiscussionComment, DiscussionTopic } from '../../../common/contract/discuss.ts';

/** A discussion row with its author's first name. */
export interface DiscussionRecord {
  id: string;
  userId: string;
  firstname: string;
  topic: DiscussionTopic;
  header: string;
  content: string;
  createdAt: Date;
}

/** A comment row with its author's first name. */
export interface CommentRecord {
  id: string;
  discussionId: string;
  firstname: string;
  comment: string;
  createdAt: Date;
}

/** A vote row. */
export interface VoteRecord {
  discussionId: string;
  userId: string;
  createdAt: Date;
}

/**
 * Newest first: by creation time descending, ties by id descending (a stable order for rows
 * created in the same millisecond).
 */
export function newestFirst<T extends { id: string; createdAt: Date }>(a: T, b: T): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Oldest first (comments, votes): by time ascending, ties by `tie` ascending. */
export function oldestFirst<T extends { createdAt: Date }>(tie: (t: T) => string): (a: T, b: T) => number {
  return (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (tie(a) < tie(b) ? -1 : tie(a) > tie(b) ? 1 : 0);
}

/** One comment as the API returns it (spec §3 Comment: user = first name, date = ISO time). */
export function toComment(c: CommentRecord): DiscussionComment {
  return { _id: c.id, user: c.firstname, comment: c.comment, date: c.createdAt.toISOString() };
}

/**
 * Assembles discussions in the spec's shape (§3): `stats.votes` are voter ids (oldest vote first),
 * `stats.views` the number of distinct viewers, `stats.comments` oldest first.
 * @param rows the discussions, in the order wanted
 * @param comments, votes every comment and vote of those discussions (any order)
 * @param views view count per discussion id (absent: 0)
 */
export function assembleDiscussions(
  rows: readonly DiscussionRecord[],
  comments: readonly CommentRecord[],
  votes: readonly VoteRecord[],
  views: ReadonlyMap<string, number>,
): Discussion[] {
  const commentsOf = new Map<string, CommentRecord[]>();
  for (const c of [...comments].sort(oldestFirst((c) => c.id))) commentsOf.set(c.discussionId, [...(commentsOf.get(c.discussionId) ?? []), c]);
  const votesOf = new Map<string, string[]>();
  for (const v of [...votes].sort(oldestFirst((v) => v.userId))) votesOf.set(v.discussionId, [...(votesOf.get(v.discussionId) ?? []), v.userId]);
  return rows.map((d) => ({
    _id: d.id,
    topic: d.topic,
    header: d.header,
    content: d.content,
    firstname: d.firstname,
    userId: d.userId,
    createdAt: d.createdAt.toISOString(),
    stats: {
      votes: votesOf.get(d.id) ?? [],
      views: views.get(d.id) ?? 0,
      comments: (commentsOf.get(d.id) ?? []).map(toComment),
    },
  }));
}

/** What a vote request asks for: set the vote on, off, or flip it. */
export type VoteIntent = { kind: 'set'; voted: boolean } | { kind: 'toggle' };

/**
 * The vote state after a request.
 * @param current whether the user's vote is on now
 * @returns whether it is on after the request
 */
export function nextVote(current: boolean, intent: VoteIntent): boolean {
  return intent.kind === 'toggle' ? !current : intent.voted;
}

/**
 * The spec's toggle call names a user in its query (`?userId=…`); only the session user may vote,
 * so a different id is refused. An absent or empty id means the session user.
 * @returns true when the request may go on
 */
export function mayVoteAs(sessionUserId: string, queryUserId: unknown): boolean {
  if (queryUserId === undefined || queryUserId === '') return true;
  return typeof queryUserId === 'string' && queryUserId === sessionUserId;
}

/** A position in the board's newest-first order: a discussion's creation time (UTC, to the microsecond) and id. */
export interface BoardPosition {
  /** `2026-01-02T03:04:05.123456Z` */
  createdAt: string;
  id: string;
}

/**
 * The cursor of the page after `last` (the contract's `discussionCursorSchema`: `<time>_<id>`).
 * @param last the last discussion of a page
 */
export function encodeCursor(last: BoardPosition): string {
  return `${last.createdAt}_${last.id}`;
}

/**
 * The position a cursor names (the cursor must have passed `discussionCursorSchema`).
 * @returns the creation time and id the next page starts after
 */
export function decodeCursor(cursor: string): BoardPosition {
  const cut = cursor.lastIndexOf('_');
  return { createdAt: cursor.slice(0, cut), id: cursor.slice(cut + 1) };
}

/**
 * The `Link` header (RFC 8288) of a page that has a next page.
 * @param path the list's path, e.g. `/api/discuss/getAllDiscussions`
 * @param next the next page's cursor
 * @param limit the page size the request asked for (omitted when it asked for none)
 * @returns `</api/…?before=…&limit=…>; rel="next"`
 */
export function nextLink(path: string, next: string, limit?: number): string {
  return `<${path}?before=${encodeURIComponent(next)}${limit === undefined ? '' : `&limit=${limit}`}>; rel="next"`;
}
