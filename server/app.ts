import fastifyCookie from '@fastify/cookie';
import { STATEMENT_FILE_URL } from '../common/contract/problem.ts';
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { AppDeps } from './deps.ts';
import { API_MSG } from '../common/texts/api.ts';
import { HttpError, REASON } from './http/errors.ts';
import { DomainError, type DomainErrorKind } from './modules/errors.ts';
import { formatBytes, registerBodyHygiene } from './http/body.ts';
import { registerCompression } from './http/compression.ts';
import { registerControlCharGuard } from './http/control-chars.ts';
import { buildCsp } from './http/csp.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerSecurity } from './http/security.ts';
import { registerStatic } from './http/static.ts';
import { isApiRequest } from './http/path.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { aiRoutes } from './modules/ai/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { SESSION_COOKIE, userForToken } from './modules/auth/sessions.ts';
import { discussRoutes } from './modules/discuss/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { draftRoutes } from './modules/drafts/routes.ts';
import { noteRoutes } from './modules/notes/routes.ts';
import { packageRoutes } from './modules/packages/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { problemRoutes } from './modules/problems/routes.ts';
import { submissionRoutes } from './modules/submissions/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';


/** Security headers on every response; the Content-Security-Policy comes from the configuration (http/csp.ts). */
const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * CSP of the JavaScript runner's worker script (src/workers/js-runner.worker.ts): it must
 * evaluate the learner's program (`new Function` → 'unsafe-eval'), and it may reach
 * nothing on the network (connect-src 'none'); module imports only from this origin.
 */
const WORKER_CSP = "default-src 'none'; script-src 'self' 'unsafe-eval'; connect-src 'none'";
const isRunnerWorker = (url: string) => /^\/assets\/js-runner\.worker-[\w-]+\.js$/.test(url.split('?')[0]!);

/**
 * CSP of the workers that load an offline pack: the Python runner's (src/workers/python-runner.worker.ts)
 * and the C++ compiler's (src/workers/cpp-compiler.worker.ts). They compile the pack's WebAssembly
 * ('wasm-unsafe-eval', never JavaScript `eval`), import its loader and fetch its files from this
 * origin's `/pyodide/` or `/clang/` (script-src and connect-src 'self'). The page's own policy allows
 * no WebAssembly.
 */
const PACK_WORKER_CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";
const isPackWorker = (url: string) => /^\/assets\/(python-runner|cpp-compiler)\.worker-[\w-]+\.js$/.test(url.split('?')[0]!);

/**
 * CSP of the C++ program worker (src/workers/cpp-program.worker.ts), which compiles and runs a learner's
 * compiled program, and of the C++ compile worker (src/workers/cpp-compile-once.worker.ts), which imports
 * the pack's loader and runs Clang on modules and files it is handed: WebAssembly ('wasm-unsafe-eval'),
 * scripts from this origin only, and nothing on the network (connect-src 'none').
 */
const PROGRAM_WORKER_CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'none'";
const isProgramWorker = (url: string) => /^\/assets\/cpp-(program|compile-once)\.worker-[\w-]+\.js$/.test(url.split('?')[0]!);

/** The CSP of a response: a worker's own, or the page's. */
function cspFor(url: string, pageCsp: string): string {
  if (url.startsWith(STATEMENT_FILE_URL)) return STATEMENT_FILE_CSP;
  if (isRunnerWorker(url)) return WORKER_CSP;
  if (isPackWorker(url)) return PACK_WORKER_CSP;
  return isProgramWorker(url) ? PROGRAM_WORKER_CSP : pageCsp;
}

/** A statement image opened on its own: nothing may load or run (a sandboxed, unique origin). */
const STATEMENT_FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The summary of an unexpected error, kept by the error handler for the request's single log line. */
const errorSummaries = new WeakMap<object, ReturnType<typeof safeErrorSummary>>();

/** Largest request body unless a route sets its own `bodyLimit`, bytes; larger ones get a 413 the client can read (http/body.ts). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The HTTP status of each kind of domain error the services throw (server/modules/errors.ts). */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  'unsupported-type': 415,
  'too-many-requests': 429,
  'client-closed': 499,
  'provider-failed': 502,
  unavailable: 503,
};

/**
 * The HTTP answer to a domain error: its kind's status ({@link DOMAIN_STATUS}), its message, and
 * `Retry-After` when it carries `retryAfterS`.
 */
function httpErrorOf(e: DomainError): HttpError {
  const headers = e.retryAfterS === undefined ? undefined : { 'retry-after': String(e.retryAfterS) };
  return new HttpError(DOMAIN_STATUS[e.kind], e.message, undefined, headers);
}

