import * as z from 'zod/mini';
import { lazySchema } from './lazy.ts';
import { noControlChars } from './common.ts';
import { visibleTestCaseSchema } from './problem.ts';

/** AI helper payloads (spec §3 Chat message, §7 POST /api/ai/chat). */

/** Characters of one chat message. */
export const CHAT_TEXT_MAX = 4000;
/** Messages of a conversation sent at once (older ones are left out by the client). */
export const CHAT_HISTORY_MAX = 40;

/** One chat turn: `user` (the learner) or `model` (the helper), with its text parts. */
export const chatTurnSchema = lazySchema(() => z.strictObject({
  role: z.enum(['user', 'model']),
  parts: z
    .array(z.strictObject({ text: z.string().check(z.maxLength(CHAT_TEXT_MAX, `A message must be at most ${CHAT_TEXT_MAX} characters`), noControlChars) }))
    .check(z.minLength(1, 'A message needs a text')),
}));
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/**
 * POST /api/ai/chat body: the conversation (its last turn is the learner's question) and the
 * problem it is about; `prblmId` (an addition to the spec) lets the server use the problem's
 * editorial.
 */
export const chatBodySchema = lazySchema(() => z.strictObject({
  message: z.array(chatTurnSchema).check(
    z.minLength(1, 'message must hold the conversation'),
    z.maxLength(CHAT_HISTORY_MAX, `At most ${CHAT_HISTORY_MAX} messages at once`),
    z.refine<ChatTurn[]>((turns) => turns.at(-1)?.role === 'user', 'The last message must be the learner’s'),
  ),
  title: z.string().check(z.maxLength(200, 'title must be at most 200 characters'), noControlChars),
  description: z.string().check(z.maxLength(20_000, 'description must be at most 20000 characters'), noControlChars),
  testCases: z.array(visibleTestCaseSchema).check(z.maxLength(20, 'At most 20 test cases')),
  prblmId: z.optional(z.string().check(z.regex(/^[0-9a-f]{24}$/, 'prblmId must be 24 lowercase hex characters'))),
}));
export type ChatBody = z.infer<typeof chatBodySchema>;

/** POST /api/ai/chat response: the reply (paragraphs separated by '~') and who wrote it. */
export const chatReplySchema = lazySchema(() => z.object({
  message: z.string(),
  source: z.enum(['hints', 'gemini', 'openai']),
}));
export type ChatReply = z.infer<typeof chatReplySchema>;
