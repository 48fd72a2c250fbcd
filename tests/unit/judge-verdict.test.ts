import { describe, expect, it } from 'vitest';
import { STATUS } from '../../common/contract/submission.ts';
import type { SandboxResult } from '../../server/judge/sandbox.ts';
import { classifyRun, oomReportCounts } from '../../server/judge/verdict.ts';

const LIMITS = { cpuMs: 1000, memoryLimitKb: 262_144, memoryOverheadKb: 0, oomPattern: /std::bad_alloc/ };
const PYTHON_LIMITS = { cpuMs: 1000, memoryLimitKb: 65_536, memoryOverheadKb: 16_384, oomPattern: /^MemoryError\b/m };
const BAD_ALLOC = "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc\n";
const MEMORY_ERROR = 'Traceback (most recent call last):\n  File "/box/main.py", line 1, in <module>\n    raise MemoryError\nMemoryError\n';
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
  it('CPU time over the limit is a time limit while the measured memory stays within its limit', () => {
    expect(classifyRun(run({ cpuMs: 1200, cpuTimedOut: true, memoryKb: 200_000 }), LIMITS)?.statusId).toBe(STATUS.TIME_LIMIT);
  });
  it('CPU time running out after the measured memory went over its limit is a memory limit (the time went on reclaiming pages)', () => {
    expect(classifyRun(run({ cpuMs: 1200, cpuTimedOut: true, memoryKb: 300_000 }), LIMITS)?.description).toBe('Memory Limit Exceeded');
  });
  it('a program past its output cap is judged by the cap and the clocks, however much its runtime buffered', () => {
    const flood = (extra: Partial<NonNullable<SandboxResult['report']>>) => classifyRun({ ...run({ memoryKb: 300_000, ...extra }), outputLimitExceeded: true }, LIMITS)?.description;
    expect(flood({})).toBe('Output Limit Exceeded');
    expect(flood({ cpuMs: 1200, cpuTimedOut: true })).toBe('Time Limit Exceeded');
  });
  it('the wall clock alone (a sleeping program) is a time limit', () => {
    expect(classifyRun(run({ wallTimedOut: true, wallMs: 3000 }), LIMITS)?.statusId).toBe(STATUS.TIME_LIMIT);
  });
  it('the wall clock running out while the job is over its memory limit is a memory limit', () => {
    const v = classifyRun(run({ wallTimedOut: true, wallMs: 3000, cpuMs: 800, memoryKb: 294_912 }), LIMITS);
    expect(v?.description).toBe('Memory Limit Exceeded');
  });
  it('an OOM kill or peak memory over the limit + overhead is a memory limit, with or without a message', () => {
    expect(classifyRun(run({ oomKilled: true, signal: 9, exitCode: -1 }), LIMITS)?.description).toBe('Memory Limit Exceeded');
    expect(classifyRun(run({ oomKilled: true, signal: 9, exitCode: -1, memoryKb: 1024 }), LIMITS)?.description).toBe('Memory Limit Exceeded');
    expect(classifyRun(run({ memoryKb: 262_145 }), LIMITS)?.description).toBe('Memory Limit Exceeded');
    expect(classifyRun(run({ exitCode: 1, memoryKb: 65_536 + 16_385 }), PYTHON_LIMITS)?.description).toBe('Memory Limit Exceeded');
    expect(classifyRun(run({ exitCode: 1, memoryKb: 65_536 + 16_384 }), PYTHON_LIMITS)?.statusId).toBe(STATUS.RE_NZEC);
  });
  it('the runtime\'s own out-of-memory report is a memory limit when the peak reaches limit / 3 + overhead / 4', () => {
    expect(classifyRun(run({ exitCode: 134, signal: 6, memoryKb: 140_000 }, BAD_ALLOC), LIMITS)?.description).toBe('Memory Limit Exceeded');
    expect(classifyRun(run({ exitCode: 1, memoryKb: 30_000 }, MEMORY_ERROR), PYTHON_LIMITS)?.description).toBe('Memory Limit Exceeded');
    expect(oomReportCounts(87_382, LIMITS)).toBe(true);
    expect(oomReportCounts(87_381, LIMITS)).toBe(false);
    expect(oomReportCounts(65_536 / 3 + 16_384 / 4, PYTHON_LIMITS)).toBe(true);
    expect(oomReportCounts(65_536 / 3 + 16_384 / 4 - 1, PYTHON_LIMITS)).toBe(false);
  });
  it('an out-of-memory report below that peak is judged as without it: its signal or exit code, stderr kept', () => {
    const abort = classifyRun(run({ exitCode: 134, signal: 6, memoryKb: 4096 }, BAD_ALLOC), LIMITS);
    expect(abort).toEqual({ statusId: STATUS.RE_SIGABRT, description: 'Runtime Error (SIGABRT)' });
    const printed = classifyRun(run({ exitCode: 1, memoryKb: 1024 }, "terminate called after throwing an instance of 'std::bad_alloc'\n"), LIMITS);
    expect(printed).toEqual({ statusId: STATUS.RE_NZEC, description: 'Runtime Error (NZEC): exit code 1' });
    expect(classifyRun(run({ exitCode: 1, memoryKb: 4096 }, MEMORY_ERROR), PYTHON_LIMITS)).toEqual({ statusId: STATUS.RE_NZEC, description: 'Runtime Error (NZEC): exit code 1' });
  });
  it('a clean exit is never a memory limit for its stderr, whatever the peak', () => {
    expect(classifyRun(run({ memoryKb: 200_000 }, BAD_ALLOC), LIMITS)).toBeNull();
  });
  it('a failed sandbox is an internal error', () => {
    expect(classifyRun(run({ setupFailed: true }), LIMITS)?.statusId).toBe(STATUS.INTERNAL_ERROR);
  });
});
