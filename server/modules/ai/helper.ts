/**
 * The AI helper: one interface, chosen by configuration (`Config.ai`): an OpenAI-compatible
 * server (`providers/openai.ts`), Google Gemini (`providers/gemini.ts`), or, with nothing
 * configured, the built-in hint engine (`common/domain/hints.ts`), which answers from the
 * problem's own editorial in graded hints and never hands out the full solution.
 */
import type { ChatBody, ChatReply } from '../../../common/contract/ai.ts';
import type { Approach } from '../../../common/contract/problem.ts';
import { hintReply } from '../../../common/domain/hints.ts';
import type { Config } from '../../config.ts';
import { geminiHelper } from './providers/gemini.ts';
import { openAiHelper } from './providers/openai.ts';

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
   * Answers the conversation's last question.
   * @param signal aborted when the caller gives up (time limit, client gone)
   * @returns the reply, paragraphs separated by '~'
   * @throws on provider failures (the route answers 502 'Error from AI Chatbot')
   */
  reply(req: HelperRequest, signal: AbortSignal): Promise<string>;
}

/** The built-in hint engine as a helper (no network, no key). */
export const builtInHints: AiHelper = {
  source: 'hints',
  async reply({ body, approaches }) {
    const question = body.message.at(-1)!.parts.map((p) => p.text).join('\n');
    return hintReply({ title: body.title, description: body.description, testCases: body.testCases, approaches }, question, body.message.slice(0, -1));
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
