/**
 * The AI helper: one interface, chosen by configuration (`Config.ai`): an OpenAI-compatible
 * server (`providers/openai.ts`), Google Gemini (`providers/gemini.ts`), or, with nothing
 * configured, the built-in hint engine (`common/domain/hints.ts`), which answers from the
 * problem's own editorial in graded hints and never hands out the full solution.
 */
import { hintReply } from '../../../common/domain/hints.ts';
import type { Config } from '../../config.ts';
import { geminiHelper } from './providers/gemini.ts';
import { openAiHelper } from './providers/openai.ts';
import type { AiHelper, HelperRequest } from './types.ts';

/**
 * The whole reply of `helper`, or a rejection when it fails, is empty, or `signal` fires first.
 * @throws Error on failure, emptiness or abort
 */
export async function wholeReply(helper: AiHelper, req: HelperRequest, signal: AbortSignal): Promise<string> {
  let text = '';
  for await (const piece of abortable(helper.stream(req, signal), signal)) text += piece;
  if (text.trim() === '') throw new Error('empty reply');
  return text;
}

/** Iterates `source` until `signal` fires, then rejects at once (a provider that hangs cannot hold the caller). */
export async function* abortable<T>(source: AsyncIterable<T>, signal: AbortSignal): AsyncIterable<T> {
  const iterator = source[Symbol.asyncIterator]();
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(new Error('AI helper timed out'));
    signal.addEventListener('abort', () => reject(new Error('AI helper timed out')), { once: true });
  });
  aborted.catch(() => undefined);
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    void iterator.return?.();
  }
}

/** The built-in hint engine as a helper (no network, no key). */
export const builtInHints: AiHelper = {
  source: 'hints',
  async *stream({ body, approaches }) {
    const question = body.message.at(-1)!.parts.map((p) => p.text).join('\n');
    yield hintReply({ title: body.title, description: body.description, testCases: body.testCases, approaches }, question, body.message.slice(0, -1));
  },
};

/** The helper the configuration asks for. */
export function helperFor(ai: Config['ai']): AiHelper {
  switch (ai.provider) {
    case 'openai':
      return openAiHelper(ai);
    case 'gemini':
      return geminiHelper(ai);
    case 'hints':
      return builtInHints;
  }
}
