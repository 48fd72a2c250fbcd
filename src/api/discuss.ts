/**
 * Discussion board calls (spec §7 Discussions, and the vote/view calls of this app).
 * Used by the offline data layer (`src/data/discussions/`); screens never call these directly.
 */
import {
  commentListSchema,
  discussionListSchema,
  discussionSchema,
  nextCursorFromLink,
  userDiscussionsResponseSchema,
  viewResponseSchema,
  votersSchema,
  type CreateCommentBody,
  type CreateDiscussionBody,
  type Discussion,
  type DiscussionComment,
  type DiscussionPage,
} from '../../common/contract/discuss.ts';
import { callOptions, type CallOptions, parseJson } from './http.ts';

/**
 * `GET /api/discuss/getAllDiscussions[?before=&limit=]`: one page of the board, newest first.
 * @param page `before`: the cursor of the page to read (from the previous page's `next`; omitted:
 *   the first page); `limit`: discussions per page (omitted: the server's default, 20)
 * @returns the page's discussions and the next page's cursor (from the `Link` header; null on the last page)
 * @throws ky `HTTPError` (400 malformed cursor or limit, 401), `NetworkError`, `TimeoutError`, `BadResponseError`
 */
export async function getDiscussionPage(page: { before?: string; limit?: number } = {}, opts?: CallOptions): Promise<DiscussionPage> {
  const searchParams: Record<string, string | number> = {};
  if (page.before !== undefined) searchParams.before = page.before;
  if (page.limit !== undefined) searchParams.limit = page.limit;
  const { client, options } = callOptions(opts, { searchParams });
  const response = client.get('discuss/getAllDiscussions', options);
  const items = await parseJson(response, discussionListSchema);
  return { items, next: nextCursorFromLink((await response).headers.get('link')) };
}

/**
 * `GET /api/discuss/getDiscussionByUserId/:userId`: one author's discussions, newest first.
 * @throws ky `HTTPError` (400 ill-formed id, 401, 404 unknown user), `NetworkError`, `TimeoutError`
 */
export async function getDiscussionsByUser(userId: string, opts?: CallOptions): Promise<Discussion[]> {
  const { client, options } = callOptions(opts);
  return (await parseJson(client.get(`discuss/getDiscussionByUserId/${encodeURIComponent(userId)}`, options), userDiscussionsResponseSchema)).discussion;
}

/**
 * `POST /api/discuss/createDiscussion`: creates a discussion (with the client's `_id`, a repeat
 * returns the one already created).
 * @returns the discussion as stored
 * @throws ky `HTTPError` (400 validation, 401), `NetworkError`, `TimeoutError`
 */
export async function createDiscussion(body: CreateDiscussionBody, opts?: CallOptions): Promise<Discussion> {
  const { client, options } = callOptions(opts, { json: body });
  return parseJson(client.post('discuss/createDiscussion', options), discussionSchema);
}

/**
 * `POST /api/discuss/createComment/:id`: adds the signed-in user's comment.
 * @returns the discussion's comments after the write, oldest first
 * @throws ky `HTTPError` (400 validation, 401, 404 unknown discussion), `NetworkError`, `TimeoutError`
 */
export async function createComment(discussionId: string, body: CreateCommentBody, opts?: CallOptions): Promise<DiscussionComment[]> {
  const { client, options } = callOptions(opts, { json: body });
  return parseJson(client.post(`discuss/createComment/${encodeURIComponent(discussionId)}`, options), commentListSchema);
}

/**
 * `PUT /api/discuss/vote/:id`: sets the signed-in user's vote to `voted` (repeats change nothing).
 * @returns the voters' user ids
 * @throws ky `HTTPError` (400, 401, 404 unknown discussion), `NetworkError`, `TimeoutError`
 */
export async function setVote(discussionId: string, voted: boolean, opts?: CallOptions): Promise<string[]> {
  const { client, options } = callOptions(opts, { json: { voted } });
  return parseJson(client.put(`discuss/vote/${encodeURIComponent(discussionId)}`, options), votersSchema);
}

/**
 * `POST /api/discuss/view/:id`: records the signed-in user's view (once per user and discussion).
 * @returns the discussion's view count
 * @throws ky `HTTPError` (401, 404), `NetworkError`, `TimeoutError`
 */
export async function recordView(discussionId: string, opts?: CallOptions): Promise<number> {
  const { client, options } = callOptions(opts);
  return (await parseJson(client.post(`discuss/view/${encodeURIComponent(discussionId)}`, options), viewResponseSchema)).views;
}
