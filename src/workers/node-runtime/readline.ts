/**
 * `require('readline')`: `createInterface` over `process.stdin` with `line`/`close` events,
 * `for await (const line of rl)`, `question`, `prompt`; lines split like Node's (`\n`, `\r\n`,
 * lone `\r`). Not a terminal: nothing is echoed.
 */
import { Emitter, type Listener } from './emitter.ts';
import { describeReceived, nodeTypeError } from './errors.ts';

const LINE_ENDING = /\r?\n|\r(?!\n)/g;

/** A stream as readline uses it (`process.stdin`, `process.stdout`). */
type Stream = Emitter & Record<string, unknown>;

/** Node's `readline.Interface` with `terminal: false`. */
export class ReadlineInterface extends Emitter {
  readonly terminal = false;
  line = '';
  closed = false;
  readonly input: Stream;
  readonly output: Stream | undefined;
  private lineBuffer: string | null = null;
  private sawReturn = false;
  private promptText = '> ';
  private questionCallback: ((answer: string) => void) | null = null;
  private decoder = new TextDecoder('utf-8');
  private readonly onData = (chunk: unknown) => this.normalWrite(chunk);
  private readonly onEnd = () => {
    if (typeof this.lineBuffer === 'string' && this.lineBuffer.length > 0) this.onLine(this.lineBuffer);
    this.lineBuffer = null;
    this.close();
  };

  constructor(input: unknown, output: unknown, prompt: unknown) {
    super();
    if (!input || typeof (input as Emitter).on !== 'function') {
      throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "input" argument must be an instance of Stream. Received ${describeReceived(input)}`);
    }
    this.input = input as Stream;
    this.output = output as Stream | undefined;
    if (typeof prompt === 'string') this.promptText = prompt;
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    if (typeof this.input.resume === 'function') (this.input.resume as Listener).call(this.input);
  }

  private normalWrite(chunk: unknown): void {
    let string = typeof chunk === 'string' ? chunk : chunk instanceof Uint8Array ? this.decoder.decode(chunk, { stream: true }) : String(chunk);
    if (this.sawReturn) {
      if (string.charCodeAt(0) === 10) string = string.slice(1);
      this.sawReturn = false;
    }
    LINE_ENDING.lastIndex = 0;
    if (LINE_ENDING.exec(string) !== null) {
      if (this.lineBuffer) {
        string = this.lineBuffer + string;
        this.lineBuffer = null;
      }
      this.sawReturn = string.endsWith('\r');
      LINE_ENDING.lastIndex = 0;
      const indexes = [0];
      let m: RegExpExecArray | null;
      while ((m = LINE_ENDING.exec(string)) !== null) indexes.push(m.index, LINE_ENDING.lastIndex);
      const lastIndex = indexes.length - 1;
      this.lineBuffer = string.slice(indexes[lastIndex]);
      for (let i = 1; i < lastIndex; i += 2) this.onLine(string.slice(indexes[i - 1], indexes[i]));
    } else if (string) {
      this.lineBuffer = (this.lineBuffer ?? '') + string;
    }
  }

  private onLine(line: string): void {
    if (this.questionCallback) {
      const cb = this.questionCallback;
      this.questionCallback = null;
      cb(line);
    } else {
      this.emit('line', line);
    }
  }

  close(): void {
    if (this.closed) return;
    this.pause();
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.closed = true;
    this.emit('close');
  }

  pause(): this {
    if (typeof this.input.pause === 'function') (this.input.pause as Listener).call(this.input);
    this.emit('pause');
    return this;
  }

  resume(): this {
    if (typeof this.input.resume === 'function') (this.input.resume as Listener).call(this.input);
    this.emit('resume');
    return this;
  }

  setPrompt(p: string): void {
    this.promptText = p;
  }
  getPrompt(): string {
    return this.promptText;
  }
  prompt(): void {
    if (this.closed) throw Object.assign(new Error('readline was closed'), { code: 'ERR_USE_AFTER_CLOSE' });
    if (this.output && typeof this.output.write === 'function') (this.output.write as Listener)(this.promptText);
  }
  question(query: unknown, optionsOrCb?: unknown, cb?: unknown): void {
    if (this.closed) throw Object.assign(new Error('readline was closed'), { code: 'ERR_USE_AFTER_CLOSE' });
    const callback = typeof optionsOrCb === 'function' ? optionsOrCb : cb;
    if (typeof callback !== 'function') return;
    if (this.questionCallback) {
      this.prompt();
      return;
    }
    if (this.output && typeof this.output.write === 'function') (this.output.write as Listener)(String(query));
    this.questionCallback = callback as (answer: string) => void;
  }
  write(): void {
    /* terminal: false — writes to the interface are not echoed */
  }
  getCursorPos(): { rows: number; cols: number } {
    return { rows: 0, cols: 0 };
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<string> {
    const queue: string[] = [];
    let done = this.closed;
    let wake: (() => void) | null = null;
    const onLine = (l: unknown) => {
      queue.push(l as string);
      wake?.();
    };
    const onClose = () => {
      done = true;
      wake?.();
    };
    this.on('line', onLine);
    this.on('close', onClose);
    const cleanup = () => {
      this.off('line', onLine);
      this.off('close', onClose);
    };
    const iterator: AsyncIterableIterator<string> = {
      next: async () => {
        while (true) {
          if (queue.length > 0) return { value: queue.shift()!, done: false };
          if (done) {
            cleanup();
            return { value: undefined, done: true };
          }
          await new Promise<void>((r) => (wake = r));
          wake = null;
        }
      },
      return: async () => {
        cleanup();
        done = true;
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }
}

/** Node's `createInterface(input, output?)` or `createInterface({ input, output?, prompt? })`. */
function createInterface(inputOrOptions: unknown, output?: unknown): ReadlineInterface {
  if (inputOrOptions && typeof inputOrOptions === 'object' && 'input' in inputOrOptions) {
    const o = inputOrOptions as { input: unknown; output?: unknown; prompt?: unknown };
    return new ReadlineInterface(o.input, o.output, o.prompt);
  }
  return new ReadlineInterface(inputOrOptions, output, undefined);
}

/** The `readline` module the program gets from `require`. */
export function createReadlineModule(): Record<string, unknown> {
  return {
    createInterface,
    Interface: ReadlineInterface,
    clearLine: () => true,
    clearScreenDown: () => true,
    cursorTo: () => true,
    moveCursor: () => true,
    emitKeypressEvents: () => undefined,
  };
}
