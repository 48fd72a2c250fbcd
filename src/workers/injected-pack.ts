/**
 * Starts the offline C++ pack's loader (`bundle.js`, `@yowasp/clang`) in a worker from resources the
 * worker was handed instead of from the network: its WebAssembly modules already compiled (a
 * `WebAssembly.Module` posted from the worker that compiled them shares that worker's machine code,
 * optimised code included) and its files as `Blob`s (posted by reference: the bytes stay with the
 * browser, not copied into each worker until read).
 *
 * The loader fetches each file beside itself with the `fetch` it captures when imported and compiles
 * each module with `WebAssembly.compileStreaming(response)`; {@link injectPackResources} replaces both on
 * the worker's global scope, before the import, so that a module's fetch answers an empty response that
 * `compileStreaming` turns into the given module, and a file's fetch answers its blob. Everything else
 * goes to the real functions. Meant for a worker that exists for one compile (`cpp-compile-once.worker.ts`).
 */
import type { FetchLike } from './http-cache-first.ts';

/** What the loader is handed: compiled modules and files, by file name (`llvm.core.wasm`, `llvm-resources.tar`). */
export interface PackResources {
  modules: Record<string, WebAssembly.Module>;
  files: Record<string, Blob>;
}

/** The parts of a worker's global scope the loader reaches: `fetch` and `WebAssembly.compileStreaming`. */
export interface LoaderScope {
  fetch: FetchLike;
  WebAssembly: { compileStreaming(source: Response | PromiseLike<Response>): Promise<WebAssembly.Module> };
}

/**
 * Replaces `scope.fetch` and `scope.WebAssembly.compileStreaming` so that URLs under `packUrl` naming a
 * given module or file are answered from `resources` (see the module's comment).
 * @param packUrl the pack's folder, absolute, with a trailing slash
 */
export function injectPackResources(scope: LoaderScope, packUrl: string, resources: PackResources): void {
  const fetchFn = scope.fetch.bind(scope);
  const compileStreaming = scope.WebAssembly.compileStreaming.bind(scope.WebAssembly);
  const handed = new WeakMap<Response, WebAssembly.Module>();
  const nameOf = (input: RequestInfo | URL): string | null => {
    const url = input instanceof Request ? input.url : String(input);
    return url.startsWith(packUrl) ? url.slice(packUrl.length) : null;
  };
  scope.fetch = async (input, init) => {
    const name = nameOf(input);
    const module = name === null ? undefined : resources.modules[name];
    if (module) {
      const response = new Response(null, { headers: { 'content-type': 'application/wasm' } });
      handed.set(response, module);
      return response;
    }
    const file = name === null ? undefined : resources.files[name];
    if (file) return new Response(file, { headers: { 'content-type': file.type || 'application/octet-stream' } });
    return fetchFn(input, init);
  };
  scope.WebAssembly.compileStreaming = async (source) => {
    const response = await source;
    return handed.get(response) ?? compileStreaming(response);
  };
}
