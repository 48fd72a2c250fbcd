import { describe, expect, it } from 'vitest';
import { STATUS } from '../../common/contract/submission.ts';
import type { SandboxResult } from '../../server/judge/sandbox.ts';
import { classifyRun } from '../../server/judge/verdict.ts';

const LIMITS = { cpuMs: 1000, memoryLimitKb: 262_144, memoryOverheadKb: 0, oomPattern: /std::bad_alloc/ };
const run = (report: Partial<NonNullable<SandboxResult['report']>>, stderr = ''): SandboxResult => ({
  report: { exitCode: 0, signal: 0, cpuMs: 10, wallMs: 20, memoryKb: 4096, wallTimedOut: false, cpuTimedOut: false, oomKilled: false, setupFailed: false, ...report },
  stdoutBytes: 0,
  stderr,
  outputLimitExceeded: false,
});

describe('classifyRun', () => {
  it('a clean exit within the limits has no verdict yet (the output decides)', () => {
    expect(classifyRun(run({}), LIMITS)).toBeNull();
  });
  it('CPU time over the limit is a time limit, even over the memory limit', () => {
    expect(classifyRun(run({ cpuMs: 1200, cpuTimedOut: true, memoryKb: 300_000 }), LIMITS)?.statusId).toBe(STATUS.TIME_LIMIT);
  });
  it('the wall clock alone (a sleeping program) is a time limit', () => {
    expect(classifyRun(run({ wallTimedOut: true, wallMs: 3000 }), LIMITS)?.statusId).toBe(STATUS.TIME_LIMIT);
  });
  it('the wall clock running out while the job is over its memory limit is a memory limit', () => {
    const v = classifyRun(run({ wallTimedOut: true, wallMs: 3000, cpuMs: 800, memoryKb: 294_912 }), LIMITS);
    expect(v?.description).toBe('Memory Limit Exceeded');
  });
  it('an OOM kill, peak memory over the limit or the runtime\'s own report is a memory limit', () => {
    expect(classifyRun(run({ oomKilled: true, signal: 9, exitCode: -1 }), LIMITS)?.description).toBe('Memory Limit Exceeded');
    expect(classifyRun(run({ memoryKb: 262_145 }), LIMITS)?.description).toBe('Memory Limit Exceeded');
    expect(classifyRun(run({ exitCode: 134, signal: 6 }, "terminate called after throwing an instance of 'std::bad_alloc'"), LIMITS)?.description).toBe('Memory Limit Exceeded');
  });
  it('a failed sandbox is an internal error', () => {
    expect(classifyRun(run({ setupFailed: true }), LIMITS)?.statusId).toBe(STATUS.INTERNAL_ERROR);
  });
});
