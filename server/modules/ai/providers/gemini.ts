/**
 * Google Gemini as the AI helper, through the official `@google/genai` SDK:
 * `models.generateContentStream` with the conversation as `contents` (roles user/model) and the
 * tutor instructions as the system instruction, passing the streamed chunks on.
 */
import { GoogleGenAI } from '@google/genai';
import type { AiHelper } from '../types.ts';
import { systemPrompt } from '../prompt.ts';

/** Creates the helper. @param baseUrl another endpoint than Google's (tests, proxies) */
export function geminiHelper(opts: { apiKey: string; baseUrl?: string; model: string; timeoutMs: number }): AiHelper {
  const ai = new GoogleGenAI({ apiKey: opts.apiKey, httpOptions: { ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}), timeout: opts.timeoutMs } });
  return {
    source: 'gemini',
    async *stream({ body }, signal) {
      const stream = await ai.models.generateContentStream({
        model: opts.model,
        contents: body.message.map((t) => ({ role: t.role, parts: t.parts.map((p) => ({ text: p.text })) })),
        config: { systemInstruction: systemPrompt(body), abortSignal: signal },
      });
      for await (const chunk of stream) {
        const piece = chunk.text;
        if (piece) yield piece;
      }
    },
  };
}
