/**
 * Result building of the offline runner (src/workers/run-result.ts) and its global scrubbing
 * (src/workers/isolation.ts).
 */
import { describe, expect, it } from 'vitest';
import { runCaseResultSchema, STATUS } from '../../common/contract/submission.ts';
import { BLOCKED_GLOBALS, scrubGlobals } from '../../src/workers/isolation.ts';
import {
  JS_TIME_FACTOR,
  KEEP_OUTPUT_BYTES,
  compileErrorResults,
  effectiveTimeLimitMs,
  keepBytes,
  toRunCaseResult,
  truncateOutput,
  type CaseExecution,
} from '../../src/workers/run-result.ts';
import { utf8Length } from '../../common/utf8.ts';

const tc = { input: '1 2\n', output: '3\n' };
const finished = (over: Partial<Extract<CaseExecution, { kind: 'finished' }>> = {}): CaseExecution => ({
  kind: 'finished',
  exitCode: 0,
  stdout: '3\n',
  stderr: '',
  outputLimitExceeded: false,
  timeMs: 12.4,
  ...over,
});

describe('toRunCaseResult', () => {
  it('is the server run-result shape: Accepted with time in seconds and memory 0', () => {
    const r = toRunCaseResult(tc, finished(), 4000);
    expect(runCaseResultSchema.parse(r)).toEqual(r);
    expect(r).toEqual({
      stdin: '1 2\n',
      expected_output: '3\n',
      stdout: '3\n',
      stderr: null,
      compile_output: null,
      status_id: 3,
      status: { id: 3, description: 'Accepted' },
      time: 0.012,
      memory: 0,
    });
  });

  it("compares like the judge's outputsMatch (trailing whitespace and blank lines ignored)", () => {
    expect(toRunCaseResult(tc, finished({ stdout: '3   \r\n\n\n' }), 4000).status_id).toBe(STATUS.ACCEPTED);
    expect(toRunCaseResult(tc, finished({ stdout: ' 3\n' }), 4000).status).toEqual({ id: 4, description: 'Wrong Answer' });
  });

  it('classifies like the judge: output limit, then time, then exit code', () => {
    expect(toRunCaseResult(tc, finished({ outputLimitExceeded: true, exitCode: 1 }), 4000).status).toEqual({ id: 8, description: 'Output Limit Exceeded' });
    expect(toRunCaseResult(tc, finished({ outputLimitExceeded: true, timeMs: 5000 }), 4000).status_id).toBe(STATUS.TIME_LIMIT);
    expect(toRunCaseResult(tc, finished({ timeMs: 4001 }), 4000).status).toEqual({ id: 5, description: 'Time Limit Exceeded' });
    const nzec = toRunCaseResult(tc, finished({ exitCode: 1, stderr: 'Error: x\n' }), 4000);
    expect(nzec.status).toEqual({ id: 11, description: 'Runtime Error (NZEC): exit code 1' });
    expect(toRunCaseResult(tc, finished({ exitCode: 3 }), 4000).status.description).toBe('Runtime Error (NZEC): exit code 3');
    expect(nzec.stderr).toBe('Error: x\n');
    const tle = toRunCaseResult(tc, { kind: 'timed-out', stdout: 'partial\n', stderr: '', timeMs: 4250 }, 4000);
    expect(tle).toMatchObject({ status_id: 5, stdout: 'partial\n', stderr: null, time: 4.25 });
    const crash = toRunCaseResult(tc, { kind: 'crashed', message: 'Internal Error: boom' }, 4000);
    expect(crash).toMatchObject({ status_id: 13, status: { id: 13, description: 'Internal Error' }, stderr: 'Internal Error: boom' });
  });

  it('keeps 64 KiB of stdout with the server marker, but compares the whole output', () => {
    const big = 'x'.repeat(KEEP_OUTPUT_BYTES + 10);
    const r = toRunCaseResult({ input: '', output: big }, finished({ stdout: big }), 4000);
    expect(r.status_id).toBe(STATUS.ACCEPTED);
    expect(r.stdout).toBe('x'.repeat(KEEP_OUTPUT_BYTES) + '\n… (output truncated)');
  });

  it('compile errors mark every case', () => {
    const rs = compileErrorResults([tc, tc], 'SyntaxError: x');
    expect(rs).toHaveLength(2);
    for (const r of rs) {
      expect(r).toEqual({ ...r, stdout: '', stderr: null, compile_output: 'SyntaxError: x', status_id: 6, status: { id: 6, description: 'Compilation Error' }, time: 0, memory: 0 });
    }
  });

  it("judges by the problem's validation like the server: legacy, the Kattis default validator with its message", () => {
    const spaced = finished({ stdout: '3   \n' });
    expect(toRunCaseResult(tc, spaced, 4000).status_id).toBe(STATUS.ACCEPTED);
    const twoTokens = { input: '', output: '1 2\n' };
    expect(toRunCaseResult(twoTokens, finished({ stdout: '1\n2\n' }), 4000).status_id).toBe(STATUS.WRONG_ANSWER);
    const kattis = { kind: 'default', flags: { caseSensitive: false, spaceChangeSensitive: false, floatAbsoluteTolerance: 1e-3 } } as const;
    expect(toRunCaseResult(twoTokens, finished({ stdout: '1\n2.0001\n' }), 4000, kattis)).toMatchObject({ status_id: STATUS.ACCEPTED });
    const wa = toRunCaseResult(twoTokens, finished({ stdout: '1 3' }), 4000, kattis);
    expect(runCaseResultSchema.parse(wa)).toEqual(wa);
    expect(wa).toMatchObject({ status_id: STATUS.WRONG_ANSWER, status: { id: 4, description: 'Wrong Answer' }, message: 'Wrong answer on line 1: read 3, expected 2 within the tolerance (absolute 0.001)' });
  });

  it('a custom output validator cannot run offline: a clean run is "Finished", checked by the server', () => {
    const r = toRunCaseResult(tc, finished({ stdout: 'anything\n' }), 4000, { kind: 'custom' });
    expect(r).toMatchObject({ status_id: 3, status: { id: 3, description: 'Finished' }, stdout: 'anything\n' });
    expect(r.message).toMatch(/checked by the server/);
    // Its own failures keep their verdicts.
    expect(toRunCaseResult(tc, finished({ exitCode: 1 }), 4000, { kind: 'custom' }).status_id).toBe(STATUS.RE_NZEC);
  });

  it('applies the JavaScript time factor of the judge', () => {
    expect(JS_TIME_FACTOR).toBe(2);
    expect(effectiveTimeLimitMs(2000)).toBe(4000);
  });
});

