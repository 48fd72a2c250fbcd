import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importReportSchema } from '../../common/contract/package-import.ts';
import { problemDetailSchema } from '../../common/contract/index.ts';
import { stableId } from '../../server/db/ids.ts';
import { problems } from '../../server/db/schema.ts';
import { contentHash, convertPackage } from '../../server/modules/packages/convert.ts';
import { SKELETON } from '../../common/domain/start-code.ts';
import { LANGUAGES } from '../../common/contract/common.ts';
import { BUILT_IN_PACKAGES_DIR, importPackageDir, syncBuiltInProblems } from '../../server/modules/packages/import.ts';
import { loadPackage, PackageError } from '../../server/modules/packages/load.ts';
import { UNPACK_PREFIX } from '../../server/modules/packages/service.ts';
import { unzipPackage, ZipError } from '../../server/modules/packages/zip.ts';
import { signUpAdmin } from '../support/admin-fixtures.ts';
import { ApiClient } from '../support/client.ts';
import { uploadPackageZip } from '../support/package-files.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';
import { craftZip, type CraftEntry } from '../support/zip-craft.ts';
import { zipDir } from '../support/zip-dir.ts';

/**
 * Problem packages: the loader and converter on fixture packages (legacy layout with nested test
 * groups and a LaTeX statement, the 2023-07 layout, a custom output validator, an interactive
 * problem without its interactor), the admin import endpoint with safe and hostile archives, and the boot-time sync of
 * the built-in packages by content hash (no writes when unchanged; admin edits and imports kept);
 * hostile archives (zip bombs, forged sizes) refused with bounded memory while the server keeps
 * answering, the import's work running in a worker thread.
 */
const FIXTURES = path.resolve('tests/fixtures/packages');

const zip = (entries: Zippable) => Buffer.from(zipSync(entries));
const text = (s: string) => new TextEncoder().encode(s);

const unpackDirs = () => readdirSync(os.tmpdir()).filter((n) => n.startsWith(UNPACK_PREFIX)).length;

const MB = 1024 * 1024;

/** The files of a fixture package as crafted-zip entries under `prefix`. */
function craftEntries(dir: string, prefix: string): CraftEntry[] {
  return Object.entries(zipDir(dir, prefix)).map(([name, data]) => ({ name, data: data as Uint8Array }));
}

/** Runs `f` while sampling this process's RSS every 10 ms; returns its result and the peak growth (bytes). */
async function peakRssGrowth<T>(f: () => Promise<T>): Promise<[T, number]> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const value = await f();
    peak = Math.max(peak, process.memoryUsage().rss);
    return [value, peak - before];
  } finally {
    clearInterval(sample);
  }
}

