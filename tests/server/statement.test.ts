import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemDetailSchema } from '../../common/contract/problem.ts';
import { importReportSchema } from '../../common/contract/package-import.ts';
import { convertPackage } from '../../server/modules/packages/convert.ts';
import { importPackageDir } from '../../server/modules/packages/import.ts';
import { loadPackage } from '../../server/modules/packages/load.ts';
import { renderStatementHtml } from '../../server/modules/problems/statement-html.ts';
import { stableId } from '../../server/db/ids.ts';
import { signUpAdmin, sumProblem } from '../support/admin-fixtures.ts';
import { judgeTestAppForSuite } from '../support/test-server.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';

/**
 * Statements as the problem page gets them: a package's Markdown statement with a heading, a table,
 * inline and display math, an image beside it, and raw HTML / a `javascript:` link that must not pass,
 * imported through the real import path; GET /api/prblm/getPrblmById/:id answers it rendered and
 * sanitised, and GET /statement-files/:name serves the image it links.
 */
const FIXTURE = path.resolve('tests/fixtures/packages/statement-rich');
const host = { timeFactor: 1, memoryMaxKb: 1024 * 1024 };

describe('statements rendered by the server', () => {
  const t = judgeTestAppForSuite();
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'pj-statement-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const detail = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/prblm/getPrblmById/${id}` });
    expect(res.statusCode).toBe(200);
    return problemDetailSchema.parse(res.json());
  };

  it('renders an imported Markdown statement: headings, table, math, its image; raw HTML and javascript: links do not pass', async () => {
    const report = importReportSchema.parse(await importPackageDir(t.server.db.db, FIXTURE, { judge: t.server.judge, host }));
    expect(report.submissions.map((s) => [s.file, s.matches])).toEqual([
      ['submissions/accepted/squares.py', true],
      ['submissions/wrong_answer/plain_sum.py', true],
    ]);
    const problem = await detail(report.prblmId);
    const html = problem.descriptionHtml!;
    expect(html).toContain('<h2>Input</h2>');
    expect(html).toMatch(/<table>[\s\S]*<th>Group<\/th>[\s\S]*<td>No further constraints<\/td>/);
    // Inline math in a paragraph and a table cell, display math on its own.
    expect(html).toMatch(/<p>Given <span class="math math-inline"><span class="katex">/);
    expect(html).toMatch(/<td><span class="math math-inline"><span class="katex">/);
    expect(html).toMatch(/<div class="math math-display"><span class="katex-display">/);
    expect(html).not.toContain('$');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<code>code</code>');
    // Nothing executable: the script, the image's handler and the javascript: URL are gone; the link's text stays.
    for (const bad of ['<script', '__statement', 'onerror', 'javascript:']) expect(html).not.toContain(bad);
    expect(html).toMatch(/<a>harmless-looking link<\/a>/);
    // The image, linked by the hash of its bytes, loads lazily.
    const png = readFileSync(path.join(FIXTURE, 'problem_statement/grid.png'));
    const name = `${createHash('sha256').update(png).digest('hex')}.png`;
    expect(html).toContain(`<img src="/statement-files/${name}" alt="A grid of coloured cells" loading="lazy" decoding="async">`);
    // The stored Markdown links the same file.
    expect(problem.description).toContain(`![A grid of coloured cells](/statement-files/${name})`);

    const image = await t.app.inject({ method: 'GET', url: `/statement-files/${name}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(image.rawPayload, png)).toBe(0);
  });

  it('renders a real contest package\'s LaTeX statement (SWERC 2025 isaacqueries) with its picture, lists, emphasis and math', () => {
    const dir = path.resolve('tests/fixtures/packages/swerc2025-isaacqueries');
    const { content } = convertPackage(loadPackage(dir), null);
    const png = readFileSync(path.join(dir, 'problem_statement/isaacqueries-isaac.png'));
    const name = `${createHash('sha256').update(png).digest('hex')}.png`;
    expect(content.statementFiles).toEqual([{ name, contentType: 'image/png', bytes: new Uint8Array(png) }]);
    const html = renderStatementHtml(content.description)!;
    // \includegraphics in a centred block, its credit line in \emph.
    expect(html).toMatch(new RegExp(`^<p><img src="/statement-files/${name}" alt="" loading="lazy" decoding="async"><br>\\n<em>Image credits:`));
    expect(html).toContain('<strong>the array is generated randomly</strong>');
    expect(html).toMatch(/<ul>\n<li>\n<p><span class="math math-inline"><span class="katex">/);
    expect(html).toMatch(/<h3>Input<\/h3>/);
    expect(html.match(/class="katex"/g)!.length).toBeGreaterThan(20);
    // No LaTeX command is left as text outside the formulas' annotations.
    const text = html.replace(/<annotation encoding="application\/x-tex">[^<]*<\/annotation>/g, '');
    expect(text).not.toMatch(/\\(includegraphics|emph|textbf|begin|section|frac|leq)\b|\$/);
  });

  it('answers 400 for a malformed statement file name and 404 for an unknown one', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/statement-files/..%2Fpasswd.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/SHA-256/);
    const svg = await t.app.inject({ method: 'GET', url: `/statement-files/${'a'.repeat(64)}.svg` });
    expect(svg.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: `/statement-files/${'a'.repeat(64)}.png` });
    expect(unknown.statusCode).toBe(404);
  });

  it('replaces the images of a re-imported package: the new one is served, the old one no longer', async () => {
    const dir = path.join(root, 'statement-rich');
    cpSync(FIXTURE, dir, { recursive: true });
    const oldPng = readFileSync(path.join(dir, 'problem_statement/grid.png'));
    const oldName = `${createHash('sha256').update(oldPng).digest('hex')}.png`;
    const newPng = Buffer.concat([oldPng, Buffer.from('trailing bytes change the hash')]);
    writeFileSync(path.join(dir, 'problem_statement/grid.png'), newPng);
    const report = importReportSchema.parse(await importPackageDir(t.server.db.db, dir, { judge: null, host }));
    expect(report.prblmId).toBe(stableId('statement-rich'));
    const newName = `${createHash('sha256').update(newPng).digest('hex')}.png`;
    expect((await detail(report.prblmId)).descriptionHtml).toContain(`/statement-files/${newName}`);
    expect((await t.app.inject({ method: 'GET', url: `/statement-files/${newName}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/statement-files/${oldName}` })).statusCode).toBe(404);
  });

  it('renders every built-in statement, and a problem written in the admin form, as HTML', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/prblm/getAllPrblm' })).json() as { _id: string; title: string }[];
    expect(list.filter((p) => p.title !== 'Sum of Squares').length).toBe(BUILT_IN_PROBLEMS.length);
    for (const { _id, title } of list.filter((p) => p.title !== 'Sum of Squares')) {
      const p = await detail(_id);
      expect(p.descriptionHtml, title).toMatch(/^<p>/);
      expect(p.descriptionHtml, title).toContain('<code>');
      expect(p.descriptionHtml, title).not.toContain('`');
    }
    const admin = await signUpAdmin(t);
    const input = { ...sumProblem(), description: 'Print $a + b$.\n\n### Note\n\n<iframe src="https://example.com"></iframe>[x](javascript:alert(1))' };
    const created = await admin.post('/api/prblm/create', input);
    expect(created.statusCode, created.body).toBe(201);
    const html = (await detail((created.json() as { prblm: { _id: string } }).prblm._id)).descriptionHtml!;
    expect(html).toMatch(/^<p>Print <span class="math math-inline"><span class="katex">/);
    expect(html).toContain('<h3>Note</h3>');
    for (const bad of ['iframe', 'example.com', 'javascript:']) expect(html).not.toContain(bad);
  });
});
