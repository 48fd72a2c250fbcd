/**
 * Symbolic links in problem packages: Kattis packages link test cases that several test groups
 * share (problemtools' `oddecho` example links subtask2's cases to subtask1's). A link to another
 * test file of the package is read as that file — in a package directory and in a .zip — and
 * every other link (out of the package, to a directory, to nothing, a loop) is refused. So is an
 * archive whose entries collide (one path twice, a file where a directory must be, an entry below a
 * file or a link): a 400 through the import endpoint, naming the entry.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { zipSync, type Zippable } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { problems } from '../../server/db/schema.ts';
import { loadPackage, PackageError } from '../../server/modules/packages/load.ts';
import { UNPACK_PREFIX } from '../../server/modules/packages/service.ts';
import { unzipPackage, ZipError } from '../../server/modules/packages/zip.ts';
import { signUpAdmin } from '../support/admin-fixtures.ts';
import type { ApiClient } from '../support/client.ts';
import { uploadPackageZip } from '../support/package-files.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';
import { craftZip, type CraftEntry } from '../support/zip-craft.ts';
import { zipDir } from '../support/zip-dir.ts';

const FIXTURE = path.resolve('tests/fixtures/packages/modern-reverse');
const text = (s: string) => new TextEncoder().encode(s);
/** A zip entry that is a symbolic link (Unix mode 0120777 in the external attributes) naming `to`. */
const link = (to: string): Zippable[string] => [text(to), { os: 3, attrs: (0o120777 << 16) >>> 0 }];

