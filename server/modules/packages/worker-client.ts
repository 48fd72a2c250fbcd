import { Worker } from 'node:worker_threads';
import { PackageError } from './load.ts';
import type { JudgePackage, PreparedPackage } from './prepare.ts';
import type { WorkerInput, WorkerMessage, WorkerRequest } from './worker.ts';

/**
 * Runs package work (unzip, load, convert, hash) in a worker thread (worker.ts), one package at a
 * time per process, so an import never blocks the server's event loop and two imports never hold
 * their test data in memory together. The worker is started on the first import (loading the
 * importer's modules takes about a second), kept for the next ones, and ended after
 * {@link IDLE_MS} without work (its memory is returned) or when it fails.
 */

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

/**
 * Heap of the worker, MB: room for a package at the caps of limits.ts (its test data as text, once);
 * a package that needs more ends the worker, not the server.
 */
const WORKER_HEAP_MB = 1024;

/** ms without work after which the worker is ended. */
const IDLE_MS = 60_000;

let worker: Worker | null = null;
let idle: NodeJS.Timeout | null = null;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Worker {
  if (idle) clearTimeout(idle);
  idle = null;
  if (!worker) {
    const w = new Worker(ENTRY, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    w.on('exit', () => {
      if (worker === w) worker = null;
    });
    // Errors are reported to the run in flight (below); without one, the worker is simply dropped.
    w.on('error', () => undefined);
    worker = w;
  }
  return worker;
}

function release(w: Worker, failed: boolean): void {
  // An idle worker never keeps the process alive.
  w.unref();
  if (failed) {
    if (worker === w) worker = null;
    void w.terminate();
    return;
  }
  idle = setTimeout(() => {
    if (worker === w) worker = null;
    void w.terminate();
  }, IDLE_MS);
  idle.unref();
}

function run(req: WorkerRequest, judge: JudgePackage, name: string): Promise<PreparedPackage> {
  const w = getWorker();
  // A run in flight keeps the process alive (a script awaiting it has nothing else pending).
  w.ref();
  return new Promise<PreparedPackage>((resolve, reject) => {
    let settled = false;
    const settle = (failed: boolean, f: () => void) => {
      if (settled) return;
      settled = true;
      w.off('message', onMessage);
      w.off('error', onError);
      w.off('exit', onExit);
      release(w, failed);
      f();
    };
    const onMessage = (m: WorkerMessage) => {
      if (m.type === 'judge') {
        judge(m.request).then(
          (judgement) => w.postMessage({ type: 'judged', judgement } satisfies WorkerInput),
          (e: unknown) => settle(true, () => reject(e)),
        );
      } else if (m.type === 'done') settle(false, () => resolve(m.prepared));
      else {
        const err = m.error;
        if (err.kind === 'package') settle(false, () => reject(new PackageError(err.problem, err.reason, err.status)));
        else settle(true, () => reject(Object.assign(new Error(err.message), { stack: err.stack })));
      }
    };
    const onError = (e: Error & { code?: string }) => {
      if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') settle(true, () => reject(new PackageError(name, `the package needs more than ${WORKER_HEAP_MB} MB of memory to import`, 413)));
      else settle(true, () => reject(e));
    };
    const onExit = (code: number) => settle(true, () => reject(new Error(`the package worker exited with code ${code}`)));
    w.on('message', onMessage);
    w.on('error', onError);
    w.on('exit', onExit);
    w.postMessage({ type: 'prepare', request: req } satisfies WorkerInput, req.kind === 'zip' ? [req.zip.buffer as ArrayBuffer] : []);
  });
}

/**
 * Prepares a package in the package worker, after any import already running in this process.
 * @param req an archive (`zip`: its bytes, transferred to the worker, so the caller's view of them is
 *   emptied; `fileName`; caps) or a package directory (`dir`, `shortName`).
 * @param judge checks the loaded package with the judge (input validators, submissions) and chooses its limits.
 * @returns the prepared package; its test data as UTF-8 bytes.
 * @throws PackageError naming the problem and what is wrong (`status` 413 over a cap, else 400),
 *   or the worker's unexpected error.
 */
export function prepareInWorker(req: WorkerRequest, judge: JudgePackage): Promise<PreparedPackage> {
  const name = req.kind === 'zip' ? req.fileName : (req.shortName ?? req.dir);
  const next = queue.then(() => run(req, judge, name));
  queue = next.catch(() => undefined);
  return next;
}
