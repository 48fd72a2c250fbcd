import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** Lints `code` as if it were the file `filePath`; returns the ids of the rules it breaks. */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it('a feature may not import another feature', async () => {
    expect(await brokenRules('src/features/contest/Probe.tsx', "import { ProblemListPage } from '../problem-list/ProblemListPage.tsx';\nexport const p = ProblemListPage;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('a feature may import shared code, the data layer and common/', async () => {
    const code = "import { Spinner } from '../../ui/Spinner.tsx';\nimport { useProblems } from '../../data/index.ts';\nimport { MSG } from '../../../common/texts.ts';\nexport const p = [Spinner, useProblems, MSG];\n";
    expect(await brokenRules('src/features/contest/Probe.tsx', code)).toEqual([]);
  });

  it('the PWA may not import the server, nor the server the PWA', async () => {
    expect(await brokenRules('src/ui/Probe.ts', "import { buildApp } from '../../server/app.ts';\nexport const p = buildApp;\n")).toContain('import-x/no-restricted-paths');
    expect(await brokenRules('server/probe.ts', "import { App } from '../src/app/App.tsx';\nexport const p = App;\n")).toContain('import-x/no-restricted-paths');
  });

  it('common/ imports neither tier nor Node APIs', async () => {
    const rules = await brokenRules('common/probe.ts', "import { readFileSync } from 'node:fs';\nimport { getDb } from '../src/data/index.ts';\nexport const p = [readFileSync, getDb];\n");
    expect(rules).toEqual(expect.arrayContaining(['no-restricted-imports', 'import-x/no-restricted-paths']));
  });

  it('the shell reaches features only through its route table', async () => {
    const code = "import { ProblemPage } from '../features/problem/ProblemPage.tsx';\nexport const p = ProblemPage;\n";
    expect(await brokenRules('src/app/Probe.tsx', code)).toContain('no-restricted-imports');
    expect(await brokenRules('src/app/routes.tsx', code)).not.toContain('no-restricted-imports');
  });

  it('the judge knows no database', async () => {
    expect(await brokenRules('server/judge/probe.ts', "import { submissions } from '../db/schema.ts';\nexport const p = submissions;\n")).toContain('import-x/no-restricted-paths');
  });

  it('the judge knows no queue, and modules reach the judge queue only through boot', async () => {
    const code = "import { JUDGE_QUEUE } from '../judge-queue/jobs.ts';\nexport const p = JUDGE_QUEUE;\n";
    expect(await brokenRules('server/judge/probe.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await brokenRules('server/modules/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('the shell may not lazy-load a feature outside its route table', async () => {
    const code = "export const load = () => import('../features/contest/ContestPage.tsx');\n";
    expect(await brokenRules('src/app/Probe.tsx', code)).toContain('no-restricted-syntax');
    expect(await brokenRules('src/app/routes.tsx', code)).not.toContain('no-restricted-syntax');
  });

  it('a screen reaches the data layer only through src/data/index.ts', async () => {
    expect(await brokenRules('src/features/contest/Probe.tsx', "import { db } from '../../data/core/db.ts';\nexport const p = db;\n")).toContain('import-x/no-restricted-paths');
    expect(await brokenRules('src/features/contest/Probe.tsx', "import { useProblems } from '../../data/index.ts';\nexport const p = useProblems;\n")).toEqual([]);
  });

  it('the shared client layers import only those below them (api → data → session → ui), and the runners none', async () => {
    const probes: Array<[string, string]> = [
      ['src/api/probe.ts', "import { useProblems } from '../data/index.ts';\nexport const p = useProblems;\n"],
      ['src/data/probe.ts', "import { useAuth } from '../session/auth.tsx';\nexport const p = useAuth;\n"],
      ['src/data/probe.ts', "import { Spinner } from '../ui/Spinner.tsx';\nexport const p = Spinner;\n"],
      ['src/session/probe.ts', "import { useConfirm } from '../ui/ConfirmDialog.tsx';\nexport const p = useConfirm;\n"],
      ['src/workers/probe.ts', "import { useProblems } from '../data/index.ts';\nexport const p = useProblems;\n"],
    ];
    for (const [file, code] of probes) expect(await brokenRules(file, code), file).toContain('import-x/no-restricted-paths');
    expect(await brokenRules('src/ui/probe.ts', "import { useAuth } from '../session/auth.tsx';\nimport { useProblems } from '../data/index.ts';\nexport const p = [useAuth, useProblems];\n")).toEqual([]);
  });

  it('the judge knows no HTTP, Fastify, pg or drizzle', async () => {
    expect(await brokenRules('server/judge/probe.ts', "import { HttpError } from '../http/errors.ts';\nexport const p = HttpError;\n")).toContain('import-x/no-restricted-paths');
    for (const pkg of ['fastify', 'pg', 'drizzle-orm']) {
      expect(await brokenRules('server/judge/probe.ts', `import * as m from '${pkg}';\nexport const p = m;\n`), pkg).toContain('no-restricted-imports');
    }
  });

  it("a server module imports no other module's service.ts or routes.ts, but may use repositories and other modules' pure files", async () => {
    expect(await brokenRules('server/modules/notes/probe.ts', "import { toggleStar } from '../problems/service.ts';\nexport const p = toggleStar;\n")).toContain('import-x/no-restricted-paths');
    expect(await brokenRules('server/modules/notes/probe.ts', "import { problemRoutes } from '../problems/routes.ts';\nexport const p = problemRoutes;\n")).toContain('import-x/no-restricted-paths');
    const allowed = "import { problemExists } from '../../db/repos/problems.ts';\nimport { summarise } from '../submissions/verdict-summary.ts';\nimport { listNotes } from './service.ts';\nexport const p = [problemExists, summarise, listNotes];\n";
    expect(await brokenRules('server/modules/notes/probe.ts', allowed)).toEqual([]);
  });

  it('services and repositories know no HTTP (routes do)', async () => {
    const code = "import { HttpError } from '../../http/errors.ts';\nexport const p = HttpError;\n";
    expect(await brokenRules('server/modules/notes/service.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await brokenRules('server/db/repos/probe.ts', code)).toContain('import-x/no-restricted-paths');
    expect(await brokenRules('server/modules/probe.ts', "import { HttpError } from '../http/errors.ts';\nexport const p = HttpError;\n")).toContain('import-x/no-restricted-paths');
    expect(await brokenRules('server/modules/notes/routes.ts', code)).not.toContain('import-x/no-restricted-paths');
  });

  it('server/http gets what it needs from modules handed in, never by import', async () => {
    expect(await brokenRules('server/http/probe.ts', "import { userForToken } from '../modules/auth/sessions.ts';\nexport const p = userForToken;\n")).toContain('import-x/no-restricted-paths');
  });

  it('common/ imports zod and nothing else among packages', async () => {
    expect(await brokenRules('common/probe.ts', "import * as z from 'zod/mini';\nimport { MSG } from './texts.ts';\nexport const p = [z, MSG];\n")).toEqual([]);
    for (const pkg of ['drizzle-orm', 'fastify', 'react']) {
      expect(await brokenRules('common/probe.ts', `import * as m from '${pkg}';\nexport const p = m;\n`), pkg).toContain('no-restricted-imports');
    }
  });
});

describe('size limits (eslint.config.js)', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `  x += ${i};`).join('\n');

  it('a function over 80 lines is refused, one of 80 is not', async () => {
    expect(await brokenRules('src/ui/probe.ts', `export function f(): number {\n  let x = 0;\n${lines(78)}\n  return x;\n}\n`)).toContain('max-lines-per-function');
    expect(await brokenRules('src/ui/probe.ts', `export function f(): number {\n  let x = 0;\n${lines(76)}\n  return x;\n}\n`)).toEqual([]);
  });

  it('a file over 500 lines is refused, in tests too', async () => {
    const constants = (n: number) => Array.from({ length: n }, (_, i) => `export const c${i} = ${i};`).join('\n');
    expect(await brokenRules('server/probe.ts', `${constants(501)}\n`)).toContain('max-lines');
    expect(await brokenRules('tests/unit/probe.test.ts', `${constants(501)}\n`)).toContain('max-lines');
    expect(await brokenRules('server/probe.ts', `${constants(500)}\n`)).toEqual([]);
  });

  it('a test scenario (describe/it callback) may be long; a test helper may not', async () => {
    const scenario = `import { it } from 'vitest';\nit('long', () => {\n  let x = 0;\n${lines(100)}\n  void x;\n});\n`;
    expect(await brokenRules('tests/unit/probe.test.ts', scenario)).toEqual([]);
    expect(await brokenRules('tests/support/probe.ts', `export function f(): number {\n  let x = 0;\n${lines(100)}\n  return x;\n}\n`)).toContain('max-lines-per-function');
  });
});
