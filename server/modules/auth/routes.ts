import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import { editProfileBodySchema, loginBodySchema, registerBodySchema } from '../../../common/contract/auth.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { AppDeps } from '../../deps.ts';
import { parseOr400 } from '../../http/errors.ts';
import { requireUser, secureCookies } from '../../http/security.ts';
import { deleteUserMedia } from '../media/storage.ts';
import { checkLogin, deleteUser, editProfile, getProfile, registerUser } from './service.ts';
import { SESSION_COOKIE, createSession, deleteSession } from './sessions.ts';
import { signupAddressKey, signupLimit } from './throttle.ts';
import { PROFILE_MSG } from '../../../common/texts/profile-messages.ts';

/**
 * Auth routes (spec §7 Auth and profile). Each is served at its `/api/userAuth/…` path and at
 * the same path under `/api/userauth/…` (the spec's client uses both spellings):
 * - POST /api/userAuth/register  {firstname, emailID, password} → 201 {user}; 429 + Retry-After over
 *   SIGNUP_MAX_PER_ADDRESS sign-ups from one address (an IPv6 /64) in SIGNUP_WINDOW_MINUTES
 * - POST /api/userAuth/login     {emailID, password} → 200 {user}; 401 text "Error Invalid credentials"; 429 + Retry-After when throttled
 * - POST /api/userAuth/logout    → 200 {message}
 * - GET  /api/userAuth/check     → 200 {user | null}
 * - GET  /api/userAuth/getProfile → Profile (401 when signed out)
 * - PATCH /api/userAuth/editProfile {college, skills, languages} → Profile of the session user (400 with the spec's §5 texts)
 * - DELETE /api/userAuth/deleteProfile → {message}: deletes the session user and everything that is theirs, ends the session
 */
export async function authRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  /** Registers `path` and its lowercase `/api/userauth/` twin. */
  const route = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, handler: RouteHandlerMethod, opts: RouteShorthandOptions = {}) => {
    for (const url of [path, path.replace('/api/userAuth/', '/api/userauth/')]) app.route({ method, url, handler, ...opts });
  };

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

  const signups = signupLimit(db, config.signup);

  route('POST', '/api/userAuth/register', async (req, reply) => {
    const body = parseOr400(registerBodySchema, req.body);
    await signups.takeOr429(signupAddressKey(req.ip), API_MSG.tooManySignUps);
    const user = await registerUser(db, body);
    await startSession(req, reply, user._id);
    return reply.status(201).send({ user, message: API_MSG.registered });
  });

  route('POST', '/api/userAuth/login', async (req, reply) => {
    const body = parseOr400(loginBodySchema, req.body);
    const user = await checkLogin(db, body, req.ip, { maxFailures: config.login.maxFailures, windowMs: config.login.windowMs });
    if (!user) return reply.status(401).type('text/plain; charset=utf-8').send(API_MSG.invalidCredentials);
    await startSession(req, reply, user._id);
    return { user, message: API_MSG.loggedIn };
  });

  route('POST', '/api/userAuth/logout', async (req, reply) => {
    await deleteSession(db, req.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: API_MSG.loggedOut };
  });

  route('GET', '/api/userAuth/check', async (req) => ({ user: req.user }));

  route('GET', '/api/userAuth/getProfile', async (req) => getProfile(db, req.user!._id), { preHandler: requireUser });

  route('PATCH', '/api/userAuth/editProfile', async (req) => editProfile(db, req.user!._id, parseOr400(editProfileBodySchema, req.body)), { preHandler: requireUser });

  route(
    'DELETE',
    '/api/userAuth/deleteProfile',
    async (req, reply) => {
      await deleteUser(db, req.user!._id);
      await deleteUserMedia(config.media, req.user!._id);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: PROFILE_MSG.profileDeleted };
    },
    { preHandler: requireUser },
  );
}
