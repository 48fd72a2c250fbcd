/**
 * `lazySchema` (common/contract/lazy.ts): a contract schema is built on its first use, once, and
 * behaves as the schema itself in every way the app and the server use one (parsing, composing with
 * `z.extend`, `z.array`, discriminated unions, `instanceof`, `.shape`, methods), and every schema
 * constant of the shared code is built that way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema } from '../../common/contract/lazy.ts';
import { problemListEntriesSchema } from '../../common/contract/problem.ts';
import { outputValidationSchema } from '../../common/judging/validation.ts';

describe('lazySchema', () => {
  it('builds the schema on first use only, and once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ id: z.string() });
    });
    expect(builds).toBe(0);
    expect(z.safeParse(schema, { id: 'a' }).success).toBe(true);
    expect(z.safeParse(schema, { id: 1 }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('builds nothing while schemas are composed from it lazily', () => {
    let builds = 0;
    const base = lazySchema(() => {
      builds += 1;
      return z.object({ id: z.string() });
    });
    const list = lazySchema(() => z.array(z.extend(base, { n: z.number() })));
    expect(builds).toBe(0);
    expect(z.parse(list, [{ id: 'a', n: 1 }])).toEqual([{ id: 'a', n: 1 }]);
    expect(z.safeParse(list, [{ id: 'a' }]).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('is what it stands in for: instanceof, the shape, methods, own keys', () => {
    const real = z.object({ id: z.string(), n: z.optional(z.number()) });
    const schema = lazySchema(() => z.object({ id: z.string(), n: z.optional(z.number()) }));
    expect(schema instanceof z.ZodMiniObject).toBe(true);
    expect(schema instanceof z.ZodMiniString).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['id', 'n']);
    expect(Object.keys(schema).sort()).toEqual(Object.keys(real).sort());
    const checked = schema.check(z.refine((v) => v.id !== 'x', 'no x'));
    expect(z.safeParse(checked, { id: 'x' }).success).toBe(false);
    expect(z.safeParse(checked, { id: 'y', n: 2 }).success).toBe(true);
  });

  it('rebuilds after a build that threw', () => {
    let fail = true;
    const schema = lazySchema(() => {
      if (fail) throw new Error('not yet');
      return z.string();
    });
    expect(() => z.parse(schema, 'a')).toThrow('not yet');
    fail = false;
    expect(z.parse(schema, 'a')).toBe('a');
  });

  it("parses the contract's lazily built schemas as before: a problem list and a discriminated union", () => {
    const entry = { _id: 'p1', title: 'Two Sum', difficulty: 'easy', tags: 'Array', acceptedCount: 3, submissionCount: 5 };
    expect(z.parse(problemListEntriesSchema, [entry])).toEqual([entry]);
    const bad = z.safeParse(problemListEntriesSchema, [{ ...entry, difficulty: 'trivial' }]);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual([0, 'difficulty']);
    expect(z.parse(outputValidationSchema, { kind: 'legacy' })).toEqual({ kind: 'legacy' });
    expect(z.safeParse(outputValidationSchema, { kind: 'nonsense' }).success).toBe(false);
  });

  it('is how every schema constant of common/contract and common/judging is declared', () => {
    const eager: string[] = [];
    for (const dir of ['common/contract', 'common/judging']) {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
        const text = readFileSync(path.join(dir, file), 'utf8');
        for (const m of text.matchAll(/^(?:export )?const (\w+) = z\./gm)) eager.push(`${dir}/${file}: ${m[1]}`);
      }
    }
    expect(eager).toEqual([]);
  });
});
