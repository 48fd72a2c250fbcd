/**
 * A runner's Web Worker on the page's side, spoken to with Comlink over a private port: the page
 * posts one init message `{ type, rpc }` carrying the port, so the worker's global `postMessage`
 * can be taken away before learner code runs. Shared by the Python and C++ runners.
 */
import * as Comlink from 'comlink';

/** A started worker: its Comlink API, a promise that rejects when it fails, and a way to stop it. */
export interface WorkerHandle<Api> {
  api: Comlink.Remote<Api>;
  /** Rejects when the worker fails or sends an unreadable message (never resolves otherwise). */
  failed: Promise<never>;
  /** Terminates the worker and closes the port. */
  dispose(): void;
}

/**
 * Starts `create()`'s worker and connects Comlink to it.
 * @param create makes the `Worker` (a literal `new Worker(new URL('./x.worker.ts', import.meta.url), …)`
 *   at the call site, so the bundler emits the worker)
 * @param initType the init message's `type`, which the worker waits for
 * @param what names the worker in failure messages ("the C++ compiler worker")
 */
export function startWorker<Api>(create: () => Worker, initType: string, what: string): WorkerHandle<Api> {
  const worker = create();
  const rpc = new MessageChannel();
  const failed = new Promise<never>((_resolve, reject) => {
    worker.addEventListener('error', (ev) => {
      ev.preventDefault();
      reject(new Error((ev as ErrorEvent).message || `${what} failed`));
    });
    worker.addEventListener('messageerror', () => reject(new Error(`${what} sent an unreadable message`)));
  });
  failed.catch(() => undefined);
  worker.postMessage({ type: initType, rpc: rpc.port2 }, [rpc.port2]);
  return {
    api: Comlink.wrap<Api>(rpc.port1),
    failed,
    dispose() {
      worker.terminate();
      rpc.port1.close();
    },
  };
}

/** A started worker with a load in progress (its files, its runtime). */
export interface LoadingWorker<Api> extends WorkerHandle<Api> {
  /** Resolves when the load ended; rejects with its error, the worker's failure or a time-out. */
  ready: Promise<void>;
}

/**
 * Starts a worker like {@link startWorker} and begins its load at once.
 * @param load starts the worker's load through its API
 * @param timeoutMs how long the load may take before `ready` rejects with `timeoutMessage`
 */
export function startLoadingWorker<Api>(
  create: () => Worker,
  initType: string,
  what: string,
  load: (api: Comlink.Remote<Api>) => Promise<unknown>,
  timeoutMs: number,
  timeoutMessage: string,
): LoadingWorker<Api> {
  const handle = startWorker<Api>(create, initType, what);
  const ready = Promise.race([load(handle.api).then(() => undefined), handle.failed, rejectAfter(timeoutMs, timeoutMessage)]);
  ready.catch(() => undefined);
  return { ...handle, ready };
}

/** Rejects with `message` after `ms` (a load that takes too long). */
export function rejectAfter(ms: number, message: string): Promise<never> {
  return new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(message)), ms));
}
