/**
 * The offline C++ runner's compiler worker: loads Clang (`@yowasp/clang`'s loader, imported at run
 * time from the offline pack at `/clang/<version>/`, answered by the service worker from the
 * pack's cache) once, with the precompiled `<bits/stdc++.h>` — downloaded with the pack (made at build
 * time by the same compiler), or, if that file is missing, built here (a minute or two) and kept — and compiles learners' programs one after
 * another (`cpp-compiler.ts`). Programs run in another worker (`cpp-program.worker.ts`), so
 * stopping an endless loop never unloads the compiler. The page talks to it over the private port
 * of its {@link CppWorkerInitMessage}.
 */
import * as Comlink from 'comlink';
import { buildCppPch, compileCpp, cppPchKey, loadCppCompiler, warmUpCppCompiler, type ClangCommand } from './cpp-compiler.ts';
import { packFileResponse } from '../sw/pack-storage.ts';
import { CLANG_CACHE, cppPchUrl } from './cpp-pack-manifest.ts';
import { CPP_WORKER_INIT, type CppCompilerWorkerApi, type CppWorkerInitMessage } from './protocol.ts';

const scope = globalThis as unknown as { addEventListener(type: string, fn: (ev: MessageEvent) => void): void };
const listen = scope.addEventListener.bind(globalThis);

interface Loaded {
  clang: ClangCommand;
  pch: Uint8Array | null;
}

let loading: Promise<Loaded> | null = null;

/** The precompiled header: from the pack's cache (the pack ships it), else built now and kept there. */
async function devicePch(clang: ClangCommand): Promise<Uint8Array | null> {
  const url = cppPchUrl(cppPchKey());
  const cache = typeof caches === 'undefined' ? null : await caches.open(CLANG_CACHE).catch(() => null);
  const hit = await cache?.match(url);
  if (hit) return new Uint8Array(await packFileResponse(hit).arrayBuffer());
  const pch = await buildCppPch(clang).catch(() => null);
  if (pch && cache) await cache.put(url, new Response(pch, { headers: { 'content-type': 'application/octet-stream' } })).catch(() => undefined);
  return pch;
}

async function load(packUrl: string): Promise<Loaded> {
  const loader = (await import(/* @vite-ignore */ `${packUrl}bundle.js`)) as { commands: Record<string, ClangCommand> };
  const clang = loader.commands['clang++'];
  if (!clang) throw new Error('the C++ pack has no clang++');
  // No progress callback: the pack's loader then compiles the responses as fetched (build/clang-pack.ts).
  await loadCppCompiler(clang);
  return { clang, pch: await devicePch(clang) };
}

/** The warm-up compile, once per worker (see `warmUpCppCompiler`). */
let warmingUp: Promise<number> | null = null;

const api: CppCompilerWorkerApi = {
  async load(packUrl, warmUp) {
    loading ??= load(packUrl);
    loading.catch(() => {
      loading = null;
    });
    const { clang, pch } = await loading;
    // The warm-up only saves time: a compiler that cannot compile it still serves the learner's compiles.
    if (warmUp) await (warmingUp ??= warmUpCppCompiler(clang, pch)).catch(() => null);
    return { pch: pch !== null };
  },
  async compile(code, memoryLimitKb) {
    if (!loading) throw new Error('the C++ compiler is not loaded');
    const { clang, pch } = await loading;
    const result = await compileCpp(clang, code, { memoryLimitKb, pch });
    return result.ok ? Comlink.transfer(result, [result.wasm.buffer]) : result;
  },
};

listen('message', function onInit(ev) {
  const data = ev.data as Partial<CppWorkerInitMessage> | null;
  if (!data || data.type !== CPP_WORKER_INIT || !data.rpc) return;
  Comlink.expose(api, data.rpc);
});
