import type { FastifyInstance } from 'fastify';
import {
  createCommentBodySchema,
  createDiscussionBodySchema,
  discussIdSchema,
  discussionPageQuerySchema,
  voteBodySchema,
  type Discussion,
  type DiscussionComment,
} from '../../../common/contract/discuss.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { SlidingWindowLimit } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/security.ts';
import { mayVoteAs, nextLink } from './rules.ts';
import { addComment, alreadyPosted, applyVote, assertUserExists, createDiscussion, listDiscussionPage, listDiscussions, recordView } from './service.ts';

/**
 * The discussion board (spec §7 Discussions), every call signed-in only (401 otherwise).
 * Ill-formed ids (not 24 lowercase hex) are a 400, unknown ones a 404.
 * Spec calls:
 * - GET /api/discuss/getAllDiscussions[?before=<cursor>&limit=N] → one page of Discussion[], newest
 *   first (no `before`: the first page; `limit` 1–100, default 20); when more follow, the header
 *   `Link: </api/discuss/getAllDiscussions?before=…>; rel="next"`. A malformed cursor or limit is a 400.
 * - GET /api/discuss/getDiscussionByUserId/:userId → `{ discussion: Discussion[] }` (that author's, newest first)
 * - POST /api/discuss/createDiscussion {topic, header, content, _id?} → the created Discussion (201)
 * - POST /api/discuss/createComment/:id {comment, _id?} → the discussion's comments after the write
 * - PATCH /api/discuss/updateThumbsUp/:id?userId=… → toggles the SESSION user's vote → voter ids;
 *   a `userId` other than the session user's is a 403
 * Calls of this app:
 * - PUT /api/discuss/vote/:id {voted} → sets the session user's vote to `voted` → voter ids (the
 *   outbox sends the desired state, so a replay or a repeat never flips it back)
 * - POST /api/discuss/view/:id → records the session user's view (once per user and discussion) → `{ views }`
 * Writes honour `Idempotency-Key`; a client-generated `_id` also makes a repeated create a no-op.
 * Posting limit: one learner's discussions and comments together, at most DISCUSS_POSTS_PER_HOUR in
 * any hour; over it 429 with Retry-After (a replay of a write already stored is not counted).
 */
export async function discussRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const posts = new SlidingWindowLimit(db, 'discuss-posts', config.discuss.postLimit, config.discuss.postWindowMs);
  /** Counts one post or comment of `userId`, unless it is a replay. @throws HttpError 429 over the limit */
  const countPost = async (userId: string, replay: () => Promise<boolean>) => {
    if (await replay()) return;
    await posts.takeOr429(userId, API_MSG.tooManyPosts(config.discuss.postLimit));
  };

  app.get<{ Querystring: unknown }>('/api/discuss/getAllDiscussions', { preHandler: requireUser }, async (req, reply): Promise<Discussion[]> => {
    const query = parseOr400(discussionPageQuerySchema, req.query, 'query');
    const page = await listDiscussionPage(db, query.before, query.limit);
    if (page.next) void reply.header('link', nextLink('/api/discuss/getAllDiscussions', page.next, query.limit));
    return page.items;
  });

  app.get<{ Params: { userId: string } }>('/api/discuss/getDiscussionByUserId/:userId', { preHandler: requireUser }, async (req): Promise<{ discussion: Discussion[] }> => {
    const userId = parseOr400(discussIdSchema, req.params.userId, 'userId');
    await assertUserExists(db, userId);
    return { discussion: await listDiscussions(db, userId) };
  });

  app.post('/api/discuss/createDiscussion', { preHandler: requireUser }, async (req, reply): Promise<Discussion> => {
    const body = parseOr400(createDiscussionBodySchema, req.body);
    const id = body._id;
    await countPost(req.user!._id, async () => id !== undefined && alreadyPosted(db, req.user!._id, { discussionId: id }));
    const created = await createDiscussion(db, req.user!._id, body);
    void reply.status(201);
    return created;
  });

  app.post<{ Params: { id: string } }>('/api/discuss/createComment/:id', { preHandler: requireUser }, async (req): Promise<DiscussionComment[]> => {
    const id = parseOr400(discussIdSchema, req.params.id, 'id');
    const body = parseOr400(createCommentBodySchema, req.body);
    const commentId = body._id;
    await countPost(req.user!._id, async () => commentId !== undefined && alreadyPosted(db, req.user!._id, { commentId }));
    return addComment(db, req.user!._id, id, body);
  });

  app.patch<{ Params: { id: string }; Querystring: { userId?: unknown } }>('/api/discuss/updateThumbsUp/:id', { preHandler: requireUser }, async (req): Promise<string[]> => {
    const id = parseOr400(discussIdSchema, req.params.id, 'id');
    if (!mayVoteAs(req.user!._id, req.query.userId)) throw new HttpError(403, API_MSG.voteAsOther);
    return applyVote(db, req.user!._id, id, { kind: 'toggle' });
  });

  app.put<{ Params: { id: string } }>('/api/discuss/vote/:id', { preHandler: requireUser }, async (req): Promise<string[]> => {
    const id = parseOr400(discussIdSchema, req.params.id, 'id');
    const { voted } = parseOr400(voteBodySchema, req.body);
    return applyVote(db, req.user!._id, id, { kind: 'set', voted });
  });

  app.post<{ Params: { id: string } }>('/api/discuss/view/:id', { preHandler: requireUser }, async (req): Promise<{ views: number }> => {
    const id = parseOr400(discussIdSchema, req.params.id, 'id');
    return { views: await recordView(db, req.user!._id, id) };
  });
}
