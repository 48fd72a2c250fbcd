import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginBodySchema, registerBodySchema, type PublicUser } from '../../common/contract/auth.ts';
import { MSG } from '../../common/contract/messages.ts';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../auth/password.ts';
import { SESSION_COOKIE, createSession, deleteSession } from '../auth/sessions.ts';
import { loginSucceeded, reserveLoginAttempt } from '../auth/throttle.ts';
import type { AppDeps } from '../deps.ts';
import { newId } from '../db/ids.ts';
import { users } from '../db/schema.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { requireUser, secureCookies } from '../http/security.ts';

/**
 * Auth routes (spec §7 Auth and profile), registered under both
 * `/api/userAuth` and `/api/userauth`:
 * - POST register  {firstname, emailID, password} → 201 {user}
 * - POST login     {emailID, password} → 200 {user}; 401 text "Error Invalid credentials"; 429 + Retry-After when throttled
 * - POST logout    → 200 {message}
 * - GET  check     → 200 {user | null}
 * - GET  getProfile → Profile (401 when signed out)
 */
export async function authRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const startSession = async (req: FastifyRequest, reply: FastifyReply, userId: string) => {
    const token = await createSession(db, userId, config.sessionTtlMs);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(config, req),
      maxAge: Math.floor(config.sessionTtlMs / 1000),
    });
  };

  app.post('/register', async (req, reply) => {
    const body = parseOr400(registerBodySchema, req.body);
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.emailId, body.emailID)).limit(1);
    if (existing.length) throw new HttpError(409, MSG.emailTaken);
    const user: PublicUser = {
      _id: newId(),
      firstname: body.firstname,
      emailID: body.emailID,
      // Never admin at registration, whatever the address: ADMIN_EMAIL promotes an account that exists at boot.
      role: 'user',
    };
    const passwordHash = await hashPassword(body.password);
    try {
      await db.insert(users).values({ id: user._id, firstname: user.firstname, emailId: user.emailID, passwordHash, role: user.role });
    } catch (e) {
      // Two registrations of one email at the same moment: the unique index decides.
      if (/unique|duplicate/i.test(String((e as Error).message) + String((e as { cause?: Error }).cause?.message))) {
        throw new HttpError(409, MSG.emailTaken);
      }
      throw e;
    }
    await startSession(req, reply, user._id);
    return reply.status(201).send({ user, message: 'Registered successfully' });
  });

  app.post('/login', async (req, reply) => {
    const body = parseOr400(loginBodySchema, req.body);
    const opts = { maxFailures: config.login.maxFailures, windowMs: config.login.windowMs };
    // Reserved before the password is checked, atomically: concurrent guesses cannot exceed the limit.
    const attempt = await reserveLoginAttempt(db, body.emailID, req.ip, opts);
    if (!attempt.allowed) throw new HttpError(429, MSG.tooManyLogins, undefined, { 'retry-after': String(attempt.retryAfterS) });

    const [row] = await db.select().from(users).where(eq(users.emailId, body.emailID)).limit(1);
    const ok = await verifyPassword(body.password, row?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!row || !ok) return reply.status(401).type('text/plain; charset=utf-8').send(MSG.invalidCredentials);
    await loginSucceeded(db, body.emailID, req.ip);
    await startSession(req, reply, row.id);
    const user: PublicUser = { _id: row.id, firstname: row.firstname, emailID: row.emailId, role: row.role };
    return { user, message: 'Logged in successfully' };
  });

  app.post('/logout', async (req, reply) => {
    await deleteSession(db, req.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'Logged out successfully' };
  });

  app.get('/check', async (req) => ({ user: req.user }));

  app.get('/getProfile', { preHandler: requireUser }, async (req) => {
    const [row] = await db.select().from(users).where(eq(users.id, req.user!._id)).limit(1);
    if (!row) throw new HttpError(401, MSG.notSignedIn);
    return {
      _id: row.id,
      firstname: row.firstname,
      emailID: row.emailId,
      role: row.role,
      secureUrl: row.photoUrl,
      college: row.college,
      languages: row.languages,
      skills: row.skills,
    };
  });
}
