/**
 * An OpenAI-compatible chat server as the AI helper (OpenAI, Ollama, llama.cpp, vLLM …), through
 * the official `openai` SDK: `POST {baseUrl}/chat/completions` with `stream: true`, passing the
 * streamed deltas on.
 */
import OpenAI from 'openai';
import type { AiHelper } from '../types.ts';
import { systemPrompt } from '../prompt.ts';

/** Creates the helper for one server. @param timeoutMs bound of one request, ms */
export function openAiHelper(opts: { baseUrl: string; apiKey: string; model: string; timeoutMs: number }): AiHelper {
  const client = new OpenAI({ baseURL: opts.baseUrl, apiKey: opts.apiKey, timeout: opts.timeoutMs, maxRetries: 0 });
  return {
    source: 'openai',
    async *stream({ body }, signal) {
      const stream = await client.chat.completions.create(
        {
          model: opts.model,
          stream: true,
          messages: [
            { role: 'system', content: systemPrompt(body) },
            ...body.message.map((t) => ({ role: t.role === 'model' ? ('assistant' as const) : ('user' as const), content: t.parts.map((p) => p.text).join('\n') })),
          ],
        },
        { signal },
      );
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) yield piece;
      }
    },
  };
}
