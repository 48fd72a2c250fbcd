import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, readlinkSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) must be opened by one process at a time: a second process writing
 * the same files destroys them. Whoever opens it holds `<DATA_DIR>/.lock`, a small JSON file naming
 * the owner; another process that finds the owner alive is refused, one that finds it dead takes the
 * lock over.
 */

/** The lock file's name inside the data directory. */
export const LOCK_FILE_NAME = '.lock';

/** What the lock file records about its owner. */
export interface LockOwner {
  /** The owner's process id. */
  pid: number;
  /** Who it is, for messages: `server`, `create-admin`, `import-problem`. */
  role: string;
  /** The process's start time (field 22 of /proc/<pid>/stat, clock ticks after boot), or null where there is no /proc: tells a reused pid from the owner. */
  startTime: string | null;
  /** The kernel's boot id, or null: after a reboot every earlier owner is dead. */
  bootId: string | null;
  /** The owner's PID namespace (`pid:[…]`), or null: a pid means nothing in another namespace (another container). */
  pidNamespace: string | null;
  /** When the lock was taken, ISO 8601. */
  since: string;
  /** Random: tells this lock from a later one of the same process. */
  token: string;
}

/** A held lock. */
export interface DataDirLock {
  /** The lock file's path. */
  file: string;
  /** Deletes the lock file if it is still this lock's; idempotent, never throws. */
  release(): void;
}

/** Thrown when another live process holds the data directory. The message says who and what to do. */
export class DataDirLockedError extends Error {
  constructor(
    readonly file: string,
    readonly owner: LockOwner,
    message: string,
  ) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

const readText = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
};

