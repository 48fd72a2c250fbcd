/**
 * The ChatAI tab's behaviour: a question is appended to the problem's conversation (Dexie), then
 * answered by the server's helper online (streamed: the reply shows as it is written), or offline by the same built-in hint engine
 * (`common/domain/hints.ts`) from the cached editorial, marked as an offline hint. A failure
 * appends the spec's 'Error from AI Chatbot'.
 */
import { useState } from 'react';
import { askHelperStreaming } from '../../api/ai.ts';
import { CHAT_HISTORY_MAX, CHAT_TEXT_MAX, type ChatTurn, type ProblemDetail } from '../../../common/contract/index.ts';
import { hintReply } from '../../../common/domain/hints.ts';
import { PROBLEM_TABS_TEXT } from '../../../common/texts/problem-tabs.ts';
import { PROBLEM_MSG } from '../../../common/texts/problem-messages.ts';
import { appendChatTurn, clearChat, useChat } from '../../data/index.ts';
import { isOfflineError } from '../../session/auth.tsx';

/** A model turn answered offline starts with this line (shown as a label, not as text). */
export const OFFLINE_MARK = `[${PROBLEM_TABS_TEXT.chat.offlineHint}]`;

/** The conversation of a problem and the actions on it. */
export function useChatHelper(problem: ProblemDetail) {
  const messages = useChat(problem._id);
  const [waiting, setWaiting] = useState(false);
  // The reply as it streams in (null when none is being written).
  const [streaming, setStreaming] = useState<string | null>(null);

  const answerOffline = (history: ChatTurn[], question: string) =>
    `${OFFLINE_MARK}~${hintReply({ title: problem.title, description: problem.description, testCases: problem.visibleTestCases, approaches: problem.Aprouch }, question, history)}`;

  const ask = async (text: string) => {
    const question = text.trim().slice(0, CHAT_TEXT_MAX);
    if (!question || waiting) return;
    setWaiting(true);
    try {
      const all = await appendChatTurn(problem._id, { role: 'user', parts: [{ text: question }] });
      const history = all.slice(0, -1);
      let reply: string;
      if (!navigator.onLine) {
        reply = answerOffline(history, question);
      } else {
        try {
          const body = {
            message: all.slice(-CHAT_HISTORY_MAX).map((t) => ({ role: t.role, parts: t.parts.map((p) => ({ text: p.text.replace(OFFLINE_MARK, '').slice(0, CHAT_TEXT_MAX) })) })),
            title: problem.title,
            description: problem.description,
            testCases: problem.visibleTestCases,
            prblmId: problem._id,
          };
          // The server wants the learner's turn last and the window may start with a model turn: both hold here.
          reply = (await askHelperStreaming(body, setStreaming)).message;
        } catch (error) {
          reply = isOfflineError(error) ? answerOffline(history, question) : PROBLEM_MSG.aiError;
        }
      }
      await appendChatTurn(problem._id, { role: 'model', parts: [{ text: reply }] });
    } catch {
      await appendChatTurn(problem._id, { role: 'model', parts: [{ text: PROBLEM_MSG.aiError }] }).catch(() => undefined);
    } finally {
      setStreaming(null);
      setWaiting(false);
    }
  };

  return { messages: messages ?? [], loading: messages === undefined, waiting, streaming, ask, clear: () => clearChat(problem._id) };
}
