import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/texts.ts';
import { API_MSG } from '../../common/texts/api.ts';
import { authResponseSchema, problemListEntriesSchema, problemListSchema, profileSchema, progressSchema, runResponseSchema, submissionListSchema } from '../../common/contract/index.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { stableId } from '../../server/db/ids.ts';
import { ApiClient } from '../support/client.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';
import { loadConfig } from '../../server/config.ts';
import { signupAddressKey } from '../../server/modules/auth/throttle.ts';

/** The /api surface of the walking skeleton through app.inject: auth, CSRF, problems, run/submit and bad input. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '5', ADMIN_EMAIL: 'boss@example.com' });
});
afterAll(async () => {
  await t?.close();
});

const twoSum = BUILT_IN_PROBLEMS.find((p) => p.slug === 'two-sum')!;
const twoSumId = stableId('two-sum');
const jsRef = twoSum.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;

describe('auth', () => {
  it('registers, checks, logs out and logs in again (both path casings)', async () => {
    const api = new ApiClient(t.app);
    expect(authResponseSchema.parse((await api.get('/api/userAuth/check')).json()).user).toBeNull();
    const reg = await api.post('/api/userAuth/register', { firstname: 'Grace', emailID: 'Grace@Example.com', password: 'hopper1234' });
    expect(reg.statusCode).toBe(201);
    const user = authResponseSchema.parse(reg.json()).user!;
    expect(user).toMatchObject({ firstname: 'Grace', emailID: 'grace@example.com', role: 'user' });
    expect(reg.body).not.toMatch(/hopper1234|password/i);
    const setCookie = String(reg.headers['set-cookie']);
    expect(setCookie).toMatch(/token=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    // When the account was made (the progress calendar counts days from it): the same on every answer.
    expect(Math.abs(Date.parse(user.createdAt!) - Date.now())).toBeLessThan(60_000);
    expect((await api.get('/api/userauth/check')).json().user).toEqual(user);
    expect(profileSchema.parse((await api.get('/api/userauth/getProfile')).json())).toMatchObject({ firstname: 'Grace', skills: [], languages: [], createdAt: user.createdAt });

    expect((await api.post('/api/userAuth/logout')).statusCode).toBe(200);
    expect((await api.get('/api/userAuth/check')).json().user).toBeNull();
    expect((await api.get('/api/userauth/getProfile')).statusCode).toBe(401);

    const login = await api.post('/api/userauth/login', { emailID: 'grace@example.com', password: 'hopper1234' });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toEqual(user);
  });

  it('rejects a duplicate email with 409', async () => {
    const api = new ApiClient(t.app);
    const { emailID } = await api.signUp();
    const again = await new ApiClient(t.app).post('/api/userAuth/register', { firstname: 'Other', emailID, password: 'password123' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(API_MSG.emailTaken);
  });

  it('answers wrong credentials with the spec text', async () => {
    const api = new ApiClient(t.app);
    const { emailID } = await api.signUp();
    const res = await new ApiClient(t.app).post('/api/userAuth/login', { emailID, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('Error Invalid credentials');
    const unknown = await new ApiClient(t.app).post('/api/userAuth/login', { emailID: 'nobody@example.com', password: 'whatever123' });
    expect(unknown.body).toBe('Error Invalid credentials');
  });

  it('validates with the spec messages, naming the field', async () => {
    const api = new ApiClient(t.app);
    const res = await api.post('/api/userAuth/register', { firstname: 'Al', emailID: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toContain(`firstname: ${MSG.nameMin}`);
    expect(body.message).toContain(`emailID: ${MSG.invalidEmail}`);
    expect(body.message).toContain(`password: ${MSG.passwordMin}`);
    const unknownField = await api.post('/api/userAuth/register', { firstname: 'Alice', emailID: 'a@example.com', password: 'password123', role: 'admin' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().message).toMatch(/role/);
    const wrongType = await api.post('/api/userAuth/login', { emailID: 42, password: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/emailID/);
    const missing = await api.post('/api/userAuth/login', {});
    expect(missing.json().message).toMatch(/emailID is required/);
  });

  it('rate-limits logins per account-and-address pair and per address', async () => {
    const api = new ApiClient(t.app);
    const { emailID, password } = await api.signUp();
    const attacker = new ApiClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attacker.post('/api/userAuth/login', { emailID, password: `wrong-${i}-pass` })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    // From the guessing address even the right password waits (backoff)…
    const blocked = await new ApiClient(t.app).post('/api/userAuth/login', { emailID, password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(blocked.json().message).toBe(API_MSG.tooManyLogins);
    // …while the owner, from their own address, signs in as usual.
    const xsrf = 'x'.repeat(32);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/userAuth/login',
      remoteAddress: '198.51.100.7',
      headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      payload: { emailID, password },
    });
    expect(owner.statusCode).toBe(200);
    // One address spraying many accounts hits the per-address limit (5× the pair limit).
    const ipStatuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const r = await new ApiClient(t.app).post('/api/userAuth/login', { emailID: `spray${i}@example.com`, password: 'guessing-123' });
      ipStatuses.push(r.statusCode);
    }
    expect(ipStatuses).toContain(429);
    const other = await new ApiClient(t.app).signUp();
    expect((await new ApiClient(t.app).post('/api/userAuth/login', { emailID: other.emailID, password: other.password })).statusCode).toBe(429);
  });

  it('never makes anyone admin at registration, not even the ADMIN_EMAIL address', async () => {
    const boss = await new ApiClient(t.app).signUp('Boss', 'boss@example.com');
    expect(boss.user.role).toBe('user');
    const other = await new ApiClient(t.app).signUp();
    expect(other.user.role).toBe('user');
  });
});

describe('CSRF', () => {
  it('rejects state-changing requests without a matching X-XSRF-TOKEN', async () => {
    const noCookie = await t.app.inject({ method: 'POST', url: '/api/userAuth/login', payload: { emailID: 'a@b.co', password: 'password1' } });
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.json().message).toBe(API_MSG.xsrf);
    expect(String(noCookie.headers['set-cookie'])).toMatch(/XSRF-TOKEN=/);

    const api = new ApiClient(t.app);
    await api.get('/api/userAuth/check');
    const mismatched = await api.request('POST', '/api/userAuth/logout', undefined, { 'x-xsrf-token': 'x'.repeat(32) });
    expect(mismatched.statusCode).toBe(403);
  });
});

describe('problems', () => {
  it('lists the built-in problems and 404s unknown ones', async () => {
    const api = new ApiClient(t.app);
    const list = problemListSchema.parse((await api.get('/api/prblm/getAllPrblm')).json());
    expect(list.map((p) => p.title)).toContain('Two Sum');
    expect((await api.get('/api/prblm/getPrblmById/ffffffffffffffffffffffff')).statusCode).toBe(404);
    expect((await api.get('/api/prblm/getPrblmById/not-an-id')).json().message).toBe(MSG.problemNotFound);
    expect((await api.get('/api/prblm/getAllUserSolvedPrblms')).statusCode).toBe(401);
    expect((await api.get('/api/nope')).statusCode).toBe(404);
  });
});

describe('run and submit', () => {
  it('requires sign-in', async () => {
    const api = new ApiClient(t.app);
    const res = await api.post(`/api/submit/runCode/${twoSumId}`, { code: jsRef, language: 'javascript' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.notSignedIn);
  });

  it('runs the visible tests, submits, stores history and marks the problem solved', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const run = runResponseSchema.parse((await api.post(`/api/submit/runCode/${twoSumId}`, { code: jsRef, language: 'javascript' })).json());
    expect(run).toHaveLength(twoSum.visibleTestCases.length);
    expect(run.every((c) => c.status_id === 3)).toBe(true);
    expect(run[0]).toMatchObject({ stdin: twoSum.visibleTestCases[0]!.input, expected_output: twoSum.visibleTestCases[0]!.output });

    const ce = runResponseSchema.parse((await api.post(`/api/submit/runCode/${twoSumId}`, { code: 'int main( {', language: 'c++' })).json());
    expect(ce.every((c) => c.status_id === 6 && !!c.compile_output)).toBe(true);

    const sub = await api.post(`/api/submit/${twoSumId}`, { code: jsRef, language: 'javascript' });
    expect(sub.statusCode).toBe(200);
    expect(sub.json()).toMatchObject({ status: 'accepted', error: null });
    expect(sub.json().passedTestCases).toBe(sub.json().totalTestCases);

    const wa = (await api.post(`/api/submit/${twoSumId}`, { code: 'function twoSum(nums, target) { return [0, 1]; }', language: 'javascript' })).json();
    expect(wa).toMatchObject({ status: 'wrong', errorMessage: 'Wrong Answer' });

    const history = submissionListSchema.parse((await api.get(`/api/prblm/getAllSubmitsOfAPrblm/${twoSumId}`)).json());
    expect(history.map((s) => s.status)).toEqual(['wrong', 'accepted']);
    expect(history[1]!.code).toBe(jsRef);
    const solved = problemListSchema.parse((await api.get('/api/prblm/getAllUserSolvedPrblms')).json());
    expect(solved.map((p) => p._id)).toEqual([twoSumId]);
  });

  it('counts judged and accepted submissions per problem and reports each learner their own progress', async () => {
    const counts = async () => {
      const list = problemListEntriesSchema.parse((await new ApiClient(t.app).get('/api/prblm/getAllPrblm')).json());
      return list.find((p) => p._id === twoSumId)!;
    };
    const before = await counts();
    const api = new ApiClient(t.app);
    await api.signUp();
    expect(progressSchema.parse((await api.get('/api/prblm/progress')).json())).toEqual({ attempted: [], acceptedAt: [] });
    const climbing = stableId('climbing-stairs');
    expect((await api.post(`/api/submit/${twoSumId}`, { code: jsRef, language: 'javascript' })).json().status).toBe('accepted');
    expect((await api.post(`/api/submit/${twoSumId}`, { code: 'function twoSum(nums, target) { return [0, 1]; }', language: 'javascript' })).json().status).toBe('wrong');
    expect((await api.post(`/api/submit/${climbing}`, { code: 'function climbStairs(n) { return 0; }', language: 'javascript' })).json().status).toBe('wrong');
    const after = await counts();
    expect(after.submissionCount - before.submissionCount).toBe(2);
    expect(after.acceptedCount - before.acceptedCount).toBe(1);

    const progress = progressSchema.parse((await api.get('/api/prblm/progress')).json());
    expect(progress.attempted).toEqual([twoSumId, climbing].sort());
    expect(progress.acceptedAt).toHaveLength(1);
    expect(Date.now() - Date.parse(progress.acceptedAt[0]!)).toBeLessThan(60_000);

    const other = new ApiClient(t.app);
    await other.signUp();
    expect(progressSchema.parse((await other.get('/api/prblm/progress')).json())).toEqual({ attempted: [], acceptedAt: [] });
    expect((await new ApiClient(t.app).get('/api/prblm/progress')).statusCode).toBe(401);
  });

  it('answers bad input with clear statuses and never leaves a submission pending', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const huge = await api.post(`/api/submit/${twoSumId}`, { code: 'x'.repeat(64 * 1024 + 1), language: 'javascript' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(MSG.codeTooLarge);
    const lang = await api.post(`/api/submit/${twoSumId}`, { code: 'print(1)', language: 'python' });
    expect(lang.statusCode).toBe(400);
    expect(lang.json().message).toMatch(/^language: /);
    const unknown = await api.post('/api/submit/ffffffffffffffffffffffff', { code: 'x', language: 'javascript' });
    expect(unknown.statusCode).toBe(404);
    const empty = await api.post(`/api/submit/${twoSumId}`, { code: '', language: 'javascript' });
    expect(empty.statusCode).toBe(400);
    const extra = await api.post(`/api/submit/${twoSumId}`, { code: 'x', language: 'javascript', userId: 'someone-else' });
    expect(extra.statusCode).toBe(400);
    const malformed = await api.request('POST', `/api/submit/${twoSumId}`, undefined, { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/api/submit/${twoSumId}`,
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz', 'x-xsrf-token': 'abcdefghijklmnopqrstuvwxyz' },
      payload: '{"code": ',
    });
    expect(notJson.statusCode).toBe(400);
    const tooBig = await t.app.inject({
      method: 'POST',
      url: `/api/submit/${twoSumId}`,
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz', 'x-xsrf-token': 'abcdefghijklmnopqrstuvwxyz' },
      payload: JSON.stringify({ code: 'x'.repeat(2 * 1024 * 1024), language: 'javascript' }),
    });
    expect(tooBig.statusCode).toBe(413);

    const history = submissionListSchema.parse((await api.get(`/api/prblm/getAllSubmitsOfAPrblm/${twoSumId}`)).json());
    expect(history).toEqual([]);
    expect((await api.get('/api/health')).json().ok).toBe(true);
  });
});

describe('security headers', () => {
  it('sends a strict CSP everywhere and lets only the runner worker evaluate code', async () => {
    const api = new ApiClient(t.app);
    const csp = String((await api.get('/api/health')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const worker = await t.app.inject({ method: 'GET', url: '/assets/js-runner.worker-AbC123.js' });
    expect(String(worker.headers['content-security-policy'])).toBe("default-src 'none'; script-src 'self' 'unsafe-eval'; connect-src 'none'");
    // The Python runner's worker may compile WebAssembly (Pyodide), never evaluate JavaScript; the page may do neither.
    expect(csp).not.toContain('wasm-unsafe-eval');
    const python = await t.app.inject({ method: 'GET', url: '/assets/python-runner.worker-AbC123.js' });
    expect(String(python.headers['content-security-policy'])).toBe("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'");
    // The C++ compiler's worker likewise (Clang); the C++ program's worker compiles the learner's program and reaches no network.
    const compiler = await t.app.inject({ method: 'GET', url: '/assets/cpp-compiler.worker-AbC123.js' });
    expect(String(compiler.headers['content-security-policy'])).toBe("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'");
    const program = await t.app.inject({ method: 'GET', url: '/assets/cpp-program.worker-AbC123.js' });
    expect(String(program.headers['content-security-policy'])).toBe("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'none'");
    // The worker of one compile gets the compiler handed to it: it imports the pack's loader, fetches nothing.
    const compile = await t.app.inject({ method: 'GET', url: '/assets/cpp-compile-once.worker-AbC123.js' });
    expect(String(compile.headers['content-security-policy'])).toBe("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'none'");
    const lookalike = await t.app.inject({ method: 'GET', url: '/assets/cpp-program.worker-AbC123.js.map/x' });
    expect(String(lookalike.headers['content-security-policy'])).toBe(csp);
  });
});

describe('sign-up throttle (the real default limit)', () => {
  let s: TestApp;
  const limit = loadConfig({}).signup.maxPerAddress;
  beforeAll(async () => {
    s = await createTestApp({ SIGNUP_MAX_PER_ADDRESS: String(limit) }); // the test servers raise it; this one keeps the default
  });
  afterAll(async () => {
    await s?.close();
  });

  const register = async (remoteAddress: string, n: number | string, password = 'correct horse') => {
    const check = await s.app.inject({ method: 'GET', url: '/api/userAuth/check', remoteAddress });
    const xsrf = check.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    return s.app.inject({
      method: 'POST',
      url: '/api/userAuth/register',
      remoteAddress,
      headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      payload: { firstname: 'Flood', emailID: `flood-${n}-${Math.random().toString(36).slice(2)}@example.com`, password },
    });
  };

  it('answers 429 with Retry-After after the limit from one address; another address still registers', async () => {
    expect(limit).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < limit; i++) expect((await register('198.51.100.7', i)).statusCode).toBe(201);
    const refused = await register('198.51.100.7', 'over');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(API_MSG.tooManySignUps);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // An invalid form is still told what is wrong; another address (and an IPv6 /64) is not affected.
    expect((await register('198.51.100.7', 'bad', 'short')).statusCode).toBe(400);
    expect((await register('198.51.100.8', 'other')).statusCode).toBe(201);
    expect((await register('2001:db8:1:2::1', 'v6')).statusCode).toBe(201);
  });

  it('counts IPv6 addresses by their /64 and IPv4-mapped addresses as IPv4', () => {
    expect(signupAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(signupAddressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(signupAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(signupAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(signupAddressKey('203.0.113.9')).toBe('203.0.113.9');
  });
});
