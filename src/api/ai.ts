/** AI helper call (spec §7 AI). */
import type { ChatBody, ChatReply } from '../../common/contract/index.ts';
import { type CallOptions, callOptions } from './http.ts';
import { readSse } from './sse.ts';
import { PROBLEM_MSG } from '../../common/texts/problem-messages.ts';

/**
 * `POST /api/ai/chat` with `Accept: text/event-stream`: the reply as it is written.
 * @param onText called with the reply so far, after each piece
 * @returns the whole reply and who wrote it
 * @throws Error('Error from AI Chatbot') when the helper failed; what the request throws otherwise
 */
export async function askHelperStreaming(body: ChatBody, onText: (soFar: string) => void, opts?: CallOptions): Promise<ChatReply> {
  const { client, options } = callOptions(opts, { json: body, timeout: 40_000, headers: { accept: 'text/event-stream' } });
  const res = await client.post('ai/chat', options);
  if (!res.body) throw new Error(PROBLEM_MSG.aiError);
  let text = '';
  let source: ChatReply['source'] | null = null;
  let failed = false;
  await readSse(res.body, (e) => {
    if (e.event === 'delta') {
      text += (JSON.parse(e.data) as { text: string }).text;
      onText(text);
    } else if (e.event === 'done') source = (JSON.parse(e.data) as { source: ChatReply['source'] }).source;
    else if (e.event === 'error') failed = true;
  });
  if (failed || source === null) throw new Error(PROBLEM_MSG.aiError);
  return { message: text, source };
}
