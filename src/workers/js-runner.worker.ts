/**
 * The offline JavaScript runner's Web Worker: runs one learner program once (see
 * `node-runtime.ts` for the Node-like environment and `isolation.ts` for what is taken away).
 *
 * Order matters: the host's timers and listeners are captured first, then the blocked globals
 * are scrubbed, then the worker waits for the page's {@link RunnerInitMessage} and exposes
 * {@link JsRunnerWorkerApi} with comlink on the private `rpc` port.
 */
import * as Comlink from 'comlink';
import { BLOCKED_GLOBALS, scrubGlobals } from './isolation.ts';
import { ProgramRun, type HostHooks, type NodeGlobals, type SourceLocation } from './node-runtime.ts';
import { RUNNER_INIT, type JsRunnerWorkerApi, type RunnerInitMessage, type RunnerOutputMessage } from './protocol.ts';

const scope = globalThis as unknown as Record<string, unknown> & {
  addEventListener(type: string, fn: (ev: Event) => void, opts?: AddEventListenerOptions): void;
};

const host: HostHooks = {
  setTimeout: globalThis.setTimeout.bind(globalThis) as HostHooks['setTimeout'],
  clearTimeout: globalThis.clearTimeout.bind(globalThis) as HostHooks['clearTimeout'],
  now: performance.now.bind(performance),
};
const listen = scope.addEventListener.bind(globalThis);

let current: ProgramRun | null = null;
let locating: ((ev: ErrorEvent) => void) | null = null;

// Errors that escape the program outside the runtime's own callbacks (microtasks, promise jobs).
listen('error', (ev) => {
  ev.preventDefault();
  if (locating) {
    locating(ev as ErrorEvent);
    return;
  }
  const e = ev as ErrorEvent;
  current?.reportUncaught(e.error ?? e.message, 'exception');
});
listen('unhandledrejection', (ev) => {
  ev.preventDefault();
  current?.reportUncaught((ev as PromiseRejectionEvent).reason, 'rejection');
});

const stillReachable = scrubGlobals(globalThis, BLOCKED_GLOBALS);

let outputPort: MessagePort | null = null;
const pendingOutput: RunnerOutputMessage[] = [];
let lastPost = -Infinity;
const OUTPUT_POST_INTERVAL_MS = 2;

function flushOutput(): void {
  if (!outputPort || pendingOutput.length === 0) return;
  for (const m of pendingOutput.splice(0)) outputPort.postMessage(m);
  lastPost = host.now();
}

/** Streams output to the page: at once when quiet, else coalesced to one post per few ms (a busy loop cannot run timers). */
function onOutput(stream: 'stdout' | 'stderr', text: string): void {
  const last = pendingOutput[pendingOutput.length - 1];
  if (last && last.stream === stream) last.text += text;
  else pendingOutput.push({ stream, text });
  if (host.now() - lastPost >= OUTPUT_POST_INTERVAL_MS) flushOutput();
}

function installGlobals(globals: NodeGlobals): void {
  for (const [name, value] of Object.entries(globals)) {
    if (name === 'global') continue;
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
  }
  Object.defineProperty(globalThis, 'global', { value: globalThis, writable: true, configurable: true, enumerable: false });
}

/** Throws the SyntaxError again, uncaught, so the engine reports its position in the ErrorEvent. */
function locateSyntaxError(throwIt: () => unknown): Promise<(SourceLocation & { error: unknown }) | null> {
  return new Promise((resolve) => {
    const giveUp = host.setTimeout(() => {
      locating = null;
      resolve(null);
    }, 1000);
    locating = (ev) => {
      locating = null;
      host.clearTimeout(giveUp);
      resolve(ev.lineno > 0 ? { line: ev.lineno, column: ev.colno, error: ev.error } : null);
    };
    host.setTimeout(() => {
      throwIt();
      // It did not throw after all: no position.
      locating = null;
      host.clearTimeout(giveUp);
      resolve(null);
    }, 0);
  });
}

const api: JsRunnerWorkerApi = {
  ready: () => ({ stillReachable }),
  async run(code, stdin) {
    if (current) throw new Error('a runner worker runs one program only');
    const run = new ProgramRun(code, { stdin, host, shadowedGlobals: BLOCKED_GLOBALS, onOutput, installGlobals, locateSyntaxError });
    current = run;
    const outcome = await run.start();
    flushOutput();
    return outcome;
  },
};

listen('message', function onInit(ev) {
  const data = (ev as MessageEvent).data as Partial<RunnerInitMessage> | null;
  if (outputPort || !data || data.type !== RUNNER_INIT || !data.rpc || !data.output) return;
  outputPort = data.output;
  Comlink.expose(api, data.rpc);
});
