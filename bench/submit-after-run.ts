/**
 * bench/submit-after-run — what the judge's compiled-program cache saves, printed as a table.
 *
 * For each reference solution of a problem, through the API (`app.inject`), each figure the median
 * of `samples` runs, each with a source of its own (a comment with a random tag, so no sample finds
 * another's compile in the cache):
 * - cold submit: POST /api/submit/:id of a program the judge has not compiled (ms);
 * - submit after run: POST /api/submit/:id right after a POST /api/submit/runCode/:id of the same
 *   program (the Submit alone is timed, ms): the compile comes from the cache;
 * - ratio of the submit after a run to the raw toolchain (compile, then every hidden test, no
 *   sandbox), against the target (C++ and Java ≤ 0.25).
 *
 * Run: `bench/judge.ts` runs it with its raw toolchain and test app.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Language } from '../common/contract/common.ts';
import { ApiClient } from '../tests/support/client.ts';
import { percentile, printTable } from './stats.ts';

/** One language's figures, ms. */
export interface SubmitAfterRunRow {
  language: Language;
  rawMs: number;
  coldMs: number;
  afterRunMs: number;
}

const TARGET: Partial<Record<Language, string>> = { 'c++': '≤ 0.25', java: '≤ 0.25' };

/** `code` with a comment of its own (in `language`'s comment syntax), so the judge has never compiled it. */
export function fresh(code: string, language: Language): string {
  return `${code}\n${language === 'python3' ? '#' : '//'} bench ${randomBytes(8).toString('hex')}\n`;
}

/**
 * Measures cold submits and submits right after a Run of the same program (see the module's comment).
 * @param rawMs the raw toolchain's time for one program (compile, then every hidden test), ms.
 * @throws Error when a submission is not accepted.
 */
export async function benchSubmitAfterRun(
  app: FastifyInstance,
  problemId: string,
  references: readonly { language: Language; completeCode: string }[],
  rawMs: (language: Language, code: string) => Promise<number>,
  samples = 5,
): Promise<SubmitAfterRunRow[]> {
  const api = new ApiClient(app);
  await api.signUp();
  const submit = async (language: Language, code: string): Promise<number> => {
    const started = performance.now();
    const res = await api.post(`/api/submit/${problemId}`, { language, code });
    const ms = performance.now() - started;
    if (res.json().status !== 'accepted') throw new Error(`${language}: ${res.body}`);
    return ms;
  };
  const rows: SubmitAfterRunRow[] = [];
  for (const ref of references) {
    const raw: number[] = [];
    const cold: number[] = [];
    const afterRun: number[] = [];
    for (let i = 0; i < samples; i++) raw.push(await rawMs(ref.language, ref.completeCode));
    await submit(ref.language, fresh(ref.completeCode, ref.language));
    for (let i = 0; i < samples; i++) cold.push(await submit(ref.language, fresh(ref.completeCode, ref.language)));
    for (let i = 0; i < samples; i++) {
      const code = fresh(ref.completeCode, ref.language);
      const run = await api.post(`/api/submit/runCode/${problemId}`, { language: ref.language, code });
      if (run.statusCode !== 200) throw new Error(`${ref.language}: the Run answered ${run.statusCode}`);
      afterRun.push(await submit(ref.language, code));
    }
    rows.push({ language: ref.language, rawMs: percentile(raw, 50), coldMs: percentile(cold, 50), afterRunMs: percentile(afterRun, 50) });
  }
  return rows;
}

/** Prints the rows as a Markdown table. */
export function printSubmitAfterRun(rows: readonly SubmitAfterRunRow[]): void {
  const header = ['language', 'raw toolchain ms', 'cold submit ms', 'submit after run ms', 'after run / raw', 'target'];
  const body = rows.map((r) => [r.language, r.rawMs.toFixed(0), r.coldMs.toFixed(0), r.afterRunMs.toFixed(0), (r.afterRunMs / r.rawMs).toFixed(2), TARGET[r.language] ?? '—']);
  console.log('\nSubmit after a Run of the same program (its compile from the judge\'s cache) beside a cold submit\n');
  printTable(header, body);
}
