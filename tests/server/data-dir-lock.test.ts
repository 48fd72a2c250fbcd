import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime, readLockOwner } from '../../server/db/data-dir-lock.ts';
import { stableId } from '../../server/db/ids.ts';
import { CookieSession, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { seedDataDir } from '../support/database-seed.ts';
import { JUDGE_CACHE_DIR } from '../support/test-server.ts';

/**
 * One process owns the embedded database: a running server holds DATA_DIR/.lock; `create-admin`,
 * `import-problem`, a second `npm start` and a second `server/main.ts` on the same DATA_DIR are
 * refused with a message naming the server's pid, and every learner and note is still there after
 * the server restarts. A lock left by a dead process (or by a reused pid) is taken over. Real
 * processes on a real temporary DATA_DIR.
 */
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const d = mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Runs a node entry point of this project to its end; its exit code and output. */
function run(args: string[], env: Record<string, string>): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, args, { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', JUDGE_CACHE_DIR, LOG_LEVEL: 'info', ...env }, encoding: 'utf8', timeout: 120_000 });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

const twoSum = stableId('two-sum');
const noteId = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const learner = { firstname: 'Locke', emailID: 'locke@example.com', password: 'correct horse' };

async function signIn(server: ServerProcess): Promise<CookieSession> {
  const session = new CookieSession();
  await session.request(server.base, 'GET', '/api/userAuth/check');
  const res = await session.request(server.base, 'POST', '/api/userAuth/login', { emailID: learner.emailID, password: learner.password });
  expect(res.status).toBe(200);
  return session;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

describe('the lock of DATA_DIR', () => {
  it('is refused while its owner lives, taken over when the owner is dead or its pid was reused, released on release()', async () => {
    const dataDir = tempDir('pj-lock-unit-');
    const file = path.join(dataDir, '.lock');
    const held = lockDataDir(dataDir, 'server');
    expect(readLockOwner(file)).toMatchObject({ pid: process.pid, role: 'server' });
    let refusal: unknown;
    try {
      lockDataDir(dataDir, 'create-admin');
    } catch (e) {
      refusal = e;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`create-admin: stop the server first (it holds DATA_DIR ${dataDir}, pid ${process.pid}`);
    held.release();
    expect(existsSync(file)).toBe(false);

    // A dead owner: a process that has exited.
    const child = spawn(process.execPath, ['-e', '']);
    const deadPid = child.pid!;
    await new Promise((r) => child.on('exit', r));
    writeFileSync(file, JSON.stringify({ pid: deadPid, role: 'server', startTime: null, bootId: null, pidNamespace: null, since: '', token: 'dead' }));
    const taken = lockDataDir(dataDir, 'server');
    expect(readLockOwner(file)).toMatchObject({ pid: process.pid });
    taken.release();

    // A reused pid: alive, but not the process that took the lock (another start time).
    if (processStartTime(process.pid) !== null) {
      writeFileSync(file, JSON.stringify({ pid: process.pid, role: 'server', startTime: '1', bootId: null, pidNamespace: null, since: '', token: 'reused' }));
      lockDataDir(dataDir, 'server').release();
    }
    // A lock file holding no owner is stale.
    writeFileSync(file, '');
    lockDataDir(dataDir, 'server').release();
    expect(existsSync(file)).toBe(false);
  });

  it('a running server: create-admin, import-problem, a second npm start and a second server are refused naming its pid; data intact after a restart', async () => {
    const dataDir = tempDir('pj-lock-');
    const env = { DATA_DIR: dataDir, JUDGE_CACHE_DIR };
    await seedDataDir(dataDir, JUDGE_CACHE_DIR);
    const first = await startServerProcess(env);
    try {
      const session = await new CookieSession().signUp(first.base, learner.firstname, learner);
      const note = await session.request(first.base, 'PUT', `/api/notes/${twoSum}/${noteId}`, { title: 'Kept', body: 'hash map of complements', position: 0, baseRev: null });
      expect(note.status).toBe(200);

      const pid = first.child.pid!;
      expect(readLockOwner(path.join(dataDir, '.lock'))).toMatchObject({ pid, role: 'server' });
      const holds = `(it holds DATA_DIR ${dataDir}, pid ${pid}`;
      const refused = [
        ['create-admin', ['--import', 'tsx', 'server/scripts/create-admin.ts', 'boss@example.com', 'boss-password', 'Boss']],
        ['import-problem', ['--import', 'tsx', 'server/scripts/import-problem.ts', 'problems/two-sum']],
        ['npm start', ['scripts/start.mjs']],
        ['server/main.ts', ['--import', 'tsx', 'server/main.ts']],
      ] as const;
      for (const [what, args] of refused) {
        const r = run([...args], env);
        expect(r.status, `${what}:\n${r.output}`).toBe(1);
        expect(r.output, what).toContain(`stop the server first ${holds}`);
        expect(r.output, what).not.toMatch(/Created admin|Imported|Server listening|RuntimeError/);
      }

      // The running server is unharmed: the learner signs in, the note is there.
      const again = await signIn(first);
      expect((await (await again.request(first.base, 'GET', `/api/prblm/getNotes/${twoSum}`)).json()).note).toMatchObject([{ title: 'Kept' }]);
    } finally {
      await stop(first);
    }
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);

    // With the server stopped, create-admin works, and the restarted server has everything.
    const admin = run(['--import', 'tsx', 'server/scripts/create-admin.ts', 'boss@example.com', 'boss-password', 'Boss'], env);
    expect(admin.status, admin.output).toBe(0);
    expect(admin.output).toContain('Created admin boss@example.com');
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);
    const second = await startServerProcess(env);
    try {
      const session = await signIn(second);
      const notes = (await (await session.request(second.base, 'GET', `/api/prblm/getNotes/${twoSum}`)).json()) as { note: { title: string; body: string }[] };
      expect(notes.note).toMatchObject([{ title: 'Kept', body: 'hash map of complements' }]);
      const boss = new CookieSession();
      await boss.request(second.base, 'GET', '/api/userAuth/check');
      const login = await boss.request(second.base, 'POST', '/api/userAuth/login', { emailID: 'boss@example.com', password: 'boss-password' });
      expect(((await login.json()) as { user: { role: string } }).user.role).toBe('admin');
    } finally {
      // A server that dies without releasing its lock leaves it behind…
      second.kill();
      await second.exited;
    }
    expect(readLockOwner(path.join(dataDir, '.lock'))?.pid).toBe(second.child.pid);

    // …and the next start takes it over.
    const third = await startServerProcess(env);
    try {
      expect(readLockOwner(path.join(dataDir, '.lock'))?.pid).toBe(third.child.pid);
      const session = await signIn(third);
      expect((await (await session.request(third.base, 'GET', `/api/prblm/getNotes/${twoSum}`)).json()).note).toMatchObject([{ title: 'Kept' }]);
    } finally {
      await stop(third);
    }
  }, 600_000);
});