/**
 * What the log may say about an unexpected error: its type, code, message and stack, with
 * a failed query's parameters (emails, password hashes, note text) cut out of the message.
 */
export function safeErrorSummary(err: unknown): { type: string; code?: string; message: string; stack?: string } {
  const e = err as { name?: string; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const scrub = (text: string) => text.replace(/\nparams:[\s\S]*$/, '\nparams: [omitted]');
  const cause = e.cause as { message?: unknown; code?: unknown } | undefined;
  return {
    type: e.name ?? 'Error',
    code: typeof e.code === 'string' ? e.code : typeof cause?.code === 'string' ? cause.code : undefined,
    message: scrub(String(e.message ?? '')) + (cause?.message ? ` (cause: ${scrub(String(cause.message))})` : ''),
    stack: typeof e.stack === 'string' ? scrub(e.stack).split('\n').filter((l) => l.trimStart().startsWith('at ')).join('\n') : undefined,
  };
}

/**
 * Builds the Fastify app: /api routes (spec §7) and, when `config.staticDir`
 * holds a build, the PWA with SPA fallback. Does not listen.
 *
 * Each area is a module (`modules/<area>/routes.ts`) whose routes write their spec paths out in
 * full, so a search for a path lands on its handler; docs/ARCHITECTURE.md maps them.
 * Every state-changing call honours `Idempotency-Key` (http/idempotency.ts).
 */
export async function buildApp(deps: AppDeps, opts: { logger?: boolean | object } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: deps.config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustProxy,
    // Fastify's own early errors (a malformed percent-encoding, …) get the API's usual error body.
    frameworkErrors: (error, _req, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).status(status).send({ statusCode: status, error: REASON[status] ?? 'Bad Request', message: error.message });
    },
    // Hostile or broken clients must not hold connections forever.
    requestTimeout: 120_000,
    // One line per request at debug, and one per error answer (the onResponse hook below).
    logController: new LogController({ disableRequestLogging: true }),
  });

  registerBodyHygiene(app);
  await app.register(fastifyCookie);
  await registerCompression(app);
  registerSecurity(app, deps.config, (req) => userForToken(deps.db, req.cookies[SESSION_COOKIE]));
  registerIdempotency(app, deps.db);
  registerControlCharGuard(app);

  const csp = buildCsp(deps.config);
  app.addHook('onSend', async (req, reply, payload) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) reply.header(k, v);
    reply.header('content-security-policy', cspFor(req.url, csp));
    if (isApiRequest(req)) reply.header('cache-control', 'no-store');
    // HSTS only where it means something: a response that went out over HTTPS (directly or, with TRUST_PROXY, via a TLS proxy).
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
    return payload;
  });

  // The request log: every request at debug; an error answer at info (4xx) or error (5xx), with
  // the unexpected error's summary the error handler kept (never the request body).
  app.addHook('onResponse', async (req, reply) => {
    const line = { method: req.method, route: req.routeOptions.url, url: req.url.split('?')[0], statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    const err = errorSummaries.get(req);
    if (reply.statusCode >= 500) req.log.error({ ...line, ...(err ? { err } : {}) }, 'request failed');
    else if (reply.statusCode >= 400) req.log.info(line, 'request refused');
    else req.log.debug(line, 'request');
  });
  await metricsRoutes(app, deps);

  app.setErrorHandler((thrown: FastifyError | HttpError | DomainError, req, reply) => {
    const err = thrown instanceof DomainError ? httpErrorOf(thrown) : thrown;
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send({
        statusCode: err.statusCode,
        error: REASON[err.statusCode] ?? 'Error',
        message: err.message,
        ...(err.issues ? { issues: err.issues } : {}),
      });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) errorSummaries.set(req, safeErrorSummary(err));
    const message =
      status === 500 ? 'Internal Server Error'
      : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? API_MSG.bodyTooLarge(formatBytes(req.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES))
      : err.message;
    return reply.status(status).send({ statusCode: status, error: REASON[status] ?? 'Error', message });
  });

  for (const routes of [healthRoutes, authRoutes, problemRoutes, noteRoutes, draftRoutes, submissionRoutes, aiRoutes, discussRoutes, paymentRoutes, mediaRoutes, packageRoutes, adminRoutes]) await app.register((s) => routes(s, deps));

  const hasStatic = await registerStatic(app, deps.config.staticDir);
  app.setNotFoundHandler((req, reply) => {
    const isPage = req.method === 'GET' && !isApiRequest(req) && (req.headers.accept ?? '').includes('text/html');
    if (hasStatic && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: `Route ${req.method} ${req.url.split('?')[0]} not found` });
  });

  return app;
}
