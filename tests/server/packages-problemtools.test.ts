import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReportSchema } from '../../common/contract/package-import.ts';
import { IMPORT_REPORT_TEXT } from '../../common/texts/admin.ts';
import { importPackageDir } from '../../server/modules/packages/import.ts';
import { loadPackage, PackageError } from '../../server/modules/packages/load.ts';
import { writePackage } from '../support/package-files.ts';
import { judgeTestAppForSuite } from '../support/test-server.ts';

/**
 * problemtools' own example package `different` (tests/fixtures/packages/problemtools-different, see its
 * LICENCE.txt) imported through the real import path and judge: its submissions' languages are told by
 * problemtools' rules (a `#!…python2` `.py` file is Python 2), those the judge does not run are listed as
 * skipped with their language, and the C++, Java, JavaScript and Python 3 ones are judged.
 */

const FIXTURE = path.resolve('tests/fixtures/packages/problemtools-different');
const host = { timeFactor: 1, memoryMaxKb: 1024 * 1024 };

describe("problemtools' example package `different`", () => {
  const t = judgeTestAppForSuite();
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'pj-problemtools-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('loads every submission with the language problemtools gives it', () => {
    const pkg = loadPackage(FIXTURE);
    const langs = Object.fromEntries(pkg.submissions.map((s) => [s.file.replace('submissions/', ''), [s.language, s.languageName]]));
    expect(langs).toMatchObject({
      'accepted/different_py2.py': ['python2', 'Python 2'],
      'accepted/different_py3.py': ['python3', 'Python 3'],
      'accepted/different.cc': ['c++', 'C++'],
      'accepted/different_stdio.cc': ['c++', 'C++'],
      'accepted/Different.java': ['java', 'Java'],
      'accepted/different.js': ['javascript', 'JavaScript'],
      'accepted/different.c': ['c', 'C'],
      'accepted/Different.scala': ['scala', 'Scala'],
      'accepted/different.hs': ['haskell', 'Haskell'],
      'accepted/different.go': ['go', 'Go'],
      'accepted/different.rs': ['rust', 'Rust'],
      'accepted/prolog': ['prolog', 'Prolog'],
      'wrong_answer/different_int.cc': ['c++', 'C++'],
    });
    expect(pkg.submissions.find((s) => s.file.endsWith('/prolog'))!.directory).toBe(true);
  });

  it('imports, judging the C++, Java, JavaScript and Python 3 submissions and listing the others as skipped with their language', async () => {
    const report = importReportSchema.parse(await importPackageDir(t.server.db.db, FIXTURE, { judge: t.server.judge, host }));
    const byFile = new Map(report.submissions.map((s) => [s.file.replace('submissions/', ''), s]));
    for (const f of ['accepted/different.cc', 'accepted/different_stdio.cc', 'accepted/Different.java', 'accepted/different.js', 'accepted/different_py3.py']) {
      expect(byFile.get(f), f).toMatchObject({ actual: 'Accepted', matches: true });
      expect(byFile.get(f)!.skipped, f).toBeUndefined();
    }
    for (const f of ['wrong_answer/different_int.cc', 'wrong_answer/different_no_abs.cc']) expect(byFile.get(f), f).toMatchObject({ actual: 'Wrong Answer', matches: true });
    const skipped: [string, string, string][] = [
      ['accepted/different_py2.py', 'python2', 'Python 2'],
      ['accepted/different.c', 'c', 'C'],
      ['accepted/Different.scala', 'scala', 'Scala'],
      ['accepted/different.hs', 'haskell', 'Haskell'],
      ['accepted/different.go', 'go', 'Go'],
      ['accepted/different.rs', 'rust', 'Rust'],
      ['accepted/different.cs', 'csharp', 'C#'],
      ['accepted/different.ml', 'ocaml', 'OCaml'],
      ['accepted/different.lisp', 'lisp', 'Common Lisp'],
      ['accepted/different.php', 'php', 'PHP'],
      ['accepted/different.rb', 'ruby', 'Ruby'],
      ['accepted/prolog', 'prolog', 'Prolog'],
    ];
    for (const [f, language, languageName] of skipped) {
      expect(byFile.get(f), f).toEqual({
        file: `submissions/${f}`,
        language,
        languageName,
        expected: 'accepted',
        actual: null,
        testCase: null,
        timeMs: null,
        matches: null,
        skipped: 'language',
        note: IMPORT_REPORT_TEXT.languageNotRun(languageName),
      });
    }
    expect(report.submissions).toHaveLength(5 + 2 + skipped.length);
    expect(report.time.source).toBe('measured');
    expect(report.inputValidators).toEqual([
      expect.objectContaining({ name: 'input_validators/different.ctd', outcome: 'unsupported' }),
      expect.objectContaining({ name: 'input_validators/validate.py', language: 'python3', outcome: 'accepted', files: 3 }),
    ]);
    const lines = IMPORT_REPORT_TEXT.lines(report).join('\n');
    expect(lines).toContain('submissions/accepted/different_py2.py (Python 2): expected accepted, got –');
    expect(lines).toContain('Skipped: the judge does not run Python 2.');
  });

  it('refuses an accepted Python 2 program without a python2 shebang (problemtools takes it for Python 3), keeping the compiler output lines', async () => {
    const dir = writePackage(root, 'py2-no-shebang', {
      'problem.yaml': 'name: Py2 Without Shebang\n',
      'problem_statement/problem.en.md': 'Print the number.\n',
      'data/sample/1.in': '1\n',
      'data/sample/1.ans': '1\n',
      'data/secret/1.in': '2\n',
      'data/secret/1.ans': '2\n',
      'submissions/accepted/sol.py': 'import sys\nprint int(sys.stdin.read())\n',
    });
    const err = await importPackageDir(t.server.db.db, dir, { judge: t.server.judge, host }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PackageError);
    const message = (err as PackageError).message;
    expect(message).toMatch(/submissions\/accepted\/sol\.py does not compile:\n/);
    expect(message).toMatch(/SyntaxError/);
    expect(message.split('\n').length).toBeGreaterThan(2);
  });
});
