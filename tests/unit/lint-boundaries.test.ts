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
    expect(await brokenRules('src/features/contest/Probe.tsx', "import { ProblemListPage } from '../problems/ProblemListPage.tsx';\nexport const p = ProblemListPage;\n")).toContain(
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
    const code = "import { ProblemPage } from '../features/workspace/ProblemPage.tsx';\nexport const p = ProblemPage;\n";
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
});
