/** `process.stdin` of the runtime: a paused/flowing/readable stream over the run's stdin file. */
import { NodeBuffer, normalizeEncoding } from './buffer.ts';
import { Emitter } from './emitter.ts';

/** Bytes per `data` chunk, as Node reads a file on stdin. */
const STDIN_CHUNK_BYTES = 64 * 1024;

/** What the stream needs from its run. */
export interface StdinHost {
  /** Keeps the run alive until the returned release function is called. */
  hold(): () => void;
  /** Runs `fn` on a later macrotask on behalf of the program. */
  defer(fn: () => void): void;
  /** Up to `max` bytes of fd 0 from its current position (empty at the end). */
  readStdinChunk(max: number): Uint8Array;
  /** True once the run has ended. */
  readonly isFinished: boolean;
}

/** The bytes of fd 0 and its read position, shared by `fs.readFileSync(0)`, `fs.readSync` and the stream. */
export class StdinFile {
  private pos = 0;

  constructor(private readonly bytes: Uint8Array) {}

  /** Bytes from the current position to the end; moves the position to the end. */
  readRemaining(): Uint8Array {
    const rest = this.bytes.subarray(this.pos);
    this.pos = this.bytes.length;
    return rest;
  }

  /** Up to `max` bytes from the current position (empty at end of input). */
  readChunk(max: number): Uint8Array {
    const chunk = this.bytes.subarray(this.pos, Math.min(this.bytes.length, this.pos + max));
    this.pos += chunk.length;
    return chunk;
  }

  /** The whole file, as reopening `/dev/stdin` gives it. */
  whole(): Uint8Array {
    return this.bytes;
  }
}

/**
 * `process.stdin` over a file: paused until a `data` listener, `resume()`, a `readable`
 * listener or async iteration starts it; then one 64 KiB chunk per macrotask, then `end` and `close`.
 */
export class StdinStream extends Emitter {
  readonly fd = 0;
  readonly isTTY = undefined;
  readable = true;
  readableEnded = false;
  private encoding: string | null = null;
  private decoder: TextDecoder | null = null;
  private flowing: boolean | null = null;
  private readableMode = false;
  private buffered: (string | NodeBuffer)[] = [];
  private scheduled = false;
  private release: (() => void) | null = null;
  private ended = false;

  constructor(private readonly run: StdinHost) {
    super();
  }

  protected override listenerAdded(event: string | symbol): void {
    if (event === 'data' && this.flowing !== false) this.resume();
    if (event === 'readable') {
      this.readableMode = true;
      this.flowing = false;
      this.startReading();
    }
  }

  setEncoding(encoding?: string): this {
    this.encoding = normalizeEncoding(encoding ?? 'utf8');
    this.decoder = new TextDecoder('utf-8');
    return this;
  }

  resume(): this {
    this.flowing = true;
    this.startReading();
    return this;
  }

  pause(): this {
    this.flowing = false;
    if (!this.readableMode) this.stopHolding();
    return this;
  }

  isPaused(): boolean {
    return this.flowing === false;
  }

  unref(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  destroy(): this {
    this.ended = true;
    this.stopHolding();
    return this;
  }

  /** Readable mode: everything read so far (string with an encoding, else a Buffer), or null. */
  read(): string | NodeBuffer | null {
    if (this.buffered.length === 0) return null;
    const parts = this.buffered;
    this.buffered = [];
    if (this.encoding) return parts.join('');
    return NodeBuffer.concat(parts as NodeBuffer[]);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<string | NodeBuffer> {
    const queue: (string | NodeBuffer)[] = [];
    let done = false;
    let wake: (() => void) | null = null;
    const onData = (c: unknown) => {
      queue.push(c as string | NodeBuffer);
      wake?.();
    };
    const onEnd = () => {
      done = true;
      wake?.();
    };
    this.on('data', onData);
    this.on('end', onEnd);
    try {
      while (true) {
        if (queue.length > 0) {
          yield queue.shift()!;
          continue;
        }
        if (done) return;
        await new Promise<void>((r) => (wake = r));
        wake = null;
      }
    } finally {
      this.off('data', onData);
      this.off('end', onEnd);
    }
  }

  private stopHolding(): void {
    const r = this.release;
    this.release = null;
    r?.();
  }

  private startReading(): void {
    if (this.ended || this.run.isFinished) return;
    if (!this.release) this.release = this.run.hold();
    this.scheduleChunk();
  }

  private scheduleChunk(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.run.defer(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    if (this.ended) return;
    if (!this.readableMode && this.flowing !== true) return;
    const bytes = this.run.readStdinChunk(STDIN_CHUNK_BYTES);
    if (bytes.length > 0) {
      const chunk = this.decode(bytes);
      if (this.readableMode) {
        if (chunk.length > 0) this.buffered.push(chunk);
        this.emit('readable');
      } else if (chunk.length > 0) {
        this.emit('data', chunk);
      }
      if (!this.ended) this.scheduleChunk();
      return;
    }
    // End of input: flush the decoder, then 'end' and 'close'.
    const tail = this.decoder ? this.decoder.decode() : '';
    if (tail) {
      if (this.readableMode) this.buffered.push(tail);
      else this.emit('data', tail);
    }
    if (this.readableMode) {
      // Node signals the end with one more 'readable' (read() → null), then 'end'.
      this.emit('readable');
      this.run.defer(() => this.emitEnd());
    } else {
      this.emitEnd();
    }
  }

  private emitEnd(): void {
    if (this.ended) return;
    this.ended = true;
    this.readable = false;
    this.readableEnded = true;
    this.stopHolding();
    this.emit('end');
    this.run.defer(() => this.emit('close'));
  }

  private decode(bytes: Uint8Array): string | NodeBuffer {
    if (this.decoder) return this.decoder.decode(bytes, { stream: true });
    return NodeBuffer.from(bytes);
  }
}
