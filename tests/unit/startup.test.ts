import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProblemDetail, PublicUser } from '../../common/contract/index.ts';
import { problemDetail } from '../support/problem-detail.ts';

/**
 * The start-up rules of `src/app/startup.ts`, one test per rule, each named after its rule. Each
 * test loads a fresh copy of the client modules (their start-up state is module-level) on a fresh
 * fake-indexeddb, with the browser's globals stubbed (`navigator.onLine`, `window`,
 * `requestIdleCallback`) and `fetch` answering as the server would, so the app's own ky client
 * sends real requests that the test counts.
 */

const ORIGIN = 'http://pocket-judge.test';
const alice: PublicUser = { _id: '1'.repeat(24), firstname: 'Alice', emailID: 'alice@example.com', role: 'user' };
const PROBLEM_ID = 'a'.repeat(24);
const detail: ProblemDetail = problemDetail(PROBLEM_ID, { title: 'Two Sum' });
/** The lists the start-up refresh asks for. */
const START_UP_LISTS = ['/api/prblm/getAllPrblm', '/api/prblm/getAllUserSolvedPrblms', '/api/prblm/progress', '/api/prblm/stars'];

/** What the stubbed server answers for a path (the session check says `user`). */
function answer(path: string, user: PublicUser | null): unknown {
  if (path === '/api/userAuth/check') return { user };
  if (path === '/api/prblm/progress') return { attempted: [], acceptedAt: [] };
  if (path.startsWith('/api/prblm/getPrblmById/')) return detail;
  return [];
}

/** Relative URLs (the app's client is rooted at `/api`) resolve against the page's origin, as in a browser. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, ORIGIN) : input, init);
  }
}

/** The stubbed browser: every /api request it sent, its idle callbacks and frames, its chunks loaded. */
interface Browser {
  asked: string[];
  /** How many times `path` was asked for. */
  count(path: string): number;
  /** Runs the idle callbacks queued so far. */
  runIdle(): void;
  idleTimeouts: Array<number | undefined>;
  /** Runs the animation-frame callbacks queued so far. */
  runFrames(): void;
  /** The names of the animation-frame callbacks asked for so far. */
  frameCallbacks: string[];
  chunks: string[];
  setOnline(online: boolean): void;
  window: EventTarget;
}

/**
 * Stubs the browser's globals and a server answering as `server.user`, and gives the test a fresh
 * database and fresh client modules.
 */
