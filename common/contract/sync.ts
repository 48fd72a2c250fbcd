import * as z from 'zod/mini';
import { lazySchema } from './lazy.ts';
import { languageSchema, noControlChars } from './common.ts';

/**
 * Stars, drafts and idempotency (the outbox's endpoints).
 *
 * Idempotency: every state-changing request may carry `Idempotency-Key`
 * (8–100 characters of [A-Za-z0-9_-]). The server records the key per user
 * with the response for 24 h; a repeated key gets the recorded status and body
 * again without applying anything twice. While the first request with a key is
 * still running, a repeat gets 409 (retry later). The same key with a different
 * method, path or body gets 422.
 */
/** The request header carrying the idempotency key; the client sends it and the server reads it by this name. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8-100 characters of A-Z a-z 0-9 _ -')));

/** GET /api/prblm/stars → ids of the saved problems. */
export const starsResponseSchema = lazySchema(() => z.array(z.string()));

/** PUT /api/prblm/activeStars/:id → toggles; the body is truthy (spec) and says the new state. */
export const starToggleResponseSchema = lazySchema(() => z.object({ starred: z.boolean() }));

/** One draft: the editor contents of one problem in one language. `updatedAt` is the client's clock, ms since epoch. */
export const draftSchema = lazySchema(() => z.object({
  language: languageSchema,
  code: z.string(),
  updatedAt: z.int(),
}));
export type Draft = z.infer<typeof draftSchema>;

/** GET /api/drafts/:prblmId → the caller's drafts of that problem. */
export const draftsResponseSchema = lazySchema(() => z.array(draftSchema));

/** PUT /api/drafts/:prblmId/:language body. Last write wins by `updatedAt`. Code is limited like submissions (64 KB → 413). */
export const draftPutBodySchema = lazySchema(() => z.strictObject({
  code: z.string().check(noControlChars),
  updatedAt: z.int().check(z.gte(0)),
}));

/** PUT /api/drafts/… response: the stored draft and whether this write won. */
export const draftPutResponseSchema = lazySchema(() => z.extend(draftSchema, { applied: z.boolean() }));