describe('package loader and converter', () => {
  it('reads the legacy layout: nested test groups in order, a LaTeX statement, defaults reported', () => {
    const pkg = loadPackage(path.join(FIXTURES, 'legacy-sum'));
    expect(pkg.format).toBe('legacy');
    expect(pkg.name).toBe('Sum of Two Numbers');
    expect(pkg.samples.map((c) => c.name)).toEqual(['sample/1']);
    expect(pkg.secret.map((c) => c.name)).toEqual(['secret/01-zero', 'secret/group1/01', 'secret/group1/02', 'secret/group2/01']);
    expect(pkg.groupValidatorFlags).toEqual([{ group: 'secret/group2', flags: 'case_sensitive' }]);

    const { content, warnings } = convertPackage(pkg, null);
    expect(content.title).toBe('Sum of Two Numbers');
    expect(content.description).toContain('$a + b$');
    expect(content.description).toMatch(/#+ Input/);
    expect(content.description).not.toContain('\\problemname');
    expect(content.hiddenTestCases.map((c) => c.output)).toEqual(['0\n', '12\n', '0\n', '4000000000\n']);
    expect(content.visibleTestCases).toEqual([{ input: '1 2\n', output: '3\n', explanation: '' }]);
    expect(content.validation).toEqual({ kind: 'default', flags: { caseSensitive: false, spaceChangeSensitive: false, floatAbsoluteTolerance: 1e-6, floatRelativeTolerance: 1e-6 } });
    expect(content.memoryLimitKb).toBe(128 * 1024);
    expect(content.timeLimitMs).toBe(2000);
    expect(content.startCode).toEqual(LANGUAGES.map((language) => ({ language, initialCode: SKELETON[language] })));
    expect(content.referenceSolution.map((r) => r.language)).toEqual(['c++', 'javascript', 'python3']);
    expect([content.difficulty, content.tags]).toEqual(['medium', 'Array']);
    expect(content.aprouch.map((a) => a.name)).toEqual(['Brute Force', 'Better Aprouch', 'Optimized Aprouch']);
    const all = warnings.join('\n');
    for (const w of [/pocket\.yaml/, /converted from LaTeX/, /data\/secret\/group2 sets output validator flags "case_sensitive"/, /no explanation/, /java: no reference/i, /"medium"/, /"Array"/, /placeholders/, /start code/i]) {
      expect(all).toMatch(w);
    }
  });

  it('reads the 2023-07 layout: statement/, name map, limits.time_limit, pocket.yaml start code', () => {
    const pkg = loadPackage(path.join(FIXTURES, 'modern-reverse'));
    expect(pkg.format).toBe('2023-07');
    expect(pkg.statement.file).toBe('statement/problem.en.md');
    const { content, warnings } = convertPackage(pkg, null);
    expect(content.title).toBe('Reverse a Word');
    expect(content.timeLimitMs).toBe(1500);
    expect(content.memoryLimitKb).toBe(64 * 1024);
    expect(content.visibleTestCases[0]!.explanation).toBe('The letters a, b, c in the opposite order.');
    expect(content.startCode.find((s) => s.language === 'javascript')!.initialCode).toContain('// Print the word reversed.');
    expect(content.validation).toEqual({ kind: 'default', flags: { caseSensitive: false, spaceChangeSensitive: false } });
    expect(warnings.join('\n')).toMatch(/No start code for c\+\+, java/);
    expect(warnings.join('\n')).not.toMatch(/time limit/i);
  });

  it('carries a custom output validator with its files, language and flags', () => {
    const { content } = convertPackage(loadPackage(path.join(FIXTURES, 'any-pair')), null);
    expect(content.validation).toEqual({
      kind: 'custom',
      language: 'python3',
      files: [{ name: 'validate.py', content: readFileSync(path.join(FIXTURES, 'any-pair/output_validators/pair_checker/validate.py'), 'utf8') }],
      flags: ['strict'],
    });
  });

  it('refuses an interactive problem without its interactor, naming it', () => {
    expect(() => loadPackage(path.join(FIXTURES, 'guess-number'))).toThrow(PackageError);
    expect(() => loadPackage(path.join(FIXTURES, 'guess-number'))).toThrow(/"Guess the Number" \(guess-number\): the problem is interactive but there is no interactor/);
  });
});

describe('zip unpacking', () => {
  it('refuses an entry whose real size is larger than its header says, and archives over the size limits before unpacking', async () => {
    const dest = mkdtempSync(path.join(os.tmpdir(), 'pj-zip-test-'));
    try {
      const big = zip({ 'a/problem.yaml': text('name: x\n'), 'a/big.in': new Uint8Array(2 * 1024 * 1024) });
      await expect(unzipPackage(big, path.join(dest, '1'), { maxUncompressedBytes: 1024 * 1024 })).rejects.toThrow(/unpacks to more than 1 MB/);
      // Lie in the central directory: the entry claims 100 bytes.
      const lying = Buffer.from(big);
      for (let i = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); i >= 0; i = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), i + 4)) {
        if (lying.readUInt32LE(i + 24) === 2 * 1024 * 1024) lying.writeUInt32LE(100, i + 24);
      }
      await expect(unzipPackage(lying, path.join(dest, '2'))).rejects.toThrow(ZipError);
      // Refused from the central directory: not even the entries before the oversized one are unpacked.
      const bomb = await craftZip([
        { name: 'a/problem.yaml', data: text('name: x\n') },
        { name: 'a/data/secret/huge.in', pattern: new Uint8Array(1), size: 65 * 1024 * 1024 },
      ]);
      const refused = await unzipPackage(bomb, path.join(dest, '3')).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ZipError);
      expect(refused).toMatchObject({ tooLarge: true, message: 'a/data/secret/huge.in unpacks to 65 MB; a file may have at most 64 MB' });
      expect(existsSync(path.join(dest, '3'))).toBe(false);
    } finally {
      rmSync(dest, { recursive: true, force: true });
    }
  });
});

