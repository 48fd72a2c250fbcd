/**
 * The AI helper's interface, shared by the helper selection (helper.ts) and its providers
 * (providers/*.ts), which implement it.
 */
import type { ChatBody, ChatReply } from '../../../common/contract/ai.ts';
import type { Approach } from '../../../common/contract/problem.ts';

/** What a helper gets: the request and the problem's editorial (empty when unknown). */
export interface HelperRequest {
  body: ChatBody;
  approaches: readonly Approach[];
}

/** An AI helper. */
export interface AiHelper {
  /** Who answers (sent with the reply). */
  readonly source: ChatReply['source'];
  /**
   * Answers the conversation's last question, piece by piece as the provider streams it (the
   * reply is the pieces joined; paragraphs separated by '~').
   * @param signal aborted when the caller gives up (time limit, client gone)
   * @throws on provider failures (the route answers 'Error from AI Chatbot')
   */
  stream(req: HelperRequest, signal: AbortSignal): AsyncIterable<string>;
}

