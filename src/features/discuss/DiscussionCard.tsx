/**
 * One discussion (spec §2.8): author, date (day-month-year), topic, header, content (as text,
 * never as HTML), the vote toggle with its count (filled and `aria-pressed` when the learner
 * voted), views, and the comment toggle that expands the comment list (at most 1050 px high,
 * scrolling inside) with a comment input. Writes go through the outbox: they show at once,
 * offline too, marked until they reach the server.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { COMMENT_MAX, MSG } from '../../../common/contract/index.ts';
import { DISCUSS_TEXT } from '../../../common/texts/discuss.ts';
import { addComment, recordDiscussionView, toggleVote, type DiscussionView } from '../../data/index.ts';
import { scrollIntoViewGently } from '../../ui/scroll-into-view.ts';
import { useToast } from '../../ui/toasts.tsx';
import { formatDayMonthYear } from './format.ts';

function ThumbIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M7 10v11H3V10h4Zm0 0 4-8a3 3 0 0 1 3 3v4h6a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21H7" />
    </svg>
  );
}

function CommentIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12Z" />
    </svg>
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The comment list and input of one discussion. */
function Comments({ discussion, id }: { discussion: DiscussionView; id: string }) {
  const toast = useToast();
  const inputId = useId();
  const [text, setText] = useState('');
  const comments = discussion.stats.comments;

  const send = async () => {
    if (!text.trim()) return;
    try {
      await addComment(discussion._id, text);
      setText('');
    } catch {
      toast.show({ kind: 'error', text: DISCUSS_TEXT.discuss.commentFailed });
    }
  };

  return (
    <section id={id} aria-label={DISCUSS_TEXT.discuss.commentsOf(discussion.header)} className="flex max-h-[1050px] flex-col gap-3 overflow-y-auto border-t border-base-300 pt-3" data-testid="comments">
      {comments.length === 0 ? (
        <p className="text-sm text-base-content/70">{DISCUSS_TEXT.discuss.noComments}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {comments.map((c, i) => (
            <li key={c._id ?? i} className="rounded-box bg-base-200 px-3 py-2" data-testid="comment">
              <div className="flex flex-wrap items-center gap-2 text-xs text-base-content/70">
                <span className="font-semibold text-base-content">{c.user}</span>
                <span>{formatDayMonthYear(c.date)}</span>
                {c.pending && <span className="badge badge-ghost badge-xs">{DISCUSS_TEXT.discuss.unsynced}</span>}
              </div>
              <p className="whitespace-pre-wrap break-words text-sm">{c.comment}</p>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label htmlFor={inputId} className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="sr-only">{DISCUSS_TEXT.discuss.commentLabel}</span>
          <input id={inputId} className="input input-sm w-full" value={text} maxLength={COMMENT_MAX} placeholder={DISCUSS_TEXT.discuss.commentPlaceholder} onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-sm btn-primary" disabled={!text.trim()}>
          {DISCUSS_TEXT.discuss.send}
        </button>
      </form>
    </section>
  );
}

/**
 * One discussion card. `userId` is the signed-in learner (whose vote the toggle shows); `justPosted`
 * marks the learner's own new post: outlined, scrolled into view and focused when it appears.
 */
export function DiscussionCard({ discussion, userId, justPosted = false }: { discussion: DiscussionView; userId: string | null; justPosted?: boolean }) {
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!justPosted || !card.current) return;
    scrollIntoViewGently(card.current, 'center');
    card.current.focus({ preventScroll: true });
  }, [justPosted]);

  const toggleComments = () => {
    const next = !open;
    setOpen(next);
    if (next && navigator.onLine) void recordDiscussionView(discussion._id).catch(() => undefined);
  };

  return (
    <article
      ref={card}
      aria-labelledby={`${baseId}-header`}
      className={`card card-border bg-base-100 ${justPosted ? 'border-primary outline-none ring-2 ring-primary' : 'border-base-300'}`}
      tabIndex={justPosted ? -1 : undefined}
      data-testid="discussion"
      data-id={discussion._id}
      data-just-posted={justPosted || undefined}
    >
      <div className="card-body gap-3 p-4">
        <DiscussionByline discussion={discussion} />
        {discussion.syncMessage && (
          <p role="status" className="text-sm text-warning-content" data-testid="discussion-sync-message">
            {DISCUSS_TEXT.discuss.slowDown(discussion.syncMessage)}
          </p>
        )}
        <h2 id={`${baseId}-header`} className="break-words text-lg font-semibold">
          {discussion.header}
        </h2>
        <p className="whitespace-pre-wrap break-words" data-testid="discussion-content">
          {discussion.content}
        </p>
        <DiscussionActions discussion={discussion} userId={userId} commentsId={`${baseId}-comments`} open={open} onToggleComments={toggleComments} />
        {open && <Comments discussion={discussion} id={`${baseId}-comments`} />}
      </div>
    </article>
  );
}

/** Author, date (day-month-year), topic, and the badge of a post not yet on the server. */
function DiscussionByline({ discussion }: { discussion: DiscussionView }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-base-content/70">
      <span className="font-semibold text-base-content">{DISCUSS_TEXT.discuss.by(discussion.firstname)}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={discussion.createdAt} data-testid="discussion-date">
        {formatDayMonthYear(discussion.createdAt)}
      </time>
      <span className="badge badge-sm badge-outline" data-testid="discussion-topic">
        {discussion.topic}
      </span>
      {discussion.sync === 'pending' && <span className="badge badge-sm badge-ghost">{DISCUSS_TEXT.discuss.unsynced}</span>}
      {discussion.sync === 'failed' && <span className="badge badge-sm badge-warning">{DISCUSS_TEXT.discuss.needsAttention}</span>}
    </div>
  );
}

/** The vote toggle with its count, the views, and the comment toggle (controls `commentsId`). */
function DiscussionActions(p: { discussion: DiscussionView; userId: string | null; commentsId: string; open: boolean; onToggleComments: () => void }) {
  const toast = useToast();
  const { stats } = p.discussion;
  const voted = !!p.userId && stats.votes.includes(p.userId);

  const vote = async () => {
    try {
      await toggleVote(p.discussion._id);
    } catch (e) {
      toast.show({ kind: 'error', text: MSG.errorPrefix + errorText(e) });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        className={`btn btn-sm btn-ghost gap-1 ${voted ? 'text-primary' : ''}`}
        aria-pressed={voted}
        aria-label={`${DISCUSS_TEXT.discuss.vote}: ${DISCUSS_TEXT.discuss.votes(stats.votes.length)}`}
        onClick={() => void vote()}
        data-testid="vote"
      >
        <ThumbIcon filled={voted} />
        <span data-testid="vote-count">{stats.votes.length}</span>
      </button>
      <span className="flex items-center gap-1 px-2 text-base-content/70" data-testid="views">
        <EyeIcon />
        <span className="sr-only">{DISCUSS_TEXT.discuss.views(stats.views)}</span>
        <span aria-hidden="true">{stats.views}</span>
      </span>
      <button
        type="button"
        className="btn btn-sm btn-ghost gap-1"
        aria-expanded={p.open}
        aria-controls={p.commentsId}
        aria-label={`${p.open ? DISCUSS_TEXT.discuss.hideComments : DISCUSS_TEXT.discuss.showComments}: ${DISCUSS_TEXT.discuss.comments(stats.comments.length)}`}
        onClick={p.onToggleComments}
        data-testid="comment-toggle"
      >
        <CommentIcon />
        <span data-testid="comment-count">{stats.comments.length}</span>
      </button>
    </div>
  );
}
