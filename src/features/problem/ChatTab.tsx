/**
 * ChatAI tab (spec §2.5, §4, §8): the conversation with the helper about this problem, kept on
 * this device; a typing indicator while it answers; replies split into paragraphs on '~';
 * 'Error from AI Chatbot' when it fails; Clear chat. Offline, hints come from the cached
 * editorial and are labelled so.
 */
import { useId, useState } from 'react';
import { CHAT_TEXT_MAX, type ChatTurn, type ProblemDetail } from '../../../common/contract/index.ts';
import { PROBLEM_TABS_TEXT } from '../../../common/texts/problem-tabs.ts';
import { useAuth } from '../../session/auth.tsx';
import { useConfirm } from '../../ui/ConfirmDialog.tsx';
import { InlineText } from '../../ui/RichText.tsx';
import { OFFLINE_MARK, useChatHelper } from './useChatHelper.ts';

/** A reply's paragraphs (the spec's '~' separator), blank ones dropped, and whether it is an offline hint. */
export function replyParagraphs(text: string): { offline: boolean; paragraphs: string[] } {
  const parts = text.split('~').map((p) => p.trim()).filter((p) => p !== '');
  const offline = parts[0] === OFFLINE_MARK;
  return { offline, paragraphs: offline ? parts.slice(1) : parts };
}

function Bubble({ turn, streaming = false }: { turn: ChatTurn; streaming?: boolean }) {
  const mine = turn.role === 'user';
  const text = turn.parts.map((p) => p.text).join('\n');
  const { offline, paragraphs } = mine ? { offline: false, paragraphs: [text] } : replyParagraphs(text);
  return (
    <li className={`chat ${mine ? 'chat-end' : 'chat-start'}`} data-testid={streaming ? 'chat-streaming' : 'chat-message'} data-role={turn.role}>
      <div className="chat-header text-xs opacity-70">{mine ? PROBLEM_TABS_TEXT.chat.you : offline ? PROBLEM_TABS_TEXT.chat.offlineHint : PROBLEM_TABS_TEXT.chat.helper}</div>
      <div className={`chat-bubble flex flex-col gap-2 ${mine ? 'chat-bubble-primary' : ''}`}>
        {paragraphs.map((p, i) => (
          <p key={i} className="whitespace-pre-wrap break-words">
            <InlineText text={p} />
          </p>
        ))}
      </div>
    </li>
  );
}

/** The ChatAI tab. */
export function ChatTab({ problem }: { problem: ProblemDetail }) {
  const { isAuthenticated } = useAuth();
  const confirm = useConfirm();
  const { messages, waiting, streaming, ask, clear } = useChatHelper(problem);
  const [draft, setDraft] = useState('');
  const id = useId();
  if (!isAuthenticated) return <p className="py-6 text-center text-base-content/70">{PROBLEM_TABS_TEXT.chat.signIn}</p>;

  const send = () => {
    const text = draft;
    setDraft('');
    void ask(text);
  };

  return (
    <div className="flex flex-col gap-4" data-testid="chat">
      <p className="text-sm text-base-content/70">{PROBLEM_TABS_TEXT.chat.intro(problem.title)}</p>
      <ol className="flex flex-col" aria-live="polite">
        {messages.map((m, i) => (
          <Bubble key={i} turn={m} />
        ))}
        {waiting && streaming && <Bubble turn={{ role: 'model', parts: [{ text: streaming }] }} streaming />}
        {waiting && !streaming && (
          <li className="chat chat-start" data-testid="chat-typing">
            <div className="chat-bubble">
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              <span className="sr-only">{PROBLEM_TABS_TEXT.chat.typing}</span>
            </div>
          </li>
        )}
      </ol>
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {PROBLEM_TABS_TEXT.chat.label}
        </label>
        <textarea
          id={`${id}-q`}
          className="textarea textarea-sm w-full"
          rows={2}
          maxLength={CHAT_TEXT_MAX}
          placeholder={PROBLEM_TABS_TEXT.chat.placeholder}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.ctrlKey && !e.metaKey) {
              e.preventDefault();
              send();
            }
          }}
        />
        <div className="flex justify-between gap-2">
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            disabled={messages.length === 0 || waiting}
            onClick={async () => {
              if (await confirm({ text: PROBLEM_TABS_TEXT.chat.clearConfirm, confirmLabel: PROBLEM_TABS_TEXT.chat.clear, danger: true })) await clear();
            }}
          >
            {PROBLEM_TABS_TEXT.chat.clear}
          </button>
          <button type="submit" className="btn btn-sm btn-primary" disabled={waiting || draft.trim() === ''}>
            {PROBLEM_TABS_TEXT.chat.send}
          </button>
        </div>
      </form>
    </div>
  );
}
