/** `afterLoadThenIdle` (`src/ui/idle.ts`): work that waits for the page's `load` event, a delay, then idle time. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadThenIdle } from '../../src/ui/idle.ts';

/** The stubbed page: its ready state, its window's events and the idle callbacks asked for. */
function stubPage(readyState: DocumentReadyState) {
  const document = { readyState };
  const window = new EventTarget();
  const idle: Array<{ task: () => void; timeout?: number }> = [];
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', window);
  vi.stubGlobal('requestIdleCallback', (task: () => void, opts?: { timeout?: number }) => idle.push({ task, timeout: opts?.timeout }));
  return {
    document,
    idle,
    load() {
      document.readyState = 'complete';
      window.dispatchEvent(new Event('load'));
    },
    runIdle: () => idle.splice(0).forEach((i) => i.task()),
  };
}

describe('afterLoadThenIdle', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits for the page's load event, then the delay, then idle time", () => {
    const page = stubPage('loading');
    const task = vi.fn();
    afterLoadThenIdle(task, 3000, 2000);
    vi.advanceTimersByTime(60_000);
    expect(page.idle).toEqual([]);
    page.load();
    vi.advanceTimersByTime(2999);
    expect(page.idle).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.idle.map((i) => i.timeout)).toEqual([2000]);
    expect(task).not.toHaveBeenCalled();
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page that has loaded already, waits only the delay and idle time', () => {
    const page = stubPage('complete');
    const task = vi.fn();
    afterLoadThenIdle(task, 3000, 2000);
    vi.advanceTimersByTime(3000);
    page.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs the task once cancelled, at any stage', () => {
    const page = stubPage('loading');
    const beforeLoad = vi.fn();
    afterLoadThenIdle(beforeLoad, 3000, 2000)();
    const duringDelay = vi.fn();
    const cancelDelay = afterLoadThenIdle(duringDelay, 3000, 2000);
    const whileIdle = vi.fn();
    const cancelIdle = afterLoadThenIdle(whileIdle, 3000, 2000);
    page.load();
    vi.advanceTimersByTime(1000);
    cancelDelay();
    vi.advanceTimersByTime(2000);
    cancelIdle();
    page.runIdle();
    vi.advanceTimersByTime(60_000);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(duringDelay).not.toHaveBeenCalled();
    expect(whileIdle).not.toHaveBeenCalled();
  });
});