const temps: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'pj-links-'));
  temps.push(d);
  return d;
};
afterEach(() => {
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A copy of the fixture package whose data/secret/group2 holds `03.in`/`03.ans` made by `make`. */
function packageWith(make: (group2: string, dir: string) => void): string {
  const dir = path.join(tempDir(), 'modern-reverse');
  cpSync(FIXTURE, dir, { recursive: true });
  const group2 = path.join(dir, 'data', 'secret', 'group2');
  mkdirSync(group2);
  make(group2, dir);
  return dir;
}

describe('a package directory', () => {
  it('reads a linked test file as the file it names', () => {
    const dir = packageWith((g) => {
      symlinkSync('../01.in', path.join(g, '03.in'));
      symlinkSync('../01.ans', path.join(g, '03.ans'));
    });
    const pkg = loadPackage(dir);
    const linked = pkg.secret.find((c) => c.name === 'secret/group2/03')!;
    expect(linked.input).toBe(readFileSync(path.join(FIXTURE, 'data/secret/01.in'), 'utf8'));
    expect(linked.answer).toBe(readFileSync(path.join(FIXTURE, 'data/secret/01.ans'), 'utf8'));
  });

  it('refuses links out of data/, to directories, to nothing, and links that are not test files', () => {
    const outside = path.join(tempDir(), 'secret.txt');
    cpSync(path.join(FIXTURE, 'data/secret/01.in'), outside);
    const cases: [string, (g: string, dir: string) => void, RegExp][] = [
      ['out of data/', (g) => { symlinkSync(outside, path.join(g, '03.in')); symlinkSync('../01.ans', path.join(g, '03.ans')); }, /03\.in is a symbolic link out of data\//],
      ['to problem.yaml', (g) => { symlinkSync('../../../problem.yaml', path.join(g, '03.in')); symlinkSync('../01.ans', path.join(g, '03.ans')); }, /03\.in is a symbolic link out of data\//],
      ['to a directory', (g) => { symlinkSync('..', path.join(g, '03.in')); symlinkSync('../01.ans', path.join(g, '03.ans')); }, /03\.in is a symbolic link to a directory/],
      ['to nothing', (g) => { symlinkSync('../missing.in', path.join(g, '03.in')); symlinkSync('../01.ans', path.join(g, '03.ans')); }, /03\.in is a symbolic link to nothing/],
      ['a linked group', (g, dir) => { rmSync(g, { recursive: true }); symlinkSync(path.join(dir, 'data', 'sample'), g); }, /group2 is a symbolic link; only test files/],
    ];
    for (const [what, make, message] of cases) {
      const dir = packageWith(make);
      expect(() => loadPackage(dir), what).toThrow(PackageError);
      expect(() => loadPackage(dir), what).toThrow(message);
    }
  });
});

describe('a package .zip', () => {
  const good = zipDir(FIXTURE, 'modern-reverse/');

  it('writes a link to one of its files as a copy of that file, links to links included', async () => {
    const dest = tempDir();
    const files = await unzipPackage(
      Buffer.from(zipSync({
        ...good,
        'modern-reverse/data/secret/group2/03.in': link('../01.in'),
        'modern-reverse/data/secret/group2/03.ans': link('04.ans'),
        'modern-reverse/data/secret/group2/04.ans': link('../01.ans'),
        'modern-reverse/data/secret/group2/04.in': link('03.in'),
      })),
      dest,
    );
    expect(files).toBe(Object.keys(good).filter((k) => !k.endsWith('/')).length + 4);
    const pkg = loadPackage(path.join(dest, 'modern-reverse'));
    const original = readFileSync(path.join(FIXTURE, 'data/secret/01.in'), 'utf8');
    expect(pkg.secret.filter((c) => c.name.startsWith('secret/group2/')).map((c) => c.input)).toEqual([original, original]);
  });

  it('refuses links out of the package, to directories, to nothing, and loops', async () => {
    const cases: [string, Zippable, RegExp][] = [
      ['absolute', { 'modern-reverse/data/secret/03.in': link('/etc/passwd') }, /03\.in is a symbolic link out of the package/],
      ['climbing out', { 'modern-reverse/data/secret/03.in': link('../../../../etc/passwd') }, /03\.in is a symbolic link out of the package/],
      ['to a directory', { 'modern-reverse/data/secret/03.in': link('../sample') }, /03\.in is a symbolic link to \.\.\/sample, which is not a file/],
      ['to nothing', { 'modern-reverse/data/secret/03.in': link('missing.in') }, /03\.in is a symbolic link to missing\.in, which is not a file of the package/],
      ['a loop', { 'modern-reverse/data/secret/03.in': link('04.in'), 'modern-reverse/data/secret/04.in': link('03.in') }, /part of a loop of symbolic links/],
    ];
    for (const [what, extra, message] of cases) {
      const attempt = unzipPackage(Buffer.from(zipSync({ ...good, ...extra })), tempDir());
      await expect(attempt, what).rejects.toThrow(ZipError);
      await expect(unzipPackage(Buffer.from(zipSync({ ...good, ...extra })), tempDir()), what).rejects.toThrow(message);
    }
  });

  it('counts the copies toward the unpacked-size cap', async () => {
    const entries: Zippable = { ...good, 'modern-reverse/data/secret/big.in': new Uint8Array(600 * 1024) };
    for (let i = 0; i < 4; i++) entries[`modern-reverse/data/secret/copy${i}.in`] = link('big.in');
    await expect(unzipPackage(Buffer.from(zipSync(entries)), tempDir(), { maxUncompressedBytes: 2 * 1024 * 1024 })).rejects.toThrow(/unpacks to more than 2 MB/);
  });
});

describe('POST /api/admin/problems/import with colliding entries', () => {
  let t: TestApp;
  let admin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const good: CraftEntry[] = Object.entries(zipDir(FIXTURE, 'modern-reverse/')).map(([name, data]) => ({ name, data: data as Uint8Array }));
  const secret = 'modern-reverse/data/secret';
  const file = (name: string, content = '1\n'): CraftEntry => ({ name, data: text(content) });
  const linkTo = (name: string, to: string): CraftEntry => ({ name, data: text(to), mode: 0o120777 });
  const dir = (name: string): CraftEntry => ({ name, data: new Uint8Array(0), mode: 0o040755 });
  const unpackDirs = () => readdirSync(os.tmpdir()).filter((n) => n.startsWith(UNPACK_PREFIX)).length;
  const countProblems = async () => (await t.server.db.db.select({ n: sql<number>`count(*)::int` }).from(problems))[0]!.n;

  it('refuses each with a 400 naming the entry, leaves nothing behind, and keeps answering', async () => {
    const cases: [string, CraftEntry[], RegExp][] = [
      ['a file and a link of one name', [file(`${secret}/03.in`), linkTo(`${secret}/03.in`, '01.in')], /"modern-reverse\/data\/secret\/03\.in" is in this archive twice \(a file and a symbolic link\)/],
      ['a link and a file of one name', [linkTo(`${secret}/03.in`, '01.in'), file(`${secret}/03.in`)], /"modern-reverse\/data\/secret\/03\.in" is in this archive twice \(a symbolic link and a file\)/],
      ['two links of one name', [linkTo(`${secret}/03.in`, '01.in'), linkTo(`${secret}/03.in`, '02.in')], /"modern-reverse\/data\/secret\/03\.in" is in this archive twice$/],
      ['two files of one name', [file(`${secret}/03.in`), file(`${secret}/03.in`, '2\n')], /"modern-reverse\/data\/secret\/03\.in" is in this archive twice$/],
      ['one file, spelled two ways', [file(`${secret}/03.in`), file(`modern-reverse/data//secret/./03.in`)], /"modern-reverse\/data\/\/secret\/\.\/03\.in" unpacks to the same path as "modern-reverse\/data\/secret\/03\.in"/],
      ['an entry below a file', [file(`${secret}/1.in`), file(`${secret}/1.in/x`)], /"modern-reverse\/data\/secret\/1\.in\/x": its parent "modern-reverse\/data\/secret\/1\.in" is a file in this archive/],
      ['a file above an entry', [file(`${secret}/1.in/x`), file(`${secret}/1.in`)], /"modern-reverse\/data\/secret\/1\.in": "modern-reverse\/data\/secret\/1\.in\/x" lies below it in this archive, so it cannot be a file/],
      ['a directory, then a file of its name', [dir(`${secret}/1.in/`), file(`${secret}/1.in`)], /"modern-reverse\/data\/secret\/1\.in" unpacks to the same path as "modern-reverse\/data\/secret\/1\.in\/" in this archive \(a directory and a file\)/],
      ['a file named like a directory of the package', [file(secret)], /"modern-reverse\/data\/secret": "modern-reverse\/data\/secret\/[^"]+" lies below it in this archive, so it cannot be a file/],
      ['an entry below a link', [linkTo(`${secret}/03.in`, '01.in'), file(`${secret}/03.in/x`)], /"modern-reverse\/data\/secret\/03\.in\/x": its parent "modern-reverse\/data\/secret\/03\.in" is a symbolic link in this archive/],
      ['a link below a link', [linkTo(`${secret}/03.in`, '01.in'), linkTo(`${secret}/03.in/04.in`, '../01.in')], /"modern-reverse\/data\/secret\/03\.in\/04\.in": its parent "modern-reverse\/data\/secret\/03\.in" is a symbolic link/],
      ['a link below a file', [linkTo(`${secret}/01.in/04.in`, '../02.in')], /"modern-reverse\/data\/secret\/01\.in\/04\.in": its parent "modern-reverse\/data\/secret\/01\.in" is a file/],
      // Not a collision: a path component the file system refuses (over 255 bytes) is refused as the archive's fault.
      ['a directory name too long to write', [file(`${secret}/${'x'.repeat(300)}/1.in`)], /"modern-reverse\/data\/secret\/x{300}\/1\.in" could not be unpacked \(ENAMETOOLONG on mkdir\)/],
    ];
    const rows = await countProblems();
    const dirs = unpackDirs();
    for (const [what, extra, message] of cases) {
      const res = await uploadPackageZip(t, admin, await craftZip([...good, ...extra]), 'collide.zip');
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().message, what).toMatch(/^collide\.zip: /);
      expect(res.json().message.replace(/^collide\.zip: /, ''), what).toMatch(message);
    }
    expect(await countProblems()).toBe(rows);
    expect(unpackDirs()).toBe(dirs);

    // The server and its package worker still answer: the same package without the collision imports.
    expect((await t.app.inject({ method: 'GET', url: '/api/prblm/getAllPrblm' })).statusCode).toBe(200);
    const res = await uploadPackageZip(t, admin, await craftZip([...good, linkTo(`${secret}/03.in`, '01.in'), linkTo(`${secret}/03.ans`, '01.ans')]), 'fine.zip');
    expect(res.statusCode, res.body).toBe(201);
  });
});
