import { describe, expect, it } from 'vitest';
import { STATUS } from '../../common/contract/submission.ts';
import { defaultJudgeMemoryMaxMb, loadConfig } from '../../server/config.ts';
import { chooseMemoryLimit, chooseTimeLimit, expectedFamily, limitSpread, MEASUREMENT_SPREAD, statusFamily, verdictAtLimit, type PackageLimits } from '../../server/modules/packages/kattis-rules.ts';

/** Kattis' limit rules (problemtools' verifyproblem) as pure functions, and the host settings they use. */
const legacy: PackageLimits = { timeLimitS: null, timeLimitFrom: null, acToTimeLimit: 5, timeLimitToTle: 2, timeResolutionS: 1, memoryMb: null };
const slowest = (normalisedMs: number) => ({ file: 'submissions/accepted/a.java', language: 'java', cpuMs: normalisedMs * 2, normalisedMs });

describe('chooseTimeLimit', () => {
  it('multiplies the slowest accepted time and rounds up to the resolution, at least one step', () => {
    expect(chooseTimeLimit(legacy, slowest(1450), { timeFactor: 1 }, 2000)).toEqual({
      limitMs: 8000,
      source: 'measured',
      ruleMs: 8000,
      hostFactor: 1,
      slowest: slowest(1450),
      multiplier: 5,
      safetyMargin: 2,
      resolutionMs: 1000,
      safetyLimitMs: 16000,
    });
    expect(chooseTimeLimit(legacy, slowest(3), { timeFactor: 1 }, 2000).limitMs).toBe(1000);
    expect(chooseTimeLimit(legacy, slowest(600), { timeFactor: 1 }, 2000).limitMs).toBe(3000);
    expect(chooseTimeLimit(legacy, slowest(601), { timeFactor: 1 }, 2000).limitMs).toBe(4000);
    expect(chooseTimeLimit({ ...legacy, acToTimeLimit: 2, timeResolutionS: 0.1 }, slowest(333), { timeFactor: 1 }, 2000).limitMs).toBe(700);
  });

  it('scales by the host factor, keeps a fixed limit, and falls back to the default', () => {
    expect(chooseTimeLimit(legacy, slowest(600), { timeFactor: 1.5 }, 2000)).toMatchObject({ ruleMs: 3000, limitMs: 4500, safetyLimitMs: 9000 });
    expect(chooseTimeLimit({ ...legacy, timeLimitS: 2.5, timeLimitFrom: 'problem.yaml' }, slowest(600), { timeFactor: 1 }, 2000)).toMatchObject({ source: 'package', limitMs: 2500 });
    expect(chooseTimeLimit({ ...legacy, timeLimitS: 3, timeLimitFrom: '.timelimit' }, null, { timeFactor: 2 }, 2000)).toMatchObject({ source: 'timelimit-file', limitMs: 6000 });
    expect(chooseTimeLimit(legacy, null, { timeFactor: 1 }, 2000)).toMatchObject({ source: 'default', limitMs: 2000, slowest: null });
  });
});

describe('limitSpread', () => {
  const twice = { ...legacy, acToTimeLimit: 2 };
  const at = (ms: number, limits = twice) => limitSpread(limits, chooseTimeLimit(limits, slowest(ms), { timeFactor: 1 }, 2000));

  it('names the limits a measurement 25 % off would give when they differ (SWERC jewelsbuilding: about 500 ms × 2)', () => {
    expect(MEASUREMENT_SPREAD).toBe(0.25);
    expect(at(500)).toEqual({ lowMs: 1000, highMs: 2000 });
    expect(at(430)).toEqual({ lowMs: 1000, highMs: 2000 });
    expect(at(1450, legacy)).toEqual({ lowMs: 6000, highMs: 10000 });
  });

  it('is null far from a rounding step, and for a limit that was not measured', () => {
    expect(at(100)).toBeNull();
    expect(at(390)).toBeNull();
    expect(limitSpread(twice, chooseTimeLimit({ ...twice, timeLimitS: 1, timeLimitFrom: 'problem.yaml' }, slowest(500), { timeFactor: 1 }, 2000))).toBeNull();
    expect(limitSpread(twice, chooseTimeLimit(twice, null, { timeFactor: 1 }, 2000))).toBeNull();
  });
});

