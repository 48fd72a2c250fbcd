import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { PackageError } from './load.ts';
import { locatePackage, preparePackage, UNPACK_PREFIX, type JudgePackageRequest, type PackageJudgement, type PreparedPackage } from './prepare.ts';
import { unzipPackage, ZipError, type UnzipLimits } from './zip.ts';

/**
 * The package worker (a `node:worker_threads` thread started by worker-client.ts through
 * worker-entry.mjs, one package at a time): unpacks an archive into a fresh temporary directory (always
 * removed), then loads, converts and hashes the package, so none of that runs on the server's event
 * loop. Test data goes back to the server as UTF-8 bytes in transferred buffers (no copy).
 *
 * Messages: in, a `{ type: 'prepare', request }` ({@link WorkerRequest}), and a `{ type: 'judged', judgement }`
 * answer to the `judge` it posts; out, `{ type: 'judge', request }` when the package is loaded (the server's judge
 * runs its input validators and submissions and chooses its limits), then `{ type: 'done', prepared }` or
 * `{ type: 'error', error }` (also the worker's answer to a judging the server could not finish).
 */

/** What to prepare: an archive (bytes, its file name, optional caps) or a package directory. */
export type WorkerRequest = { kind: 'zip'; zip: Uint8Array; fileName: string; limits?: UnzipLimits } | { kind: 'dir'; dir: string; shortName?: string };

/** A refusal or failure as it crosses the thread boundary. */
export type WorkerError = { kind: 'package'; problem: string; reason: string; status: 400 | 413 } | { kind: 'other'; message: string; stack?: string };

/** What the server sends the worker. */
export type WorkerInput = { type: 'prepare'; request: WorkerRequest } | { type: 'judged'; judgement: PackageJudgement };

/** What the worker sends the server. */
export type WorkerMessage = { type: 'judge'; request: JudgePackageRequest } | { type: 'done'; prepared: PreparedPackage } | { type: 'error'; error: WorkerError };

const port = parentPort!;
const post = (m: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

/** Test data as freshly allocated UTF-8 bytes (never a pooled Buffer, whose memory cannot be transferred). */
function toBytes(prepared: PreparedPackage): { prepared: PreparedPackage; transfer: ArrayBuffer[] } {
  const encoder = new TextEncoder();
  const transfer: ArrayBuffer[] = [];
  const bytes = (t: string | Uint8Array) => {
    const b = typeof t === 'string' ? encoder.encode(t) : t;
    transfer.push(b.buffer as ArrayBuffer);
    return b;
  };
  return {
    prepared: {
      ...prepared,
      visible: prepared.visible.map((c) => ({ input: bytes(c.input), output: bytes(c.output), explanation: c.explanation })),
      hidden: prepared.hidden.map((c) => ({ input: bytes(c.input), output: bytes(c.output) })),
    },
    transfer,
  };
}

/** The answer the worker waits for while the server judges, if any. */
let judged: ((judgement: PackageJudgement) => void) | null = null;

async function prepare(req: WorkerRequest): Promise<PreparedPackage> {
  const judge = (request: JudgePackageRequest) =>
    new Promise<PackageJudgement>((resolve) => {
      judged = resolve;
      post({ type: 'judge', request });
    });
  if (req.kind === 'dir') return preparePackage(req.dir, req.shortName, judge);
  const tmp = await mkdtemp(path.join(os.tmpdir(), UNPACK_PREFIX));
  try {
    const root = path.join(tmp, 'package');
    try {
      await unzipPackage(Buffer.from(req.zip.buffer, req.zip.byteOffset, req.zip.byteLength), root, req.limits);
    } catch (e) {
      if (e instanceof ZipError) throw new PackageError(req.fileName, e.message, e.tooLarge ? 413 : 400);
      throw e;
    }
    const { dir, shortName } = locatePackage(root, req.fileName);
    return await preparePackage(dir, shortName, judge);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

port.on('message', (m: WorkerInput) => {
  if (m.type === 'judged') {
    const answer = judged;
    judged = null;
    answer?.(m.judgement);
    return;
  }
  prepare(m.request).then(
    (prepared) => {
      const out = toBytes(prepared);
      post({ type: 'done', prepared: out.prepared }, out.transfer);
    },
    (e: unknown) => {
      const error: WorkerError =
        e instanceof PackageError ? { kind: 'package', problem: e.problem, reason: e.reason, status: e.status } : { kind: 'other', message: (e as Error).message ?? String(e), stack: (e as Error).stack };
      post({ type: 'error', error });
    },
  );
});
