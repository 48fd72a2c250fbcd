import { describe, expect, it } from 'vitest';
import { runVisibleTests } from '../../src/features/problem/run-code.ts';

/** Offline, an interactive problem's examples cannot run on this device: they need the judge's interactor. */
describe('runVisibleTests on an interactive problem', () => {
  const problem = { _id: 'p1', visibleTestCases: [{ input: '10 7\n', output: '7\n', explanation: '' }], timeLimitMs: 1000, memoryLimitKb: 262144, validation: { kind: 'custom' as const }, startCode: [] };

  it('says a connection is needed offline, even for JavaScript', async () => {
    const outcome = await runVisibleTests({ ...problem, interactive: true }, 'javascript', 'console.log(5)', { online: false, isOfflineError: () => true });
    expect(outcome).toEqual({ kind: 'needsConnection' });
  });
});
