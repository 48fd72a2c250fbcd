import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../common/contract/common.ts';
import { runResponseSchema, submitResponseSchema } from '../../common/contract/submission.ts';
import { stableId } from '../../server/db/ids.ts';
import { compileKey, LruTtlCache } from '../../server/judge/compile-cache.ts';
import { builtIn } from '../support/builtin-problems.ts';
import { ApiClient } from '../support/client.ts';
import { testAppForSuite } from '../support/test-server.ts';

/**
 * The judge's compiled-program cache: the pure core (TTL, byte bound, oversize entries), and in
 * the real sandbox a Run then a Submit of the same program compiling it once.
 */

describe('LruTtlCache', () => {
  const clock = () => {
    const c = { ms: 0, now: () => c.ms };
    return c;
  };

  it('drops an entry unused for the TTL, and a hit starts the TTL again', () => {
    const c = clock();
    const cache = new LruTtlCache<string>({ ttlMs: 1000, maxBytes: 100, maxEntryBytes: 100, now: c.now });
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    c.ms = 900;
    expect(cache.get('a')).toBe('A');
    c.ms = 1500;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    c.ms = 2600;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.sweep()).toBeNull();
  });

  it('evicts the least recently used entries when the bytes pass the bound', () => {
    const c = clock();
    const cache = new LruTtlCache<string>({ ttlMs: 1000, maxBytes: 10, maxEntryBytes: 10, now: c.now });
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.bytes).toBe(8);
    cache.set('a', 'A2', 6);
    expect(cache.bytes).toBe(10);
    expect(cache.get('a')).toBe('A2');
  });

  it('does not keep an entry over the per-entry bound, and drops what it replaced', () => {
    const cache = new LruTtlCache<string>({ ttlMs: 1000, maxBytes: 100, maxEntryBytes: 10, now: () => 0 });
    cache.set('a', 'A', 5);
    expect(cache.set('a', 'big', 11)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('b', 'B', 10)).toBe(true);
    expect(cache.size).toBe(1);
  });

  it('keys by owner, language, command, entry and every source file', () => {
    const base = { owner: 'learner-a', language: 'java', command: ['javac', 'Main.java'], entry: 'Main', files: [{ name: 'Main.java', bytes: 'class Main {}' }] };
    const key = compileKey(base);
    expect(compileKey({ ...base })).toBe(key);
    expect(compileKey({ ...base, owner: 'learner-b' })).not.toBe(key);
    expect(compileKey({ ...base, language: 'c++' })).not.toBe(key);
    expect(compileKey({ ...base, command: ['javac', '-g', 'Main.java'] })).not.toBe(key);
    expect(compileKey({ ...base, entry: 'Other' })).not.toBe(key);
    expect(compileKey({ ...base, files: [{ name: 'Other.java', bytes: 'class Main {}' }] })).not.toBe(key);
    expect(compileKey({ ...base, files: [{ name: 'Main.java', bytes: 'class Main { }' }] })).not.toBe(key);
    expect(compileKey({ ...base, command: ['javacMain.java'] })).not.toBe(compileKey({ ...base, command: ['javac', 'Main.java'] }));
  });
});

describe('compile cache in the judge', () => {
  const t = testAppForSuite();
  const twoSum = builtIn('two-sum');
  const id = stableId('two-sum');
  const compiles: Language[] = [];
  const reference = (language: Language) => `${twoSum.referenceSolution.find((r) => r.language === language)!.completeCode}\n// ${randomBytes(8).toString('hex')}\n`;
  const signedIn = async () => {
    t.server.judge.setObserver({ compiled: (language) => compiles.push(language) });
    const api = new ApiClient(t.app);
    await api.signUp();
    return api;
  };
  const runThenSubmit = async (api: ApiClient, language: Language, code: string) => {
    const run = runResponseSchema.parse((await api.post(`/api/submit/runCode/${id}`, { language, code })).json());
    const sub = submitResponseSchema.parse((await api.post(`/api/submit/${id}`, { language, code })).json());
    return { run, sub };
  };

  it.each(['c++', 'java'] as const)('a Run then a Submit of the same %s program compile it once', async (language) => {
    const api = await signedIn();
    const code = reference(language);
    compiles.length = 0;
    const { run, sub } = await runThenSubmit(api, language, code);
    expect(run.every((c) => c.status_id === 3)).toBe(true);
    expect(sub).toMatchObject({ status: 'accepted', error: null });
    expect(compiles).toEqual([language]);

    // A changed source compiles again; the first stays cached.
    await runThenSubmit(api, language, `${code}// changed\n`);
    expect(compiles).toEqual([language, language]);
    const again = submitResponseSchema.parse((await api.post(`/api/submit/${id}`, { language, code })).json());
    expect(again.status).toBe('accepted');
    expect(compiles).toEqual([language, language]);
  });

  it('reports a compile error the same when it comes from the cache', async () => {
    const api = await signedIn();
    compiles.length = 0;
    const code = `int main( { // ${randomBytes(8).toString('hex')}`;
    const first = await t.server.judge.evaluate({ language: 'c++', code, tests: [{ input: '', output: '' }], timeLimitMs: 1000, memoryLimitKb: 65536, stopOnFirstFailure: true });
    const second = await t.server.judge.evaluate({ language: 'c++', code, tests: [{ input: '', output: '' }], timeLimitMs: 1000, memoryLimitKb: 65536, stopOnFirstFailure: false });
    expect(first.compileOutput).toBeTruthy();
    expect(second).toEqual(first);
    expect(compiles).toEqual(['c++']);
    // A learner's own Run then Submit compile once more: the cache is per learner.
    const { run, sub } = await runThenSubmit(api, 'c++', code);
    expect(run.every((c) => c.status_id === 6 && c.compile_output === first.compileOutput)).toBe(true);
    expect(sub.status).toBe('error');
    expect(sub.error).toContain(first.compileOutput);
    expect(compiles).toEqual(['c++', 'c++']);
  });

  it.each(['c++', 'java'] as const)('another learner\'s Run of the same %s program compiles it again (a cache hit tells no one what someone else compiled)', async (language) => {
    const a = await signedIn();
    const b = await signedIn();
    const code = reference(language);
    compiles.length = 0;
    await runThenSubmit(a, language, code);
    expect(compiles).toEqual([language]);
    const run = runResponseSchema.parse((await b.post(`/api/submit/runCode/${id}`, { language, code })).json());
    expect(run.every((c) => c.status_id === 3)).toBe(true);
    expect(compiles).toEqual([language, language]);
  });
});
