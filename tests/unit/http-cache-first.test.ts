/**
 * `fetchHttpCacheFirst` (src/workers/http-cache-first.ts): the compiler's modules are asked of the HTTP
 * cache alone first, and any miss (a rejection, a non-200 answer) falls back to the usual fetch.
 */
import { describe, expect, it } from 'vitest';
import { fetchHttpCacheFirst, type FetchLike } from '../../src/workers/http-cache-first.ts';

const MODULE = 'https://judge.test/clang/22/llvm.core.wasm';

/** A fake fetch that records its calls and answers with `answer(url, init)`. */
function recording(answer: (url: string, init?: RequestInit) => Promise<Response>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchFn: FetchLike = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, init });
    return answer(url, init);
  };
  return { calls, fetchFn };
}


describe('fetchHttpCacheFirst', () => {
  it('answers a module from the HTTP cache with one same-origin only-if-cached request', async () => {
    const { calls, fetchFn } = recording(async () => new Response('cached', { status: 200 }));
    const res = await fetchHttpCacheFirst(MODULE, fetchFn);
    expect(await res.text()).toBe('cached');
    expect(calls).toEqual([{ url: MODULE, init: { cache: 'only-if-cached', mode: 'same-origin' } }]);
  });

  it('falls back to the usual fetch when the HTTP cache misses (a rejection, as Chromium answers a miss)', async () => {
    const { calls, fetchFn } = recording(async (_url, init) => {
      if (init?.cache === 'only-if-cached') throw new TypeError('Failed to fetch');
      return new Response('from the pack', { status: 200 });
    });
    const res = await fetchHttpCacheFirst(MODULE, fetchFn);
    expect(await res.text()).toBe('from the pack');
    expect(calls.map((c) => c.init?.cache ?? 'usual')).toEqual(['only-if-cached', 'usual']);
  });

  it('falls back when the HTTP cache answers anything but 200 (a 504 gateway timeout)', async () => {
    const { calls, fetchFn } = recording(async (_url, init) => new Response(init ? 'miss' : 'from the pack', { status: init ? 504 : 200 }));
    const res = await fetchHttpCacheFirst(MODULE, fetchFn);
    expect(await res.text()).toBe('from the pack');
    expect(calls).toHaveLength(2);
  });
});
