import type { FastifyInstance } from 'fastify';
import { chatBodySchema, type ChatReply } from '../../../common/contract/ai.ts';
import { MSG } from '../../../common/texts.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { SlidingWindowLimit } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/security.ts';
import { helperFor, type AiHelper } from './helper.ts';
import { findApproaches } from './service.ts';

/** Questions one learner may ask per minute. */
export const AI_QUESTIONS_PER_MINUTE = 20;

/**
 * AI helper (spec §7 AI):
 * - POST /api/ai/chat {message: ChatTurn[], title, description, testCases, prblmId?} → {message, source}
 *   (signed in; 400 bad body; 429 with Retry-After over AI_QUESTIONS_PER_MINUTE; 502 'Error from AI
 *   Chatbot' when the helper fails or takes longer than AI_TIMEOUT_SECONDS)
 */
export async function aiRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const helper: AiHelper = helperFor(config.ai);
  const questions = new SlidingWindowLimit(AI_QUESTIONS_PER_MINUTE, 60_000);

  app.post('/api/ai/chat', { preHandler: requireUser }, async (req): Promise<ChatReply> => {
    const body = parseOr400(chatBodySchema, req.body);
    const slot = questions.take(req.user!._id);
    if (!slot.allowed) throw new HttpError(429, MSG.tooManyQuestions, undefined, { 'retry-after': String(slot.retryAfterS) });
    const approaches = body.prblmId ? await findApproaches(db, body.prblmId) : [];
    const signal = AbortSignal.timeout(config.ai.timeoutMs);
    try {
      const message = await Promise.race([
        helper.reply({ body, approaches }, signal),
        new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('AI helper timed out')), { once: true })),
      ]);
      return { message, source: helper.source };
    } catch (e) {
      req.log.warn({ err: (e as Error).message }, 'AI helper failed');
      throw new HttpError(502, MSG.aiError);
    }
  });
}