function stubBrowser(o: { online?: boolean; user?: PublicUser | null } = {}): Browser {
  vi.resetModules();
  Dexie.dependencies.indexedDB = new IDBFactory();
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
  const navigator = { onLine: o.online ?? true };
  const window = Object.assign(new EventTarget(), { location: { pathname: '/' } });
  const asked: string[] = [];
  const idle: Array<() => void> = [];
  const idleTimeouts: Array<number | undefined> = [];
  const frames: Array<() => void> = [];
  const frameCallbacks: string[] = [];
  const chunks: string[] = [];
  vi.stubGlobal('navigator', navigator);
  vi.stubGlobal('window', window);
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    asked.push(path);
    return new Response(JSON.stringify(answer(path, o.user === undefined ? alice : o.user)), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('requestIdleCallback', (task: () => void, opts?: { timeout?: number }) => {
    idleTimeouts.push(opts?.timeout);
    return idle.push(task);
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    idle[id - 1] = () => undefined;
  });
  vi.stubGlobal('requestAnimationFrame', (task: () => void) => {
    frameCallbacks.push(task.name);
    return frames.push(task);
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined;
  });
  // The screens' chunks: loading one is recorded, nothing of the real screen is evaluated.
  vi.doMock('../../src/features/problem-list/ProblemListPage.tsx', () => {
    chunks.push('ProblemListPage');
    return { ProblemListPage: () => null };
  });
  vi.doMock('../../src/features/problem/ProblemPage.tsx', () => {
    chunks.push('ProblemPage');
    return { ProblemPage: () => null };
  });
  const drain = (queue: Array<() => void>) => {
    for (const task of queue.splice(0)) task();
  };
  return {
    asked,
    count: (path) => asked.filter((p) => p === path).length,
    runIdle: () => drain(idle),
    idleTimeouts,
    runFrames: () => drain(frames),
    frameCallbacks,
    chunks,
    setOnline: (online) => {
      navigator.onLine = online;
    },
    window,
  };
}

/** The modules start-up uses, loaded afresh (after {@link stubBrowser}). */
async function load() {
  const startup = await import('../../src/app/startup.ts');
  const session = await import('../../src/session/session-check.ts');
  const data = await import('../../src/data/index.ts');
  return { startup, session, data };
}

/** Waits until the requests and database writes under way have ended (nothing new for 150 ms). */
async function quiet(browser: Browser): Promise<void> {
  let seen = -1;
  while (seen !== browser.asked.length) {
    seen = browser.asked.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** How many times each start-up list was asked for. */
function listCounts(browser: Browser): Record<string, number> {
  return Object.fromEntries(START_UP_LISTS.map((path) => [path, browser.count(path)]));
}
const eachOnce = Object.fromEntries(START_UP_LISTS.map((path) => [path, 1]));

/** The default database of the test's modules, closed after the test so the next one starts on its own. */
let openedDb: { close(): void } | null = null;

/** Fresh copies of the modules start-up uses (after {@link stubBrowser}). */
async function loadTracked() {
  const modules = await load();
  openedDb = modules.data.getDb();
  return modules;
}

afterEach(() => {
  openedDb?.close();
  openedDb = null;
  vi.doUnmock('../../src/features/problem-list/ProblemListPage.tsx');
  vi.doUnmock('../../src/features/problem/ProblemPage.tsx');
  vi.unstubAllGlobals();
});

describe('start-up rules (src/app/startup.ts)', () => {
  it('1. The session check is sent at boot, once', async () => {
    const browser = stubBrowser();
    const { startup, session } = await loadTracked();
    startup.startApp('/');
    await vi.waitFor(() => expect(browser.count('/api/userAuth/check')).toBe(1));
    // AuthProvider takes the boot check's answer instead of asking again.
    expect(await session.takeStartupCheck()).toEqual(alice);
    await quiet(browser);
    expect(browser.count('/api/userAuth/check')).toBe(1);
  });

  it("2. The opened screen's chunk is preloaded at boot", async () => {
    const browser = stubBrowser();
    const { startup } = await loadTracked();
    startup.startApp('/');
    await vi.waitFor(() => expect(browser.chunks).toEqual(['ProblemListPage']));
    await quiet(browser);
  });

  it('3. The problem page preloads its chunk and asks for its problem once', async () => {
    const browser = stubBrowser();
    const { startup, data } = await loadTracked();
    startup.startApp(`/prblm/${PROBLEM_ID}`);
    const problemPath = `/api/prblm/getPrblmById/${PROBLEM_ID}`;
    // At boot: the page's chunk and its problem, before the session is known.
    await vi.waitFor(() => {
      expect(browser.chunks).toEqual(['ProblemPage']);
      expect(browser.count(problemPath)).toBe(1);
    });
    // The page's own first refresh of the problem takes the boot's answer.
    await data.refreshOpenedProblem(PROBLEM_ID);
    await quiet(browser);
    expect(browser.count(problemPath)).toBe(1);
    expect((await data.getDb().problemDetails.get(PROBLEM_ID))?.title).toBe('Two Sum');
  });

  it('4. Each start-up list is asked for once', async () => {
    const browser = stubBrowser({ user: alice });
    const { startup, session, data } = await loadTracked();
    // A learner recorded on this device, whom the session check confirms.
    await data.setSignedInUser(alice);
    startup.startApp('/');
    // The list screen's first mount shares the running start-up refresh.
    const mounted = data.refreshAll({ shareRunning: true });
    await vi.waitFor(() => expect(listCounts(browser)).toEqual(eachOnce));
    // AuthProvider's start-up check: the answer confirms the recorded learner.
    await session.checkWithServer(startup.refreshListsWhenIdle, () => false, session.takeStartupCheck());
    browser.runIdle();
    await mounted;
    await quiet(browser);
    browser.runIdle();
    await quiet(browser);
    expect(listCounts(browser)).toEqual(eachOnce);
  });

  it('5. An offline start sends no /api request', async () => {
    const browser = stubBrowser({ online: false });
    const { startup, session, data } = await loadTracked();
    await data.setSignedInUser(alice);
    startup.startApp(`/prblm/${PROBLEM_ID}`);
    expect(await session.takeStartupCheck()).toBe('offline');
    browser.runIdle();
    await quiet(browser);
    expect(browser.asked).toEqual([]);
    // Back online: the lists are refreshed (the session check on `online` is AuthProvider's).
    browser.setOnline(true);
    browser.window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(listCounts(browser)).toEqual(eachOnce));
  });

  it('6. The refresh after a sign-in waits for idle time', async () => {
    const browser = stubBrowser();
    const { startup, session, data } = await loadTracked();
    await data.getDb().open();
    // A sign-in through a form records the learner and has the lists refreshed.
    await session.recordSignedIn(alice, 'always', startup.refreshListsWhenIdle);
    await quiet(browser);
    expect(browser.asked).toEqual([]);
    expect(browser.idleTimeouts).toEqual([startup.SIGN_IN_REFRESH_IDLE_TIMEOUT_MS]);
    browser.runIdle();
    await vi.waitFor(() => expect(listCounts(browser)).toEqual(eachOnce));
  });

  it('7. The sync engine loads only when the outbox holds ops', async () => {
    const browser = stubBrowser();
    const { startup, data } = await loadTracked();
    await data.setSignedInUser(alice);
    startup.startApp('/');
    await vi.waitFor(() => expect(listCounts(browser)).toEqual(eachOnce));
    await quiet(browser);
    expect(await data.getDb().outbox.count()).toBe(0);
    expect(data.getSyncEngine()).toBeNull();
  });

  it('9. Each start-up step runs in a task of its own', async () => {
    const browser = stubBrowser();
    const { startup, data } = await loadTracked();
    await data.setSignedInUser(alice);
    const tasks: Array<() => void> = [];
    startup.startApp('/', (step) => tasks.push(step));
    // The boot task (the entry's evaluation) sends nothing; the first step sends the session check only.
    await quiet(browser);
    expect(browser.count('/api/userAuth/check')).toBe(0);
    expect(tasks).toHaveLength(1);
    tasks.shift()!();
    await vi.waitFor(() => expect(browser.count('/api/userAuth/check')).toBe(1));
    await quiet(browser);
    expect(browser.chunks).toEqual([]);
    expect(listCounts(browser)).toEqual(Object.fromEntries(START_UP_LISTS.map((path) => [path, 0])));
    // The next task preloads the opened screen's chunk; the problem's fetch (none on '/') and the offline
    // core wait for tasks of their own.
    tasks.shift()!();
    await vi.waitFor(() => expect(browser.chunks).toEqual(['ProblemListPage']));
    await quiet(browser);
    expect(browser.count('/api/prblm/getAllPrblm')).toBe(0);
    expect(tasks).toHaveLength(1);
    // The problem's fetch (none here), then the database's opening: still no list asked for.
    for (let step = 0; step < 2; step++) {
      tasks.shift()!();
      await quiet(browser);
      expect(listCounts(browser)).toEqual(Object.fromEntries(START_UP_LISTS.map((path) => [path, 0])));
      expect(tasks).toHaveLength(1);
    }
    tasks.shift()!();
    await vi.waitFor(() => expect(listCounts(browser)).toEqual(eachOnce));
    expect(tasks).toEqual([]);
  });

  it("9. Each start-up step runs in a task of its own: a problem page's problem is fetched in the task after its screen's preload", async () => {
    const browser = stubBrowser();
    const { startup, data } = await loadTracked();
    await data.setSignedInUser(alice);
    const tasks: Array<() => void> = [];
    const problemPath = `/api/prblm/getPrblmById/${PROBLEM_ID}`;
    startup.startApp(`/prblm/${PROBLEM_ID}`, (step) => tasks.push(step));
    tasks.shift()!();
    tasks.shift()!();
    await vi.waitFor(() => expect(browser.chunks).toEqual(['ProblemPage']));
    await quiet(browser);
    expect(browser.count(problemPath)).toBe(0);
    tasks.shift()!();
    await vi.waitFor(() => expect(browser.count(problemPath)).toBe(1));
    expect(listCounts(browser)).toEqual(Object.fromEntries(START_UP_LISTS.map((path) => [path, 0])));
    tasks.shift()!();
    await quiet(browser);
    expect(listCounts(browser)).toEqual(Object.fromEntries(START_UP_LISTS.map((path) => [path, 0])));
    tasks.shift()!();
    await vi.waitFor(() => expect(listCounts(browser)).toEqual(eachOnce));
    expect(tasks).toEqual([]);
  });

  it('8. The editor waits for the first paint and idle time', async () => {
    const browser = stubBrowser();
    const { afterPaintThenIdle } = await import('../../src/ui/idle.ts');
    const { PAINTED_IDLE_TIMEOUT_MS } = await import('../../src/ui/usePaintedOnce.ts');
    let painted = false;
    afterPaintThenIdle(() => {
      painted = true;
    }, PAINTED_IDLE_TIMEOUT_MS);
    browser.runIdle();
    expect(painted).toBe(false);
    // No script of the app runs inside the frame: its callback is a message port's own postMessage.
    expect(browser.frameCallbacks).toEqual(['bound postMessage']);
    // The frame that shows the statement, then (in the task after it) idle time, at most 1 s later.
    browser.runFrames();
    expect(painted).toBe(false);
    await vi.waitFor(() => expect(browser.idleTimeouts).toEqual([PAINTED_IDLE_TIMEOUT_MS]));
    browser.runIdle();
    expect(painted).toBe(true);

    // A page left before then never asks for the editor.
    let late = false;
    const cancel = afterPaintThenIdle(() => {
      late = true;
    }, PAINTED_IDLE_TIMEOUT_MS);
    browser.runFrames();
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    browser.runIdle();
    expect(late).toBe(false);
    expect(browser.idleTimeouts).toEqual([PAINTED_IDLE_TIMEOUT_MS]);
  });
});
