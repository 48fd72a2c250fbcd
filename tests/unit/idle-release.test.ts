/** `idleRelease` (`src/workers/idle-release.ts`): a resource is released after a quiet period, never while in use. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleRelease } from '../../src/workers/idle-release.ts';

describe('idleRelease', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('releases once the last use has been quiet for the period, and a new use postpones it', () => {
    const release = vi.fn();
    const idle = idleRelease(1000, release);
    idle.busy();
    idle.busy();
    idle.done();
    vi.advanceTimersByTime(5000);
    expect(release).not.toHaveBeenCalled(); // one use still runs
    idle.done();
    vi.advanceTimersByTime(999);
    idle.busy();
    vi.advanceTimersByTime(5000);
    expect(release).not.toHaveBeenCalled(); // used again before the period ended
    idle.done();
    vi.advanceTimersByTime(1000);
    expect(release).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('forgets a pending release when cancelled', () => {
    const release = vi.fn();
    const idle = idleRelease(1000, release);
    idle.busy();
    idle.done();
    idle.cancel();
    vi.advanceTimersByTime(5000);
    expect(release).not.toHaveBeenCalled();
  });
});
