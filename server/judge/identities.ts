/**
 * The host users sandboxed processes run as: a uid/gid per job slot for learners' programs, per job
 * slot for output validators, per process for warm Java compilers — when the server runs as root.
 */

/** A host uid/gid pair. */
export interface SandboxIdentity {
  uid: number;
  gid: number;
}

/**
 * Host uid/gid of sandboxed processes when the server runs as root, else undefined (they run as
 * the server's user). Three ranges of uids no ordinary account uses, each 40 000 000 wide from
 * 2 000 000 000 — learners' programs, output validators, warm Java compilers — and within a range
 * `(pid mod 600 000) × 64 + n mod 64`, so processes of different kinds, of different jobs and of
 * different server processes on one host can neither signal each other nor touch each other's
 * files, and RLIMIT_NPROC counts per job. Every uid stays below 2^31 (user namespaces' uid maps
 * refuse larger ones).
 */
function sandboxIdentity(range: 0 | 1 | 2, n: number): SandboxIdentity | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = 2_000_000_000 + range * 40_000_000 + (process.pid % 600_000) * 64 + (n % 64);
  return { uid: id, gid: id };
}

/** Host uid/gid of the learner's program (and its compile step) in job slot `slot`; see {@link sandboxIdentity}. */
export function jobIdentity(slot: number): SandboxIdentity | undefined {
  return sandboxIdentity(0, slot);
}

/** Host uid/gid of the output validator runs of the job in `slot`; see {@link sandboxIdentity}. */
export function validatorIdentity(slot: number): SandboxIdentity | undefined {
  return sandboxIdentity(1, slot);
}

/** Host uid/gid of the n-th warm Java compiler process; see {@link sandboxIdentity}. */
export function compilerIdentity(n: number): SandboxIdentity | undefined {
  return sandboxIdentity(2, n);
}
