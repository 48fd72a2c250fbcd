/**
 * Pure rules of the discussion board's local copy: what the signed-in user's queued writes do
 * to a discussion, and how a server list merges into Dexie without losing them.
 *
 * The outbox is the record of what has not reached the server yet, so the local copy of a
 * discussion is always "the server's copy (or nothing) + this user's queued ops of it, in queue
 * order" ({@link applyOps}): a queued post shows as a pending discussion, a queued comment as a
 * pending comment (until the server's list holds its id), a queued vote sets the user's vote.
 */
import type { Discussion } from '../../../common/contract/index.ts';
import type { DiscussionRow, OutboxOpOf } from '../core/db.ts';

/** An outbox op of the discussion board. */
export type DiscussOp = OutboxOpOf<'discussPost'> | OutboxOpOf<'discussComment'> | OutboxOpOf<'discussVote'>;

/** Whether an outbox op belongs to the discussion board. */
export function isDiscussOp(op: { kind: string }): op is DiscussOp {
  return op.kind === 'discussPost' || op.kind === 'discussComment' || op.kind === 'discussVote';
}

/** Outbox target of one discussion: its post, comments and votes go in queue order. */
export function discussionTarget(discussionId: string): string {
  return `discussion:${discussionId}`;
}

/** The discussion id of a {@link discussionTarget} key, or null for other targets. */
export function discussionIdOfTarget(target: string): string | null {
  return target.startsWith('discussion:') ? target.slice('discussion:'.length) : null;
}

/** A server discussion as a local row (no local changes applied). */
export function toRow(d: Discussion): DiscussionRow {
  return { ...d, stats: { votes: [...d.stats.votes], views: d.stats.views, comments: d.stats.comments.map((c) => ({ ...c })) }, createdAtMs: Date.parse(d.createdAt) || 0 };
}

/**
 * Applies queued ops (of one discussion, in queue order) to its server copy.
 * @param base the server's copy, or null when the server does not have it (yet)
 * @param ops the signed-in user's ops of this discussion (any state: pending, in flight, parked)
 * @returns the row to show, or null when there is nothing to show (no server copy and no queued post)
 */
export function applyOps(base: DiscussionRow | null, ops: readonly DiscussOp[]): DiscussionRow | null {
  let row: DiscussionRow | null = base ? { ...base, stats: { ...base.stats, votes: [...base.stats.votes], comments: [...base.stats.comments] } } : null;
  for (const op of ops) {
    if (op.kind === 'discussPost') {
      if (row) continue; // the server has it already
      const p = op.payload;
      row = {
        _id: p.discussionId,
        topic: p.topic,
        header: p.header,
        content: p.content,
        firstname: p.firstname,
        userId: op.userId,
        createdAt: p.createdAt,
        createdAtMs: Date.parse(p.createdAt) || 0,
        stats: { votes: [], views: 0, comments: [] },
        pending: true,
      };
    } else if (!row) {
      continue; // a comment or vote on a discussion this device does not have
    } else if (op.kind === 'discussComment') {
      const p = op.payload;
      if (!row.stats.comments.some((c) => c._id === p.commentId)) row.stats.comments.push({ _id: p.commentId, user: p.user, comment: p.comment, date: p.date, pending: true });
    } else {
      const has = row.stats.votes.includes(op.userId);
      if (op.payload.voted && !has) row.stats.votes.push(op.userId);
      if (!op.payload.voted && has) row.stats.votes = row.stats.votes.filter((v) => v !== op.userId);
    }
  }
  return row;
}

/** Groups ops by discussion id, each group in queue order. */
export function opsByDiscussion(ops: readonly DiscussOp[]): Map<string, DiscussOp[]> {
  const map = new Map<string, DiscussOp[]>();
  for (const op of [...ops].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    const id = op.payload.discussionId;
    map.set(id, [...(map.get(id) ?? []), op]);
  }
  return map;
}

/** What a refresh writes: rows to put and ids to delete. */
export interface DiscussionsPlan {
  put: DiscussionRow[];
  remove: string[];
}

/**
 * The stretch of the newest-first board a page of the server's list covers, by creation time (ms):
 * a local row strictly inside it that the page does not hold is gone from the server. Bounds are
 * exclusive, so rows of the boundary millisecond (which may sit on the neighbouring page) stay.
 * `null` bounds are open.
 */