describe('byte helpers', () => {
  it('count and cut UTF-8 bytes like the server', () => {
    expect(utf8Length('aé✓🎉')).toBe(1 + 2 + 3 + 4);
    expect(utf8Length('\ud800')).toBe(3);
    expect(truncateOutput('short', 10)).toBe('short');
    expect(truncateOutput('ééé', 3)).toBe('é\ufffd\n… (output truncated)');
    expect(keepBytes('abcdef', 4)).toBe('abcd');
  });
});

describe('scrubGlobals', () => {
  it('removes names from the object and its whole prototype chain', () => {
    const proto = { fetch: () => 'proto fetch', keep: 1 };
    const target = Object.create(proto) as Record<string, unknown>;
    target.indexedDB = {};
    Object.defineProperty(target, 'stubborn', { value: 'x', configurable: false, writable: false });
    const remaining = scrubGlobals(target, ['fetch', 'indexedDB', 'stubborn', 'absent']);
    expect(target.fetch).toBeUndefined();
    expect('fetch' in proto).toBe(false);
    expect(target.indexedDB).toBeUndefined();
    expect(target.keep).toBe(1);
    expect(remaining).toEqual(['stubborn']);
  });

  it('lists the capabilities the issue names', () => {
    for (const name of ['indexedDB', 'fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts', 'caches', 'navigator', 'BroadcastChannel', 'cookieStore']) {
      expect(BLOCKED_GLOBALS).toContain(name);
    }
  });
});
