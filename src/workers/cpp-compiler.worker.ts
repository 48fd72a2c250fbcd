/**
 * The offline C++ runner's compiler worker: loads the compiler once from the offline pack at
 * `/clang/<version>/` — its WebAssembly modules (from the browser's HTTP cache when it holds them, where
 * Chromium keeps their optimised code between page loads, `http-cache-first.ts`; else answered by the
 * service worker from the pack's cache), its header archive and the precompiled `<bits/stdc++.h>` the
 * build made — and compiles learners' programs one after another, each in a compile worker of its own
 * (`cpp-compile-once.worker.ts`, ended after its answer, so a compile's memory goes back at once) that
 * it hands the compiled modules and the files. Programs run in another worker (`cpp-program.worker.ts`),
 * so stopping an endless loop never unloads the compiler. The page talks to it over the private port
 * of its {@link CppWorkerInitMessage}.
 */
import * as Comlink from 'comlink';
import { CPP_WARM_UP_PROGRAM, cppPchKey, type CppCompileResult } from './cpp-compiler.ts';
import { packFileResponse } from '../sw/pack-storage.ts';
import { CLANG_CACHE, CLANG_PACK_FILES, cppPchUrl } from './cpp-pack-manifest.ts';
import { fetchHttpCacheFirst } from './http-cache-first.ts';
import { CPP_COMPILE_JOB, CPP_WORKER_INIT, type CppCompileAnswer, type CppCompileJob, type CppCompilerWorkerApi, type CppWorkerInitMessage } from './protocol.ts';

const scope = globalThis as unknown as { addEventListener(type: string, fn: (ev: MessageEvent) => void): void };
const listen = scope.addEventListener.bind(globalThis);

/** The compiler's WebAssembly modules (the pack's `.wasm` files). */
const MODULE_FILES = CLANG_PACK_FILES.filter((name) => name.endsWith('.wasm'));
/** The pack's archive of headers and libraries (the loader mounts it at `/usr`). */
const RESOURCES_FILE = 'llvm-resources.tar';

/**
 * What a compile needs, loaded once: the compiled modules, and the files as `Blob`s, which keep their
 * bytes with the browser (not in this worker's memory) and are posted to each compile worker by reference.
 */
interface Loaded {
  packUrl: string;
  modules: Record<string, WebAssembly.Module>;
  files: Record<string, Blob>;
  pch: Blob | null;
}

let loading: Promise<Loaded> | null = null;

/**
 * `url`'s response, through `fetchFn` (the modules: `fetchHttpCacheFirst`, see the module's comment).
 * @throws Error naming the file when it is not there (HTTP status other than 200)
 */
async function fetched(url: string, fetchFn: (url: string) => Promise<Response> = (u) => fetch(u)): Promise<Response> {
  const response = await fetchFn(url);
  if (!response.ok) throw new Error(`${url.split('/').pop()}: HTTP ${response.status}`);
  return response;
}

/** The precompiled header from the pack's cache (downloaded with the pack), or null: programs then compile without it. */
async function devicePch(): Promise<Blob | null> {
  const cache = typeof caches === 'undefined' ? null : await caches.open(CLANG_CACHE).catch(() => null);
  const hit = await cache?.match(cppPchUrl(cppPchKey()));
  return hit ? packFileResponse(hit).blob() : null;
}

/**
 * Imports the pack's loader once here, as each compile worker will: a loader that does not load (a
 * damaged file on the device) fails the compiler's load, not each compile.
 * @throws Error when it does not import or has no `clang++`
 */
async function checkLoader(packUrl: string): Promise<void> {
  const loader = (await import(/* @vite-ignore */ `${packUrl}bundle.js`)) as { commands?: Record<string, unknown> };
  if (typeof loader.commands?.['clang++'] !== 'function') throw new Error('the C++ pack has no clang++');
}

async function load(packUrl: string): Promise<Loaded> {
  // The loader first: with a damaged one nothing else is read (a read cut short when this worker is ended can
  // keep the pack's cache entry, and its bytes, alive in the service worker until it stops).
  await checkLoader(packUrl);
  const [modules, tar, pch] = await Promise.all([
    Promise.all(MODULE_FILES.map(async (name) => [name, await WebAssembly.compileStreaming(fetched(`${packUrl}${name}`, fetchHttpCacheFirst))] as const)),
    fetched(`${packUrl}${RESOURCES_FILE}`).then((r) => r.blob()),
    devicePch(),
  ]);
  return { packUrl, modules: Object.fromEntries(modules), files: { [RESOURCES_FILE]: tar }, pch };
}

/**
 * Compiles `code` in a new compile worker and ends it.
 * @throws Error when the compile worker fails (the loader does not load, the compiler crashes)
 */
function compileInWorker(loaded: Loaded, code: string, memoryLimitKb: number | undefined): Promise<CppCompileResult> {
  const worker = new Worker(new URL('./cpp-compile-once.worker.ts', import.meta.url), { type: 'module', name: 'pocket-judge-cpp-compile' });
  const job: CppCompileJob = { type: CPP_COMPILE_JOB, ...loaded, code, memoryLimitKb };
  return new Promise<CppCompileResult>((resolve, reject) => {
    worker.addEventListener('message', (ev: MessageEvent<CppCompileAnswer>) => (ev.data.ok ? resolve(ev.data.result) : reject(new Error(ev.data.message))));
    worker.addEventListener('error', (ev) => {
      ev.preventDefault();
      reject(new Error(ev.message || 'the C++ compile worker failed'));
    });
    worker.addEventListener('messageerror', () => reject(new Error('the C++ compile worker sent an unreadable message')));
    worker.postMessage(job);
  }).finally(() => worker.terminate());
}

/** The warm-up compile, once per worker: the first compile after a load runs on the engine's baseline code (see `CPP_WARM_UP_PROGRAM`). */
let warmingUp: Promise<unknown> | null = null;

const api: CppCompilerWorkerApi = {
  async load(packUrl, warmUp) {
    loading ??= load(packUrl);
    loading.catch(() => {
      loading = null;
    });
    const loaded = await loading;
    // The warm-up only saves time: a compiler that cannot compile it still serves the learner's compiles.
    if (warmUp) await (warmingUp ??= compileInWorker(loaded, CPP_WARM_UP_PROGRAM, undefined)).catch(() => null);
    return { pch: loaded.pch !== null };
  },
  async compile(code, memoryLimitKb) {
    if (!loading) throw new Error('the C++ compiler is not loaded');
    const result = await compileInWorker(await loading, code, memoryLimitKb);
    return result.ok ? Comlink.transfer(result, [result.wasm.buffer]) : result;
  },
};

listen('message', function onInit(ev) {
  const data = ev.data as Partial<CppWorkerInitMessage> | null;
  if (!data || data.type !== CPP_WORKER_INIT || !data.rpc) return;
  Comlink.expose(api, data.rpc);
});
