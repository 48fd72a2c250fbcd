/** The instructions a hosted model gets: stay on this problem, guide instead of solving, use '~' between paragraphs. */
import type { ChatBody } from '../../../common/contract/ai.ts';

/** The system prompt for one conversation about `body`'s problem. */
export function systemPrompt(body: ChatBody): string {
  const examples = body.testCases
    .map((t, i) => `Example ${i + 1}\nInput:\n${t.input.trim()}\nOutput:\n${t.output.trim()}${t.explanation ? `\nExplanation: ${t.explanation}` : ''}`)
    .join('\n\n');
  return [
    `You are a patient coding tutor helping a learner with one problem: "${body.title}".`,
    `Problem statement:\n${body.description}`,
    examples ? `Examples:\n${examples}` : '',
    'Only discuss this problem and the programming ideas it needs; politely decline anything else.',
    'Guide with hints, questions and explanations. Do not give complete code unless the learner explicitly asks for it, and even then prefer the key part.',
    "Separate paragraphs with the character '~' and keep replies short.",
  ]
    .filter(Boolean)
    .join('\n\n');
}
