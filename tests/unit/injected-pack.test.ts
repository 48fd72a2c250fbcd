/**
 * `injectPackResources` (src/workers/injected-pack.ts): the pack loader's fetches of a handed module or
 * file are answered from what the worker was given, and its `compileStreaming` of such a response is the
 * handed module itself (no compile); other URLs and responses reach the real functions.
 */
import { describe, expect, it } from 'vitest';
import { injectPackResources, type LoaderScope } from '../../src/workers/injected-pack.ts';

const PACK = 'https://judge.test/clang/22/';
/** The smallest valid WebAssembly module (magic and version). */
const EMPTY_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

function scopeWithRecords() {
  const fetched: string[] = [];
  const compiled: Response[] = [];
  const scope: LoaderScope = {
    fetch: async (input) => {
      fetched.push(String(input));
      return new Response('from the network');
    },
    WebAssembly: {
      compileStreaming: async (source) => {
        compiled.push(await source);
        return new WebAssembly.Module(EMPTY_MODULE);
      },
    },
  };
  return { scope, fetched, compiled };
}

describe('injectPackResources', () => {
  it('hands the loader the given module for its fetch + compileStreaming, without fetching or compiling', async () => {
    const { scope, fetched, compiled } = scopeWithRecords();
    const given = new WebAssembly.Module(EMPTY_MODULE);
    injectPackResources(scope, PACK, { modules: { 'llvm.core.wasm': given }, files: {} });
    const module = await scope.WebAssembly.compileStreaming(scope.fetch(new URL(`${PACK}llvm.core.wasm`)));
    expect(module).toBe(given);
    expect(fetched).toEqual([]);
    expect(compiled).toEqual([]);
  });

  it('answers a given file with its bytes', async () => {
    const { scope, fetched } = scopeWithRecords();
    injectPackResources(scope, PACK, { modules: {}, files: { 'llvm-resources.tar': new Blob([new Uint8Array([1, 2, 3])]) } });
    const res = await scope.fetch(`${PACK}llvm-resources.tar`);
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(fetched).toEqual([]);
  });

  it('leaves other URLs and other responses to the real fetch and compileStreaming', async () => {
    const { scope, fetched, compiled } = scopeWithRecords();
    injectPackResources(scope, PACK, { modules: { 'llvm.core.wasm': new WebAssembly.Module(EMPTY_MODULE) }, files: {} });
    await scope.fetch(`${PACK}llvm.core2.wasm`);
    await scope.fetch('https://judge.test/other/llvm.core.wasm');
    const other = new Response(EMPTY_MODULE);
    await scope.WebAssembly.compileStreaming(other);
    expect(fetched).toEqual([`${PACK}llvm.core2.wasm`, 'https://judge.test/other/llvm.core.wasm']);
    expect(compiled).toEqual([other]);
  });
});