describe('POST /api/admin/problems/import and the built-in sync', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (api: ApiClient, data: Buffer, fileName?: string, field?: string) => uploadPackageZip(t, api, data, fileName, field);
  const countProblems = async () => (await t.server.db.db.select({ n: sql<number>`count(*)::int` }).from(problems))[0]!.n;

  it('is for admins only: 401 signed out, 403 for learners', async () => {
    const archive = zip(zipDir(path.join(FIXTURES, 'modern-reverse'), 'modern-reverse/'));
    expect((await upload(new ApiClient(t.app), archive)).statusCode).toBe(401);
    const learner = new ApiClient(t.app);
    await learner.signUp();
    expect((await upload(learner, archive)).statusCode).toBe(403);
  });

  it('imports a package (time limit measured with the judge), serves it, and updates it in place on re-import', async () => {
    const before = unpackDirs();
    const res = await upload(admin, zip(zipDir(path.join(FIXTURES, 'legacy-sum'), 'legacy-sum/')));
    expect(res.statusCode, res.body).toBe(201);
    const report = importReportSchema.parse(res.json());
    expect(report.prblmId).toBe(stableId('legacy-sum'));
    // Kattis' rule: the slowest accepted submission × time_multiplier 3, rounded up to whole seconds.
    expect(report.time).toMatchObject({ source: 'measured', multiplier: 3, safetyMargin: 2, hostFactor: 1 });
    expect(report.time.limitMs).toBe(Math.max(1, Math.ceil((report.time.slowest!.normalisedMs * 3) / 1000)) * 1000);
    expect(report.submissions.map((s) => [s.file, s.expected, s.actual, s.matches])).toEqual([
      ['submissions/accepted/sum.cpp', 'accepted', 'Accepted', true],
      ['submissions/accepted/sum.js', 'accepted', 'Accepted', true],
      ['submissions/accepted/sum.py', 'accepted', 'Accepted', true],
      // A correct solution filed under wrong_answer: the report says it is not judged as its folder says.
      ['submissions/wrong_answer/misfiled.js', 'wrong_answer', 'Accepted', false],
      ['submissions/wrong_answer/overflow.cpp', 'wrong_answer', 'Wrong Answer', true],
    ]);
    // verifyproblem's ERROR line, apart from the warnings; the package is imported all the same.
    expect(report.errors).toEqual(['submissions/wrong_answer/misfiled.js (JavaScript) is in wrong_answer/ but got Accepted.']);
    expect(report.warnings.join('\n')).not.toContain('misfiled.js');
    expect(report.testGroups).toEqual([
      { name: 'sample', cases: 1 },
      { name: 'secret', cases: 1 },
      { name: 'secret/group1', cases: 2 },
      { name: 'secret/group2', cases: 1 },
    ]);
    expect(report.memory).toMatchObject({ limitKb: 128 * 1024, source: 'package' });

    const detail = problemDetailSchema.parse((await new ApiClient(t.app).get(`/api/prblm/getPrblmById/${report.prblmId}`)).json());
    expect(detail.title).toBe('Sum of Two Numbers');
    expect(detail.description).toContain('$a + b$');
    expect(detail.visibleTestCases).toHaveLength(1);

    // The package at the archive's root: the short name comes from the file name.
    const again = await upload(admin, zip(zipDir(path.join(FIXTURES, 'legacy-sum'))), 'Legacy-Sum.zip');
    expect(again.statusCode, again.body).toBe(201);
    expect(importReportSchema.parse(again.json()).prblmId).toBe(report.prblmId);
    expect(unpackDirs()).toBe(before);
  });

  it('--strict refuses a package with an error line, writing nothing; without it the same package imports', async () => {
    const dir = path.join(FIXTURES, 'legacy-sum');
    const err = await importPackageDir(t.server.db.db, dir, { judge: t.server.judge, shortName: 'strict-sum', strict: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PackageError);
    expect((err as PackageError).message).toContain('refused (--strict): 1 error:\n  ERROR submissions/wrong_answer/misfiled.js (JavaScript) is in wrong_answer/ but got Accepted.');
    expect(await t.server.db.db.select({ id: problems.id }).from(problems).where(eq(problems.id, stableId('strict-sum')))).toEqual([]);
  });

  it('imports a package with a custom output validator', async () => {
    const res = await upload(admin, zip(zipDir(path.join(FIXTURES, 'any-pair'), 'any-pair/')));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.server.db.db.select().from(problems).where(eq(problems.id, importReportSchema.parse(res.json()).prblmId));
    expect(row!.validation).toMatchObject({ kind: 'custom', language: 'python3', files: [{ name: 'validate.py' }], flags: ['strict'] });
  });

  it('refuses unsafe, oversized and broken archives with a message, leaving nothing behind', async () => {
    const good = zipDir(path.join(FIXTURES, 'modern-reverse'), 'modern-reverse/');
    const many: Zippable = { ...good };
    for (let i = 0; i < 10_001; i++) many[`modern-reverse/data/extra/${i}.txt`] = new Uint8Array(0);
    const large = Buffer.from(zip({ ...good, 'modern-reverse/data/secret/big.in': new Uint8Array(1024 * 1024), 'modern-reverse/data/secret/big.ans': text('1\n') }));
    for (let i = large.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); i >= 0; i = large.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), i + 4)) {
      if (large.readUInt32LE(i + 24) === 1024 * 1024) large.writeUInt32LE(0x7fff_0000, i + 24);
    }
    const noData = Object.fromEntries(Object.entries(good).filter(([k]) => !k.includes('/data/')));
    const cases: [string, Buffer, RegExp, status?: number][] = [
      ['zip slip', zip({ ...good, '../evil.txt': text('x') }), /evil\.txt|relative path/],
      ['absolute path', zip({ ...good, '/tmp/pj-evil-absolute.txt': text('x') }), /absolute path|outside/],
      ['symlink out of the package', zip({ ...good, 'modern-reverse/data/secret/03.in': [text('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] }), /03\.in is a symbolic link out of the package/],
      ['too many files', zip(many), /entries; at most 10000/, 413],
      ['too large', large, /big\.in unpacks to 2048 MB; a file may have at most 64 MB/, 413],
      ['bad YAML', zip({ ...good, 'modern-reverse/problem.yaml': text('name: [unclosed\n') }), /"?modern-reverse"?: problem\.yaml is not valid YAML/],
      ['no data', zip(noData), /Reverse a Word" \(modern-reverse\): no test data/],
      ['no problem.yaml', zip(Object.fromEntries(Object.entries(good).filter(([k]) => !k.endsWith('problem.yaml')))), /problem\.yaml is missing/],
      ['interactive without interactor', zip(zipDir(path.join(FIXTURES, 'guess-number'), 'guess-number/')), /Guess the Number" \(guess-number\): the problem is interactive but there is no interactor/],
      ['not a zip', Buffer.from('hello'), /not a readable \.zip/],
      ['binary test data', zip({ ...good, 'modern-reverse/data/secret/01.in': new Uint8Array([0x31, 0, 0x32]) }), /data\/secret\/01\.in contains a NUL byte/],
    ];
    const rows = await countProblems();
    const dirs = unpackDirs();
    for (const [what, data, message, status = 400] of cases) {
      const res = await upload(admin, data, `${what.replace(/ /g, '-')}.zip`);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json().message, what).toMatch(message);
    }
    expect(await countProblems()).toBe(rows);
    expect(unpackDirs()).toBe(dirs);
    expect(existsSync(path.join(os.tmpdir(), 'evil.txt'))).toBe(false);
    expect(existsSync('/tmp/pj-evil-absolute.txt')).toBe(false);

    expect((await upload(admin, zip(good), 'x.zip', 'file')).statusCode).toBe(400);
  });

  it('refuses zip bombs from the declared sizes before unpacking: 413 with the reason, memory bounded', async () => {
    const good = craftEntries(path.join(FIXTURES, 'modern-reverse'), 'modern-reverse/');
    const zeros = new Uint8Array(1);
    const bombs: [string, Buffer, RegExp][] = [
      // One 300 MB file of zeros: ~300 KB of archive.
      ['bomb', await craftZip([...good, { name: 'modern-reverse/data/secret/big.in', pattern: zeros, size: 300 * MB }]), /big\.in unpacks to 300 MB; a file may have at most 64 MB/],
      // Nine files under the per-file cap, 540 MB together.
      ['wide bomb', await craftZip([...good, ...Array.from({ length: 9 }, (_, i) => ({ name: `modern-reverse/data/secret/w${i}.in`, pattern: zeros, size: 60 * MB }))]), /unpacks to more than 512 MB/],
      // 80 MB of zeros: under every size cap, but ~1000 times the archive's size.
      ['dense bomb', await craftZip([...good, ...Array.from({ length: 2 }, (_, i) => ({ name: `modern-reverse/data/secret/d${i}.in`, pattern: zeros, size: 40 * MB }))]), /unpacks to 80 MB, more than 200 times its size/],
    ];
    const rows = await countProblems();
    const dirs = unpackDirs();
    for (const [what, archive, message] of bombs) {
      expect(archive.length, what).toBeLessThan(MB);
      const [res, growth] = await peakRssGrowth(() => upload(admin, archive, `${what.replace(/ /g, '-')}.zip`));
      expect(res.statusCode, `${what}: ${res.body}`).toBe(413);
      expect(res.json().message, what).toMatch(message);
      expect(growth, `${what}: RSS growth`).toBeLessThan(100 * MB);
    }
    expect(await countProblems()).toBe(rows);
    expect(unpackDirs()).toBe(dirs);
  });

  it('refuses an archive whose declared sizes lie while unpacking it: 400, memory and disk bounded', async () => {
    const good = craftEntries(path.join(FIXTURES, 'modern-reverse'), 'modern-reverse/');
    // The headers say 1000 bytes; the entry inflates to 300 MB of zeros.
    const archive = await craftZip([...good, { name: 'modern-reverse/data/secret/lie.in', pattern: new Uint8Array(1), size: 300 * MB, declaredSize: 1000 }]);
    const rows = await countProblems();
    const dirs = unpackDirs();
    const [res, growth] = await peakRssGrowth(() => upload(admin, archive, 'lie.zip'));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/lie\.zip: modern-reverse\/data\/secret\/lie\.in holds more than the 1000 bytes its header declares/);
    expect(growth).toBeLessThan(100 * MB);
    expect(await countProblems()).toBe(rows);
    expect(unpackDirs()).toBe(dirs);
  });

  it('refuses a package directory whose test data is over the cap (413), reading none of it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pj-bigdata-'));
    try {
      cpSync(path.join(FIXTURES, 'modern-reverse'), dir, { recursive: true });
      // Sparse files: 3 × 2 × 30 MB declared on disk, nothing written.
      for (let i = 0; i < 3; i++) {
        for (const ext of ['in', 'ans']) {
          writeFileSync(path.join(dir, `data/secret/z${i}.${ext}`), '');
          truncateSync(path.join(dir, `data/secret/z${i}.${ext}`), 30 * MB);
        }
      }
      const err = await importPackageDir(t.server.db.db, dir, { shortName: 'big-data' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PackageError);
      expect((err as PackageError).status).toBe(413);
      expect((err as PackageError).message).toMatch(/test data .* adds up to more than 128 MB/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('imports a package with thousands of test cases (written in statements of bounded size and parameter count)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pj-many-'));
    try {
      cpSync(path.join(FIXTURES, 'modern-reverse'), dir, { recursive: true });
      for (let i = 0; i < 3000; i++) {
        writeFileSync(path.join(dir, `data/secret/m${String(i).padStart(4, '0')}.in`), `w${i}\n`);
        writeFileSync(path.join(dir, `data/secret/m${String(i).padStart(4, '0')}.ans`), `${i}w\n`);
      }
      const report = await importPackageDir(t.server.db.db, dir, { shortName: 'many-cases' });
      const [row] = await t.server.db.db.select().from(problems).where(eq(problems.id, report.prblmId));
      expect(row!.hiddenTestCases).toHaveLength(3002);
      expect(row!.hiddenTestCases[2999 + 2]).toEqual({ input: 'w2999\n', output: '2999w\n' });
      expect(contentHash(row!)).toBe(row!.contentHash);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('imports in a worker thread: the server answers other requests while a large package is prepared', async () => {
    // 2 × 24 MB of test data (digits, compressing about 10:1): the worker spends a while unpacking, reading and hashing it.
    const digits = text(Array.from({ length: 4096 }, (_, i) => `${(i * 7919) % 100_003}`).join(' ') + '\n');
    const archive = await craftZip([
      // Without its submission, which would need more than the package's 64 MB for these inputs.
      ...craftEntries(path.join(FIXTURES, 'modern-reverse'), 'big-reverse/').filter((e) => !e.name.includes('/submissions/')),
      { name: 'big-reverse/data/secret/big.in', pattern: digits, size: 24 * MB },
      { name: 'big-reverse/data/secret/big.ans', pattern: digits, size: 24 * MB },
      // Over one statement's worth of text in characters of 2 and 4 UTF-8 bytes: cut at character boundaries.
      { name: 'big-reverse/data/secret/u.in', pattern: text('😀é\n'), size: 7 * 220_000 },
      { name: 'big-reverse/data/secret/u.ans', pattern: text('é😀\n'), size: 7 * 220_000 },
    ]);
    let imported = false;
    const importing = upload(admin, archive, 'big-reverse.zip').then((res) => {
      imported = true;
      return res;
    });
    const answeredDuring: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/prblm/getAllPrblm' });
      expect(res.statusCode).toBe(200);
      if (!imported) answeredDuring.push(i);
    }
    expect(answeredDuring).toEqual([0, 1, 2]);
    const res = await importing;
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.server.db.db.select().from(problems).where(eq(problems.id, importReportSchema.parse(res.json()).prblmId));
    expect(row!.hiddenTestCases.map((c) => [c.input.length, c.output.length])).toEqual([
      [6, 6],
      [2, 2],
      [24 * MB, 24 * MB],
      [4 * 220_000, 4 * 220_000],
    ]);
    expect(row!.hiddenTestCases.at(-1)).toEqual({ input: '😀é\n'.repeat(220_000), output: 'é😀\n'.repeat(220_000) });
    expect(row!.hiddenTestCases.at(-2)!.input.startsWith(new TextDecoder().decode(digits))).toBe(true);
    // The test data, written in bounded statements and assembled by the database, is the content that was hashed.
    expect(contentHash(row!)).toBe(row!.contentHash);
  });

  it('boot: unchanged packages cost no writes; a changed package is re-imported in place; an admin edit is kept', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pj-builtins-'));
    try {
      for (const name of ['_lib', 'climbing-stairs', 'coin-change']) cpSync(path.join(BUILT_IN_PACKAGES_DIR, name), path.join(dir, name), { recursive: true });
      const db = t.server.db.db;
      // xmin changes with every write to a row.
      const snapshot = () => db.execute(sql`select id, xmin::text as xmin from problems order by id`).then((r) => (r as unknown as { rows: { id: string; xmin: string }[] }).rows);
      const before = await snapshot();
      expect(before.length).toBeGreaterThanOrEqual(15);
      expect(before.every((r) => /^\d+$/.test(r.xmin))).toBe(true);
      expect(await syncBuiltInProblems(db, { dir })).toEqual({ imported: [], keptEdited: [] });
      expect(await snapshot()).toEqual(before);

      const statement = path.join(dir, 'climbing-stairs/problem_statement/problem.en.md');
      writeFileSync(statement, `${readFileSync(statement, 'utf8')}\nA new closing paragraph.\n`);
      expect(await syncBuiltInProblems(db, { dir })).toEqual({ imported: ['climbing-stairs'], keptEdited: [] });
      const [row] = await db.select().from(problems).where(eq(problems.slug, 'climbing-stairs'));
      expect(row!.id).toBe(stableId('climbing-stairs'));
      expect(row!.description).toMatch(/A new closing paragraph\.$/);
      expect(contentHash(row!)).toBe(row!.contentHash);

      await db.update(problems).set({ title: 'Edited by an admin' }).where(eq(problems.slug, 'coin-change'));
      const yaml = path.join(dir, 'coin-change/problem.yaml');
      writeFileSync(yaml, readFileSync(yaml, 'utf8').replace('time_limit: 2', 'time_limit: 3'));
      const logged: string[] = [];
      expect(await syncBuiltInProblems(db, { dir, log: (m) => logged.push(m) })).toEqual({ imported: [], keptEdited: ['coin-change'] });
      expect(logged.join('\n')).toMatch(/coin-change: its package changed, but an admin edited the problem/);
      const [kept] = await db.select().from(problems).where(eq(problems.slug, 'coin-change'));
      expect([kept!.title, kept!.timeLimitMs]).toEqual(['Edited by an admin', 2000]);

      // An admin imports a package with a built-in's name: boot keeps that import too.
      await importPackageDir(db, path.join(dir, 'climbing-stairs'));
      writeFileSync(statement, `${readFileSync(statement, 'utf8')}\nAnother paragraph.\n`);
      expect(await syncBuiltInProblems(db, { dir })).toEqual({ imported: [], keptEdited: ['climbing-stairs', 'coin-change'] });
      const [uploaded] = await db.select().from(problems).where(eq(problems.slug, 'climbing-stairs'));
      expect(uploaded!.description).not.toMatch(/Another paragraph/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
