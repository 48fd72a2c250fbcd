import { createHash } from 'node:crypto';

/**
 * The judge's compiled-program cache: what a compile gave (the compiled files, or the compiler's
 * message), kept for a few minutes under a key that names everything the result depends on, so a
 * Submit of the code just Run does not compile it again. The core ({@link LruTtlCache}) is pure:
 * entries expire `ttlMs` after their last use, and the least recently used leave first when the
 * entries together pass `maxBytes`; an entry over `maxEntryBytes` is never kept. The cache lives in
 * the server's memory: a program only ever gets a copy of an entry, written into its own box.
 */

/** One file a compile wrote into the box: its path under the box (`/`-separated), bytes and permission bits. */
export interface CompiledFile {
  path: string;
  bytes: Buffer;
  mode: number;
}

/** What a compile gave: the files it wrote into the box, or the message a learner sees. */
export type CompiledProgram = { kind: 'compiled'; files: CompiledFile[] } | { kind: 'error'; message: string };

/** Everything a compile's result depends on, and whose it is. */
export interface CompileKeyParts {
  /** The learner whose job compiled it: an entry is reused for that learner only (a hit is faster than a compile, so sharing entries would tell one learner what another compiled). */
  owner: string;
  language: string;
  /** The compile command with its flags (sandbox paths), as it runs. */
  command: readonly string[];
  /** The class a Java program runs (or the entry's name in other languages). */
  entry: string;
  /** Every source file: its name in the box and its bytes. */
  files: readonly { name: string; bytes: string | Buffer }[];
}

/**
 * The cache key of a compile: SHA-256 (hex) over the owner, the language, the command, the entry and
 * every source file's name and bytes, each length-prefixed so no two different inputs share a key.
 */
export function compileKey(parts: CompileKeyParts): string {
  const hash = createHash('sha256');
  const field = (value: string | Buffer) => {
    const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
    const length = Buffer.alloc(8);
    length.writeBigUInt64BE(BigInt(bytes.length));
    hash.update(length).update(bytes);
  };
  field(parts.owner);
  field(parts.language);
  field(String(parts.command.length));
  for (const arg of parts.command) field(arg);
  field(parts.entry);
  field(String(parts.files.length));
  for (const f of parts.files) {
    field(f.name);
    field(f.bytes);
  }
  return hash.digest('hex');
}

/** The bytes a compiled program holds in the cache: its files' bytes and paths, or its message. */
export function compiledProgramBytes(program: CompiledProgram): number {
  if (program.kind === 'error') return Buffer.byteLength(program.message);
  return program.files.reduce((sum, f) => sum + f.bytes.length + Buffer.byteLength(f.path), 0);
}

/** Bounds of an {@link LruTtlCache}. */
export interface LruTtlOptions {
  /** An entry unused this long is dropped, ms (each hit starts it again). */
  ttlMs: number;
  /** What all entries together may weigh, bytes. */
  maxBytes: number;
  /** An entry heavier than this is not kept, bytes. */
  maxEntryBytes: number;
  /** The clock, ms (default `performance.now`). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

/**
 * A map bounded in time and bytes. Its entries are in order of last use (a `Map`'s insertion
 * order, an entry re-inserted on each hit), which is also the order they expire in, as each
 * expiry is its last use plus the same TTL: expired and evicted entries both leave from the front.
 */
export class LruTtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private total = 0;
  private readonly now: () => number;

  constructor(private readonly opts: LruTtlOptions) {
    this.now = opts.now ?? (() => performance.now());
  }

  /** Entries held now (expired ones not yet swept included). */
  get size(): number {
    return this.entries.size;
  }

  /** What the entries held now weigh, bytes. */
  get bytes(): number {
    return this.total;
  }

  /** The value under `key` (its TTL starts again, it becomes the most recently used), or undefined. */
  get(key: string): V | undefined {
    this.sweep();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    entry.expiresAt = this.now() + this.opts.ttlMs;
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps `value` under `key` (replacing what was there), then evicts the least recently used
   * entries until the total is within `maxBytes`.
   * @returns false when the value weighs more than `maxEntryBytes` and was not kept.
   */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.opts.maxEntryBytes || bytes > this.opts.maxBytes) return false;
    this.sweep();
    this.entries.set(key, { value, bytes, expiresAt: this.now() + this.opts.ttlMs });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.opts.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
    return true;
  }

  /** Drops the entry under `key`, if any. */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /**
   * Drops the expired entries.
   * @returns ms until the next entry expires, or null when none is left.
   */
  sweep(): number | null {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) return entry.expiresAt - now;
      this.entries.delete(key);
      this.total -= entry.bytes;
    }
    return null;
  }
}

/** The judge's bounds: 5 minutes after last use, 64 MB in all, 16 MB at most per program. */
export const COMPILE_CACHE_BOUNDS: LruTtlOptions = { ttlMs: 5 * 60_000, maxBytes: 64 * 1024 * 1024, maxEntryBytes: 16 * 1024 * 1024 };

/**
 * The compiled programs of one judge: an {@link LruTtlCache} of {@link CompiledProgram}s whose
 * expired entries are also swept by a timer (unref'd), so an idle server gives their memory back.
 */
export class CompileCache {
  private readonly cache: LruTtlCache<CompiledProgram>;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: LruTtlOptions = COMPILE_CACHE_BOUNDS) {
    this.cache = new LruTtlCache(opts);
  }

  /** Entries held now. */
  get size(): number {
    return this.cache.size;
  }

  /** The most one compiled program may weigh to be kept, bytes. */
  get maxEntryBytes(): number {
    return this.opts.maxEntryBytes;
  }

  /** The compiled program under `key`, or undefined. */
  get(key: string): CompiledProgram | undefined {
    return this.cache.get(key);
  }

  /** Keeps a compiled program (not when over the per-entry bound). */
  set(key: string, program: CompiledProgram): void {
    if (this.cache.set(key, program, compiledProgramBytes(program))) this.armSweep();
  }

  private armSweep(): void {
    if (this.timer) return;
    const next = this.cache.sweep();
    if (next === null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.armSweep();
    }, Math.ceil(next) + 1);
    this.timer.unref();
  }
}