describe('chooseMemoryLimit', () => {
  it("uses the package's limit, else 2048 MiB, at most the host's cap", () => {
    expect(chooseMemoryLimit(512, { memoryMaxKb: 4096 * 1024 })).toEqual({ limitKb: 512 * 1024, source: 'package', requestedKb: 512 * 1024, hostMaxKb: 4096 * 1024 });
    expect(chooseMemoryLimit(null, { memoryMaxKb: 4096 * 1024 })).toEqual({ limitKb: 2048 * 1024, source: 'default', requestedKb: 2048 * 1024, hostMaxKb: 4096 * 1024 });
    expect(chooseMemoryLimit(null, { memoryMaxKb: 1024 * 1024 })).toEqual({ limitKb: 1024 * 1024, source: 'capped', requestedKb: 2048 * 1024, hostMaxKb: 1024 * 1024 });
    expect(chooseMemoryLimit(3000, { memoryMaxKb: 1024 * 1024 })).toMatchObject({ limitKb: 1024 * 1024, source: 'capped' });
  });
});

describe('submission verdicts', () => {
  const ac = (timeMs: number) => ({ statusId: STATUS.ACCEPTED, description: 'Accepted', timeMs });
  it('gives the verdict at a lower limit from a run at a generous one', () => {
    expect(verdictAtLimit([ac(100), ac(900)], 1000)).toEqual({ index: -1, statusId: STATUS.ACCEPTED, description: 'Accepted' });
    expect(verdictAtLimit([ac(100), ac(1200), { statusId: STATUS.WRONG_ANSWER, description: 'Wrong Answer', timeMs: 5 }], 1000)).toEqual({ index: 1, statusId: STATUS.TIME_LIMIT, description: 'Time Limit Exceeded' });
    expect(verdictAtLimit([ac(100), { statusId: STATUS.WRONG_ANSWER, description: 'Wrong Answer', timeMs: 5 }], 1000)).toMatchObject({ index: 1, statusId: STATUS.WRONG_ANSWER });
    // An interactor's Wrong Answer that came before the program ended stands, though the program then spun past the limit.
    const spunAfterWrong = { statusId: STATUS.WRONG_ANSWER, description: 'Wrong Answer', timeMs: 4000, judgedFirst: true };
    expect(verdictAtLimit([ac(100), spunAfterWrong], 1000)).toMatchObject({ index: 1, statusId: STATUS.WRONG_ANSWER });
    expect(verdictAtLimit([ac(100), { ...spunAfterWrong, judgedFirst: false }], 1000)).toMatchObject({ index: 1, statusId: STATUS.TIME_LIMIT });
    // Over the memory limit: problemtools' address-space limit fails the allocation before the time runs out.
    const overMemory = { statusId: STATUS.RE_OTHER, description: 'Memory Limit Exceeded', timeMs: 1173 };
    expect(verdictAtLimit([ac(100), overMemory], 1000)).toEqual({ index: 1, statusId: STATUS.RE_OTHER, description: 'Memory Limit Exceeded' });
  });

  it("reads Kattis' submission folders and the judge's statuses as verdict families", () => {
    expect(['accepted', 'wrong_answer', 'time_limit_exceeded', 'run_time_error', 'rejected'].map(expectedFamily)).toEqual(['AC', 'WA', 'TLE', 'RTE', null]);
    expect([STATUS.ACCEPTED, STATUS.WRONG_ANSWER, STATUS.TIME_LIMIT, STATUS.RE_SIGSEGV, STATUS.RE_OTHER, STATUS.INTERNAL_ERROR].map(statusFamily)).toEqual(['AC', 'WA', 'TLE', 'RTE', 'RTE', 'other']);
  });
});

describe('host settings', () => {
  it('JUDGE_MEMORY_MAX_MB defaults to three quarters of the memory over the job slots, less 256 MB; JUDGE_TIME_FACTOR to 1', () => {
    expect(defaultJudgeMemoryMaxMb(2, 24 * 1024 ** 3)).toBe(8960);
    expect(defaultJudgeMemoryMaxMb(8, 2 * 1024 ** 3)).toBe(256);
    const config = loadConfig({ DATA_DIR: '/tmp/pj-unused', JUDGE_CONCURRENCY: '2' });
    expect(config.judge.timeFactor).toBe(1);
    expect(loadConfig({ DATA_DIR: '/tmp/pj-unused', JUDGE_MEMORY_MAX_MB: '1536', JUDGE_TIME_FACTOR: '2.5' }).judge).toMatchObject({ memoryMaxKb: 1536 * 1024, timeFactor: 2.5 });
    expect(() => loadConfig({ JUDGE_TIME_FACTOR: '0' })).toThrow(/JUDGE_TIME_FACTOR must be between 0.1 and 20/);
    expect(() => loadConfig({ JUDGE_MEMORY_MAX_MB: '10' })).toThrow(/JUDGE_MEMORY_MAX_MB must be at least 64/);
  });
});