/** The fields of /proc/<pid>/stat after the command name, or null (no such process, or no /proc). */
function procStat(pid: number): string[] | null {
  const text = readText(`/proc/${pid}/stat`);
  if (!text) return null;
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** A process's start time in clock ticks after boot (field 22 of /proc/<pid>/stat), or null where it cannot be read. */
export function processStartTime(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

function pidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

function thisProcess(role: string): LockOwner {
  return {
    pid: process.pid,
    role,
    startTime: processStartTime(process.pid),
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    pidNamespace: pidNamespace(),
    since: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
}

/** The lock file's owner; null when there is no lock file or it holds no owner (it is then stale). */
export function readLockOwner(file: string): LockOwner | null {
  const text = readText(file);
  if (!text) return null;
  try {
    const o = JSON.parse(text) as Partial<LockOwner>;
    return typeof o.pid === 'number' && Number.isInteger(o.pid) && o.pid > 0 && typeof o.token === 'string'
      ? { pid: o.pid, role: String(o.role ?? 'unknown'), startTime: o.startTime ?? null, bootId: o.bootId ?? null, pidNamespace: o.pidNamespace ?? null, since: String(o.since ?? ''), token: o.token }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the lock's owner may still be running: its pid exists (`kill(pid, 0)`), is no zombie,
 * and is the same process (same start time, where /proc tells). An owner of an earlier boot is dead.
 * An owner in another PID namespace (another container on a shared volume) cannot be checked and
 * counts as alive.
 */
export function ownerAlive(owner: LockOwner): boolean {
  const me = thisProcess('');
  if (owner.bootId && me.bootId && owner.bootId !== me.bootId) return false;
  if (owner.pidNamespace && me.pidNamespace && owner.pidNamespace !== me.pidNamespace) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const stat = procStat(owner.pid);
  if (stat) {
    if (stat[0] === 'Z' || stat[0] === 'X') return false;
    if (owner.startTime && stat[19] !== owner.startTime) return false;
  }
  return true;
}

/**
 * The live process holding `dataDir`, or null when it is free (no lock file, or its owner is dead).
 */
export function dataDirHolder(dataDir: string): LockOwner | null {
  const owner = readLockOwner(path.join(dataDir, LOCK_FILE_NAME));
  return owner && ownerAlive(owner) ? owner : null;
}

/**
 * What a process in `role` is told when `owner` holds `dataDir`: "stop the server first (it holds
 * DATA_DIR …, pid N)", or for a script's lock, to wait for that script.
 */
export function lockedMessage(role: string, dataDir: string, owner: LockOwner): string {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const where = owner.pidNamespace && owner.pidNamespace !== pidNamespace() ? ` in another PID namespace (another container?); if no process uses ${dataDir} any more, delete ${file}` : '';
  const what =
    owner.role === 'server'
      ? `stop the server first (it holds DATA_DIR ${dataDir}, pid ${owner.pid}${where}; lock file ${file})`
      : `${owner.role} is using DATA_DIR ${dataDir} (pid ${owner.pid}${where}; lock file ${file}): wait for it to finish`;
  const alternative = role === 'server' ? '. The embedded database serves one process at a time: give this server its own DATA_DIR, or use PostgreSQL (DATABASE_URL).' : '.';
  return `${role}: ${what}${alternative}`;
}

/** Creates `file` holding `text` only if it does not exist, never visible half-written (a hard link of a complete file; O_EXCL where links are not supported). */
function createExclusive(file: string, text: string): boolean {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const fd = openSync(tmp, 'wx');
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(tmp, file);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw e;
  } finally {
    unlinkSync(tmp);
  }
  try {
    const fd2 = openSync(file, 'wx');
    try {
      writeSync(fd2, text);
    } finally {
      closeSync(fd2);
    }
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
}

/**
 * Takes the exclusive lock of `dataDir` (created if missing) for this process: `<dataDir>/.lock`.
 * A lock whose owner is dead (see {@link ownerAlive}) is taken over; a lock file holding no owner
 * is stale too. The lock is released by {@link DataDirLock.release} and, failing that, when the
 * process exits.
 * @param role who takes it, for the messages of those refused (`server`, `create-admin`, …)
 * @throws DataDirLockedError when a live process holds it (its message says who and what to do);
 *   the error of the file system when the directory cannot be written.
 */
export function lockDataDir(dataDir: string, role: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const me = thisProcess(role);
  const text = `${JSON.stringify(me)}\n`;
  for (let attempt = 0; attempt < 10; attempt++) {
    if (createExclusive(file, text)) {
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        process.off('exit', release);
        try {
          if (readLockOwner(file)?.token === me.token) unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return { file, release };
    }
    const owner = readLockOwner(file);
    if (owner && ownerAlive(owner)) throw new DataDirLockedError(file, owner, lockedMessage(role, dataDir, owner));
    // Stale: move it aside (atomic), then make sure what was moved is the stale lock just read and
    // not a live one another process took over meanwhile (that one is put back).
    const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
    try {
      renameSync(file, aside);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw e;
    }
    const moved = readLockOwner(aside);
    if (moved && moved.token !== owner?.token && ownerAlive(moved)) {
      try {
        linkSync(aside, file);
      } catch {
        // Another lock is there already.
      }
    }
    unlinkSync(aside);
  }
  const owner = readLockOwner(file);
  if (owner) throw new DataDirLockedError(file, owner, lockedMessage(role, dataDir, owner));
  throw new Error(`${role}: could not take the lock ${file}: other processes keep taking it; try again`);
}

/**
 * For a script that opens the embedded database: when a live process holds `dataDir`, prints the
 * message ("stop the server first (it holds DATA_DIR …, pid N)") to stderr and ends this process
 * with exit code 1. Does nothing with PostgreSQL (`databaseUrl` set), which serves many processes.
 */
export function exitIfDataDirHeld(config: { dataDir: string; databaseUrl?: string }, role: string): void {
  if (config.databaseUrl) return;
  const owner = dataDirHolder(config.dataDir);
  if (!owner) return;
  process.stderr.write(`${lockedMessage(role, config.dataDir, owner)}\n`);
  process.exit(1);
}
