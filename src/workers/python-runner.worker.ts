/**
 * The offline Python runner's Web Worker: loads Pyodide once from the pack
 * (`/pyodide/<version>/`, answered by the service worker from the downloaded pack's cache) and
 * runs learners' programs in it one after another (`python-program.ts`).
 *
 * Pyodide's loader is imported at run time from the pack, not bundled: this chunk stays small and
 * nothing of Pyodide is fetched until a Python program runs offline. Once Pyodide has loaded, the
 * worker takes away what the page's other capabilities are reached through ({@link BLOCKED_GLOBALS}:
 * network, storage, messaging), as the JavaScript runner's worker does; programs cannot import
 * Pyodide's `js` module anyway (see `python-driver.ts`). The page talks to the worker over the
 * private port of its {@link PythonRunnerInitMessage}.
 */
import * as Comlink from 'comlink';
import type { loadPyodide as LoadPyodide } from 'pyodide';
import { BLOCKED_GLOBALS, scrubGlobals } from './isolation.ts';
import { PYTHON_RUNNER_INIT, type PythonRunnerInitMessage, type PythonRunnerWorkerApi } from './protocol.ts';
import { createPythonProgramRunner, type PythonProgramRunner } from './python-program.ts';

const scope = globalThis as unknown as { addEventListener(type: string, fn: (ev: MessageEvent) => void): void };
const listen = scope.addEventListener.bind(globalThis);

let loading: Promise<{ runner: PythonProgramRunner; version: string }> | null = null;
let loaded: PythonProgramRunner | null = null;

async function load(indexURL: string): Promise<{ runner: PythonProgramRunner; version: string }> {
  const loader = (await import(/* @vite-ignore */ `${indexURL}pyodide.mjs`)) as { loadPyodide: typeof LoadPyodide };
  const quiet = () => undefined;
  const pyodide = await loader.loadPyodide({ indexURL, stdout: quiet, stderr: quiet });
  const runner = createPythonProgramRunner(pyodide);
  scrubGlobals(globalThis, BLOCKED_GLOBALS);
  loaded = runner;
  return { runner, version: pyodide.version };
}

const api: PythonRunnerWorkerApi = {
  async load(indexURL) {
    loading ??= load(indexURL);
    const { version } = await loading;
    return { version };
  },
  run(code, stdin) {
    if (!loaded) throw new Error('Pyodide is not loaded');
    return loaded.run(code, stdin);
  },
};

listen('message', function onInit(ev) {
  const data = ev.data as Partial<PythonRunnerInitMessage> | null;
  if (!data || data.type !== PYTHON_RUNNER_INIT || !data.rpc) return;
  Comlink.expose(api, data.rpc);
});
