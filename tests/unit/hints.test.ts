import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../../common/contract/index.ts';
import { hintIntent, hintReply, hintsGiven, type HintContext } from '../../common/domain/hints.ts';

const ctx: HintContext = {
  title: 'Two Sum',
  description: 'Find two positions whose values add up to target.',
  testCases: [{ input: '4\n2 7 11 15\n9\n', output: '0 1\n', explanation: 'nums[0] + nums[1] = 9' }],
  approaches: [
    { name: 'Brute Force', concept: ['Try every pair.'], steps: ['Loop `i`.', 'Loop `j`.'], complexities: ['O(n^2)', 'O(1)'] },
    { name: 'Optimized Aprouch', concept: ['Remember what you have seen in a hash map.'], steps: ['Walk the array.', 'Look up `target - x`.'], complexities: ['O(n)', 'O(n)'] },
  ],
};
const turn = (role: ChatTurn['role'], text: string): ChatTurn => ({ role, parts: [{ text }] });

describe('hint engine', () => {
  it('classifies questions', () => {
    expect(hintIntent('What is the time complexity?')).toBe('complexity');
    expect(hintIntent('Can you explain example 1')).toBe('example');
    expect(hintIntent('just give me the code')).toBe('code');
    expect(hintIntent('I am stuck')).toBe('hint');
  });

  it('goes one step further with every hint, ending with the complexity, and never more', () => {
    const history: ChatTurn[] = [];
    const replies: string[] = [];
    for (let i = 0; i < 7; i++) {
      const reply = hintReply(ctx, 'hint please', history);
      replies.push(reply);
      history.push(turn('user', 'hint please'), turn('model', reply));
    }
    expect(hintsGiven(history)).toBe(7);
    expect(replies[0]).toMatch(/^Think about the simplest way first \(Brute Force\): Try every pair\./);
    expect(replies[1]).toMatch(/^A faster idea \(Optimized Aprouch\)/);
    expect(replies[2]).toMatch(/^Step 1: Walk the array\./);
    expect(replies[3]).toMatch(/^Step 2: Look up `target - x`\./);
    expect(replies[4]).toMatch(/time is O\(n\) and the extra space O\(n\)/);
    expect(replies[6]).toBe(replies[4]);
    for (const r of replies) expect(r.split('~')).toHaveLength(2);
  });

  it('answers examples and complexity questions from the problem, and refuses to hand out code', () => {
    const example = hintReply(ctx, 'explain the example', []).split('~');
    expect(example[1]).toBe('Input:\n4\n2 7 11 15\n9');
    expect(example[2]).toBe('Expected output:\n0 1');
    expect(example[3]).toBe('Why: nums[0] + nums[1] = 9');
    expect(hintReply(ctx, 'what complexity?', [])).toContain('Optimized Aprouch: time O(n), space O(n).');
    expect(hintReply(ctx, 'give me the code', [])).toContain('I will not hand you the full code');
  });

  it('still helps when a problem has no editorial or examples', () => {
    const bare = { ...ctx, approaches: [], testCases: [] };
    expect(hintReply(bare, 'help', []).split('~')).toHaveLength(3);
    expect(hintReply(bare, 'example?', [])).toContain('no examples');
  });
});
