import { describe, expect, it } from 'vitest';
import { stoppedIdle } from '../../server/judge/interactive.ts';

describe('an interactive program stopped at its time limit', () => {
  const wallMs = 6000;
  it('is idle when the wall clock ended it having used almost no CPU (waiting with its interactor)', () => {
    expect(stoppedIdle({ wallTimedOut: true, cpuTimedOut: false, cpuMs: 12 }, wallMs)).toBe(true);
  });
  it('is busy when it spun on a machine busy with other work: the wall clock came first, but it used CPU all along', () => {
    expect(stoppedIdle({ wallTimedOut: true, cpuTimedOut: false, cpuMs: 1600 }, wallMs)).toBe(false);
  });
  it('is busy when its CPU limit ended it', () => {
    expect(stoppedIdle({ wallTimedOut: false, cpuTimedOut: true, cpuMs: 2000 }, wallMs)).toBe(false);
    expect(stoppedIdle({ wallTimedOut: true, cpuTimedOut: true, cpuMs: 2000 }, wallMs)).toBe(false);
  });
});
