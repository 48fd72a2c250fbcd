/** AI helper call (spec §7 AI). */
import { chatReplySchema, type ChatBody, type ChatReply } from '../../common/contract/index.ts';
import { callOptions, type CallOptions } from './http.ts';

/** `POST /api/ai/chat`: the helper's reply to the conversation's last question (paragraphs separated by '~'). */
export async function askHelper(body: ChatBody, opts?: CallOptions): Promise<ChatReply> {
  const { client, options } = callOptions(opts, { json: body, timeout: 40_000 });
  return client.post('ai/chat', options).json(chatReplySchema);
}
