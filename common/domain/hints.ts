/**
 * The built-in hint engine: answers a learner's question about a problem from the problem's own
 * editorial (approaches with key ideas, steps and complexities) and examples, one graded hint at
 * a time — never the complete solution at once and never code. Used by the server when no AI
 * provider is configured, and by the PWA offline. Paragraphs of a reply are separated by '~'
 * (the spec's chat format).
 */
import type { ChatTurn } from '../contract/ai.ts';
import type { Approach, VisibleTestCase } from '../contract/problem.ts';

/** What the engine knows of the problem. */
export interface HintContext {
  title: string;
  description: string;
  testCases: readonly VisibleTestCase[];
  approaches: readonly Approach[];
}

/** What the learner asks for, from the words of the message. */
export type HintIntent = 'complexity' | 'example' | 'code' | 'hint';

/** Classifies a question by keywords (English). */
export function hintIntent(message: string): HintIntent {
  const m = message.toLowerCase();
  if (/complexit|big[\s-]?o|\bo\(|how fast|time limit|memory/.test(m)) return 'complexity';
  if (/example|test ?case|sample|input|output/.test(m)) return 'example';
  if (/\bcode\b|solution|implement|write it|full answer/.test(m)) return 'code';
  return 'hint';
}

/** How many hints the conversation already gave (model turns before this question). */
export function hintsGiven(history: readonly ChatTurn[]): number {
  return history.filter((t) => t.role === 'model').length;
}

const join = (items: readonly string[]) => items.map((s) => s.trim()).filter(Boolean).join(' ');

/**
 * The next hint: the first reply points at the examples and the simplest idea; each later reply
 * goes one step further (a better approach's key idea, then its steps one by one, then its
 * complexity), and asking for code gets the next idea plus an invitation to write it.
 * @param message the learner's question
 * @param history the conversation before it
 * @returns the reply, paragraphs separated by '~'
 */
export function hintReply(ctx: HintContext, message: string, history: readonly ChatTurn[]): string {
  const intent = hintIntent(message);
  const level = hintsGiven(history);
  const approaches = ctx.approaches.filter((a) => a.name.trim() !== '');
  const best = approaches.at(-1);
  const first = approaches[0];

  if (intent === 'example') {
    const tc = ctx.testCases[level % Math.max(1, ctx.testCases.length)];
    if (!tc) return `“${ctx.title}” has no examples to walk through.~Try a tiny input of your own and work it out by hand first.`;
    return [
      `Let us walk through an example of “${ctx.title}”.`,
      `Input:\n${tc.input.trim()}`,
      `Expected output:\n${tc.output.trim()}`,
      tc.explanation.trim() ? `Why: ${tc.explanation.trim()}` : 'Work out by hand why this is the answer before you code anything.',
    ].join('~');
  }

  if (intent === 'complexity') {
    if (approaches.length === 0) return 'Estimate the input size from the constraints: about 10^8 simple steps fit in a second.~Choose an algorithm whose complexity stays under that.';
    return approaches
      .map((a) => `${a.name}: time ${a.complexities[0] ?? 'not given'}, space ${a.complexities[1] ?? 'not given'}.`)
      .concat('Compare these with the constraints in the description to see which one is fast enough.')
      .join('~');
  }

  if (approaches.length === 0) {
    return [
      `Start from the examples of “${ctx.title}” and solve them by hand.`,
      'Write down the steps you took; they are your first algorithm.',
      'Then ask yourself which step repeats work that could be remembered.',
    ].join('~');
  }

  const ladder: string[] = [];
  if (first) ladder.push(`Think about the simplest way first (${first.name}): ${join(first.concept)}`);
  if (best && best !== first) ladder.push(`A faster idea (${best.name}): ${join(best.concept)}`);
  for (const [i, step] of (best ?? first)!.steps.entries()) ladder.push(`Step ${i + 1}: ${step}`);
  if (best) ladder.push(`With that, the time is ${best.complexities[0] ?? 'as analysed'} and the extra space ${best.complexities[1] ?? 'as analysed'}.`);

  const hint = ladder[Math.min(level, ladder.length - 1)]!;
  const closing =
    level >= ladder.length - 1
      ? 'That is the whole idea: now write it yourself, and run the examples to check.'
      : intent === 'code'
        ? 'I will not hand you the full code: try writing this step yourself, and ask again for the next hint.'
        : 'Ask again for the next hint when you are ready.';
  return `${hint}~${closing}`;
}