export interface PageSpan {
  /** Rows created before this are outside the page (null: the page reaches the oldest discussion). */
  afterMs: number | null;
  /** Rows created after this are outside the page (null: the page starts at the newest discussion). */
  beforeMs: number | null;
}

/**
 * The span a page covers.
 * @param items the page's discussions, newest first
 * @param first whether it is the first page (it then covers everything newer than its last item)
 * @param hasNext whether more pages follow (if not, it covers everything older than its first item)
 * @returns the span, or null when the page covers nothing (a later page with no items)
 */
export function pageSpan(items: readonly Discussion[], first: boolean, hasNext: boolean): PageSpan | null {
  const times = items.map((d) => Date.parse(d.createdAt) || 0);
  if (times.length === 0) return first ? { afterMs: null, beforeMs: null } : null;
  return { afterMs: hasNext ? Math.min(...times) : null, beforeMs: first ? null : Math.max(...times) };
}

function inSpan(ms: number, span: PageSpan): boolean {
  return (span.afterMs === null || ms > span.afterMs) && (span.beforeMs === null || ms < span.beforeMs);
}

/**
 * What a refresh of the board's first page does to the pages loaded earlier. The rows on this
 * device are always an unbroken run from the newest discussion down (older pages are only ever
 * loaded after the last one), so:
 * - no next page: the first page is the whole board; every other row is gone (`span` covers all);
 * - the page's last discussion was already here: the page joins the rows loaded earlier, which
 *   stay, and "Load more" goes on where the learner stopped (`cursor` = the stored one);
 * - otherwise more discussions were posted than a page holds, and a gap could open between the
 *   page and the older rows: those are dropped (`span` covers all) and "Load more" starts after
 *   the first page.
 * @param stored the cursor kept on this device (undefined: none yet; null: every page was loaded)
 * @param page the first page, newest first, and its next cursor
 * @param held ids of the server's discussions on this device before the refresh
 * @returns the next page's cursor (null: none) and the span of local rows the page replaces
 */
export function firstPageOutcome(stored: string | null | undefined, page: { items: readonly Discussion[]; next: string | null }, held: ReadonlySet<string>): { cursor: string | null; span: PageSpan } {
  const last = page.items.at(-1);
  const all: PageSpan = { afterMs: null, beforeMs: null };
  if (page.next === null || last === undefined) return { cursor: null, span: all };
  if (stored !== undefined && held.has(last._id)) return { cursor: stored, span: pageSpan(page.items, true, true)! };
  return { cursor: page.next, span: all };
}

/**
 * Merges a server list into the local copy.
 * @param server the server's discussions (all of them, one author's, or one page of the board)
 * @param local the local rows the list covers (all rows, or that author's)
 * @param ops the signed-in user's queued discussion ops
 * @param authorId set when `server` is one author's list: only that author's queued posts are in scope
 * @param span set when `server` is one page of the board: only local rows inside it can be removed
 *   (null: none)
 * @returns every server discussion with the queued ops applied; local rows the server no longer
 *   has are removed unless a queued post of this user keeps them
 */
export function planDiscussionsMerge(server: readonly Discussion[], local: readonly DiscussionRow[], ops: readonly DiscussOp[], authorId?: string, span?: PageSpan | null): DiscussionsPlan {
  const grouped = opsByDiscussion(ops);
  const put: DiscussionRow[] = [];
  const seen = new Set<string>();
  for (const d of server) {
    seen.add(d._id);
    put.push(applyOps(toRow(d), grouped.get(d._id) ?? [])!);
  }
  for (const [id, group] of grouped) {
    if (seen.has(id)) continue;
    const post = group.find((o) => o.kind === 'discussPost');
    if (!post || (authorId !== undefined && post.userId !== authorId)) continue;
    const row = applyOps(null, group);
    if (row) {
      seen.add(id);
      put.push(row);
    }
  }
  const remove = local.filter((r) => !seen.has(r._id) && (span === undefined || (span !== null && inSpan(r.createdAtMs, span)))).map((r) => r._id);
  return { put, remove };
}
