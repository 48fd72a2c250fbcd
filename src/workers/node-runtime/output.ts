/** The run's stdout and stderr: captured, capped, and streamed to the host as they are written. */
import { utf8Length } from '../../../common/utf8.ts';
import { OUTPUT_LIMIT_BYTES, STDERR_KEEP_BYTES, keepBytes } from '../run-result.ts';
import { ExitSignal } from './errors.ts';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** What a UTF-8 stream makes of a JS string: lone surrogates become U+FFFD, as Node writes them. */
function toWellFormed(text: string): string {
  LONE_SURROGATE.lastIndex = 0;
  return LONE_SURROGATE.test(text) ? text.replace(LONE_SURROGATE, '\ufffd') : text;
}

/** What the capture needs from its run. */
export interface OutputHooks {
  /** True once the run has ended: writing then unwinds the program. */
  isFinished(): boolean;
  /** Stdout reached {@link OUTPUT_LIMIT_BYTES}: the run must end (exit code 1). */
  onLimit(): void;
  /** Called with text written to stdout/stderr, in order, for at most {@link STDERR_KEEP_BYTES} of each stream. */
  onOutput?: (stream: 'stdout' | 'stderr', text: string) => void;
}

/**
 * Stdout kept whole up to {@link OUTPUT_LIMIT_BYTES} (the write that reaches it is cut and
 * stops the program), stderr kept up to {@link STDERR_KEEP_BYTES}.
 */
export class OutputCapture {
  private stdoutChunks: string[] = [];
  private stdoutBytes = 0;
  private stdoutStreamed = 0;
  private stderrText = '';
  private stderrBytes = 0;
  private stderrStreamed = 0;
  /** True once stdout reached the limit. */
  limitExceeded = false;

  constructor(private readonly hooks: OutputHooks) {}

  /**
   * Appends to stdout.
   * @throws ExitSignal when the run has ended or this write reaches the output limit.
   */
  writeStdout(text: string): void {
    if (this.hooks.isFinished()) throw new ExitSignal();
    if (text.length === 0) return;
    text = toWellFormed(text);
    const bytes = utf8Length(text);
    if (this.stdoutBytes + bytes >= OUTPUT_LIMIT_BYTES) {
      const room = OUTPUT_LIMIT_BYTES - this.stdoutBytes;
      this.stdoutChunks.push(keepBytes(text, room));
      this.stdoutBytes = OUTPUT_LIMIT_BYTES;
      this.limitExceeded = true;
      this.hooks.onLimit();
      throw new ExitSignal();
    }
    this.stdoutChunks.push(text);
    this.stdoutBytes += bytes;
    if (this.hooks.onOutput && this.stdoutStreamed < STDERR_KEEP_BYTES) {
      const part = keepBytes(text, STDERR_KEEP_BYTES - this.stdoutStreamed);
      this.stdoutStreamed += utf8Length(part);
      this.hooks.onOutput('stdout', part);
    }
  }

  /**
   * Appends to stderr (kept up to {@link STDERR_KEEP_BYTES}).
   * @throws ExitSignal when the run has ended.
   */
  writeStderr(text: string): void {
    if (this.hooks.isFinished()) throw new ExitSignal();
    if (text.length === 0 || this.stderrBytes >= STDERR_KEEP_BYTES) return;
    text = toWellFormed(text);
    const part = keepBytes(text, STDERR_KEEP_BYTES - this.stderrBytes);
    this.stderrText += part;
    this.stderrBytes += utf8Length(part);
    if (this.hooks.onOutput && this.stderrStreamed < STDERR_KEEP_BYTES) {
      this.stderrStreamed += utf8Length(part);
      this.hooks.onOutput('stderr', part);
    }
  }

  /** Everything kept of stdout. */
  get stdout(): string {
    return this.stdoutChunks.join('');
  }

  /** Everything kept of stderr. */
  get stderr(): string {
    return this.stderrText;
  }
}
