import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { chatBodySchema, type ChatReply } from '../../../common/contract/ai.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { SlidingWindowLimit } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/security.ts';
import { abortable, helperFor, wholeReply } from './helper.ts';
import type { AiHelper } from './types.ts';
import { findApproaches } from './service.ts';
import { PROBLEM_MSG } from '../../../common/texts/problem-messages.ts';

/** Questions one learner may ask per minute. */
export const AI_QUESTIONS_PER_MINUTE = 20;

/**
 * AI helper (spec §7 AI):
 * - POST /api/ai/chat {message: ChatTurn[], title, description, testCases, prblmId?}
 *   → `{message, source}`; with `Accept: text/event-stream` the reply streams instead as
 *   server-sent events: `delta` {text} … then `done` {source}, or `error` {message: 'Error from AI Chatbot'}.
 *   Signed in; 400 bad body; 429 with Retry-After over AI_QUESTIONS_PER_MINUTE; 502 'Error from
 *   AI Chatbot' when the helper fails or takes longer than AI_TIMEOUT_SECONDS.
 */
export async function aiRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const helper: AiHelper = helperFor(config.ai);
  const questions = new SlidingWindowLimit(db, 'ai-questions', AI_QUESTIONS_PER_MINUTE, 60_000);

  app.post('/api/ai/chat', { preHandler: requireUser }, async (req, reply): Promise<ChatReply | PassThrough> => {
    const body = parseOr400(chatBodySchema, req.body);
    await questions.takeOr429(req.user!._id, API_MSG.tooManyQuestions);
    const request = { body, approaches: body.prblmId ? await findApproaches(db, body.prblmId) : [] };
    const timeout = AbortSignal.timeout(config.ai.timeoutMs);

    if ((req.headers.accept ?? '').includes('text/event-stream')) {
      const gone = new AbortController();
      reply.raw.on('close', () => gone.abort());
      const signal = AbortSignal.any([timeout, gone.signal]);
      const out = new PassThrough();
      const event = (name: string, data: unknown) => out.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
      void (async () => {
        let sent = false;
        try {
          for await (const piece of abortable(helper.stream(request, signal), signal)) {
            sent ||= piece.trim() !== '';
            event('delta', { text: piece });
          }
          if (!sent) throw new Error('empty reply');
          event('done', { source: helper.source });
        } catch (e) {
          req.log.warn({ err: (e as Error).message }, 'AI helper failed');
          event('error', { message: PROBLEM_MSG.aiError });
        } finally {
          out.end();
        }
      })();
      return reply.type('text/event-stream; charset=utf-8').header('x-accel-buffering', 'no').send(out);
    }

    try {
      return { message: await wholeReply(helper, request, timeout), source: helper.source };
    } catch (e) {
      req.log.warn({ err: (e as Error).message }, 'AI helper failed');
      throw new HttpError(502, PROBLEM_MSG.aiError);
    }
  });
}
