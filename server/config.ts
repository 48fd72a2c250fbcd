import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** An http(s) URL setting; `what` names the variable in the message. */
const httpUrl = (what: string) => z.url({ protocol: /^https?$/, error: `${what} must be an http:// or https:// URL` });

/**
 * Server configuration from environment variables (all optional; README lists them).
 *
 * @throws a readable error naming the variable when a value is malformed.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  COOKIE_SECURE: z.enum(['true', 'false', 'auto']).default('auto'),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  JUDGE_MODE: z.enum(['inline', 'queue'], 'JUDGE_MODE must be inline or queue').default('inline'),
  JUDGE_CONCURRENCY: z.coerce.number().int().positive().optional(),
  JUDGE_QUEUE_LIMIT: z.coerce.number().int().positive().default(500),
  JUDGE_SANDBOX: z.enum(['on', 'off']).default('on'),
  JUDGE_JAVA_HARNESS: z.enum(['on', 'off'], 'JUDGE_JAVA_HARNESS must be on or off').default('on'),
  JUDGE_CACHE_DIR: z.string().optional(),
  JUDGE_BWRAP: z.string().min(1).default('bwrap'),
  JUDGE_USER_LIMIT: z.coerce.number().int().positive().default(3),
  JUDGE_RUNS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  JUDGE_TIME_FACTOR: z.coerce.number().min(0.1, 'JUDGE_TIME_FACTOR must be between 0.1 and 20').max(20, 'JUDGE_TIME_FACTOR must be between 0.1 and 20').default(1),
  JUDGE_MEMORY_MAX_MB: z.coerce.number().int().min(64, 'JUDGE_MEMORY_MAX_MB must be at least 64').max(1024 * 1024).optional(),
  JUDGE0_URL: z.url('JUDGE0_URL must be a URL').optional(),
  JUDGE0_AUTH_TOKEN: z.string().min(1).optional(),
  JUDGE0_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(120),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'TRUST_PROXY must be true, false, a hop count, or a comma-separated list of addresses/CIDRs')
    .default('false'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  SIGNUP_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  SIGNUP_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  DISCUSS_POSTS_PER_HOUR: z.coerce.number().int().positive().default(30),
  GEMINI_API_KEY: z.string().min(1).optional(),
  GEMINI_BASE_URL: z.url('GEMINI_BASE_URL must be a URL').optional(),
  OPENAI_BASE_URL: z.url('OPENAI_BASE_URL must be a URL').optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  PREMIUM_PRICE_INR: z.coerce.number().int('PREMIUM_PRICE_INR must be whole rupees').min(1).max(100_000).default(99),
  RAZORPAY_KEY_ID: z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…').optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: httpUrl('RAZORPAY_API_URL').default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: httpUrl('RAZORPAY_CHECKOUT_URL').default('https://checkout.razorpay.com/v1/checkout.js'),
  PAYMENTS_TEST_MODE: z.enum(['true', 'false'], 'PAYMENTS_TEST_MODE must be true or false').optional(),
  NODE_ENV: z.string().optional(),
  PHOTO_MAX_MB: z.coerce.number().positive().max(100).default(10),
  VIDEO_MAX_MB: z.coerce.number().positive().max(4096).default(100),
  MEDIA_SIGNATURES_PER_HOUR: z.coerce.number().int().positive().default(20),
  MEDIA_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(10),
  MEDIA_QUOTA_MB: z.coerce.number().positive().max(100_000).default(50),
  MEDIA_UNATTACHED_HOURS: z.coerce.number().positive().max(24 * 365).default(24),
  MEDIA_SWEEP_MINUTES: z.coerce.number().positive().max(24 * 60).default(60),
  MEDIA_SECRET: z.string().min(16, 'MEDIA_SECRET must be at least 16 characters').optional(),
  CLOUDINARY_URL: z.string().regex(/^cloudinary:\/\/[^:@/]+:[^:@/]+@[A-Za-z0-9_-]+$/, 'CLOUDINARY_URL must be cloudinary://<api_key>:<api_secret>@<cloud_name>').optional(),
  CLOUDINARY_API_URL: httpUrl('CLOUDINARY_API_URL').default('https://api.cloudinary.com'),
  CLOUDINARY_DELIVERY_URL: httpUrl('CLOUDINARY_DELIVERY_URL').default('https://res.cloudinary.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PGlite directory (inside dataDir) unless databaseUrl is set. */
  pgliteDir: string;
  databaseUrl?: string;
  adminEmail?: string;
  cookieSecure: 'true' | 'false' | 'auto';
  sessionTtlMs: number;
  /**
   * Fastify `trustProxy`: false, true, trusted proxy addresses/CIDRs, or (for a hop count n)
   * a function trusting the n nearest hops. X-Forwarded-For/-Proto are honoured from them.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  judge: {
    /**
     * `inline`: this process judges learners' runs and submissions (its own queue and sandbox);
     * `queue`: it puts them in the PostgreSQL job queue for `npm run judge-worker` processes (JUDGE_MODE).
     */
    mode: 'inline' | 'queue';
    /** Job slots of this process (a judge worker's jobs at once); default: CPU cores. */
    concurrency: number;
    queueLimit: number;
    /** Jobs one learner may have queued or running. */
    perUserLimit: number;
    /** Runs (the examples or a custom input) one learner may start per sliding minute (JUDGE_RUNS_PER_MINUTE). */
    runsPerMinute: number;
    sandbox: boolean;
    /** Java test cases of a job share one JVM (JUDGE_JAVA_HARNESS; see server/judge/java-harness.ts). */
    javaHarness: boolean;
    /** The bwrap executable. */
    bwrapPath: string;
    /**
     * Where the compiled sandbox supervisor and the C++ precompiled header live.
     * Default: <os tmpdir>/pocket-judge-cache — a path the unprivileged sandbox
     * user can always traverse (the app's own directory may not be).
     */
    cacheDir: string;
    /** Compile and run on a Judge0 CE server instead of the local sandbox (JUDGE0_URL); `timeoutMs` bounds one job. */
    judge0: { url: string; authToken?: string; timeoutMs: number } | null;
    /** Multiplies every time limit a package import sets (JUDGE_TIME_FACTOR): how much slower this host is than the packages' own. */
    timeFactor: number;
    /** The most memory, KB, a package import gives a problem (one judge job), JUDGE_MEMORY_MAX_MB; default {@link defaultJudgeMemoryMaxMb}. */
    memoryMaxKb: number;
  };
  /** Bearer token `/metrics` requires (METRICS_TOKEN), or null when it is open. */
  metricsToken: string | null;
  /** How long a stopping server lets running judge jobs finish, ms (SHUTDOWN_TIMEOUT_SECONDS). */
  shutdownTimeoutMs: number;
  login: { maxFailures: number; windowMs: number };
  /** Sign-ups allowed from one address (an IPv6 /64) per sliding window of `windowMs` (SIGNUP_MAX_PER_ADDRESS, SIGNUP_WINDOW_MINUTES). */
  signup: { maxPerAddress: number; windowMs: number };
  /** Discussions and comments one learner may post per sliding window of `postWindowMs` (DISCUSS_POSTS_PER_HOUR per hour). */
  discuss: { postLimit: number; postWindowMs: number };
  /**
   * The AI helper: `openai` when OPENAI_BASE_URL is set (any OpenAI-compatible server), else
   * `gemini` when GEMINI_API_KEY is set, else the built-in hint engine. `timeoutMs` bounds one reply.
   */
  ai:
    | { provider: 'hints'; timeoutMs: number }
    | { provider: 'openai'; baseUrl: string; apiKey: string; model: string; timeoutMs: number }
    | { provider: 'gemini'; apiKey: string; baseUrl: string | undefined; model: string; timeoutMs: number };
  /**
   * Premium payments: the price (rupees) used by the offer's text and the order alike; Razorpay
   * when both keys are set (`apiUrl`: its Orders API, whose origin also serves the checkout's
   * payment frame; `checkoutUrl`: the checkout.js the browser loads), else the test mode (a local
   * checkout signed with a secret kept in the database) when `testMode` holds, else none: payments
   * are off. `testMode` is PAYMENTS_TEST_MODE, by default true unless NODE_ENV is `production`.
   */
  payments: {
    priceInr: number;
    razorpay: { keyId: string; keySecret: string; apiUrl: string; checkoutUrl: string } | null;
    testMode: boolean;
  };
  /**
   * Media (profile photos, editorial videos): files under `dir` served at `/media/`, signed with `secret` (set
   * MEDIA_SECRET when several servers share the files), or Cloudinary when CLOUDINARY_URL is set.
   */
  media: {
    dir: string;
    photoMaxBytes: number;
    /** Largest editorial video, bytes (VIDEO_MAX_MB). */
    videoMaxBytes: number;
    secret: string | undefined;
    /** Photo upload signatures (GET /api/image/digiSign) one learner may take per hour (MEDIA_SIGNATURES_PER_HOUR). */
    signaturesPerHour: number;
    /** Photo uploads one learner may send per hour (MEDIA_UPLOADS_PER_HOUR). */
    uploadsPerHour: number;
    /** Bytes of photos one learner may keep in the embedded service, kept and not yet kept alike (MEDIA_QUOTA_MB). */
    quotaBytes: number;
    /** Age after which an upload no profile or problem uses is removed, ms (MEDIA_UNATTACHED_HOURS). */
    unattachedTtlMs: number;
    /** Period of the sweep that removes those uploads, ms (MEDIA_SWEEP_MINUTES). */
    sweepIntervalMs: number;
    /**
     * Cloudinary: `apiUrl` takes the browser's uploads (CLOUDINARY_API_URL), `deliveryUrl` serves the
     * stored files (CLOUDINARY_DELIVERY_URL; the `secure_url` of an upload starts with it), both without a trailing slash.
     */
    cloudinary: { cloudName: string; apiKey: string; apiSecret: string; apiUrl: string; deliveryUrl: string } | null;
  };
  logLevel: string;
  staticDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${first.path.join('.')}: ${first.message}`);
  }
  const e = parsed.data;
  if (!!e.RAZORPAY_KEY_ID !== !!e.RAZORPAY_KEY_SECRET) {
    throw new Error('Invalid environment variable RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET: set both (Razorpay) or neither (test mode)');
  }
  if (e.JUDGE_MODE === 'queue' && !e.DATABASE_URL) {
    throw new Error('Invalid environment variable JUDGE_MODE: queue needs PostgreSQL (set DATABASE_URL); the embedded PGlite database serves one process only');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    cookieSecure: e.COOKIE_SECURE,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 3600 * 1000,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    judge: {
      mode: e.JUDGE_MODE,
      concurrency: e.JUDGE_CONCURRENCY ?? availableParallelism(),
      queueLimit: e.JUDGE_QUEUE_LIMIT,
      perUserLimit: e.JUDGE_USER_LIMIT,
      runsPerMinute: e.JUDGE_RUNS_PER_MINUTE,
      sandbox: e.JUDGE_SANDBOX === 'on',
      javaHarness: e.JUDGE_JAVA_HARNESS === 'on',
      bwrapPath: e.JUDGE_BWRAP,
      cacheDir: path.resolve(e.JUDGE_CACHE_DIR ?? path.join(os.tmpdir(), 'pocket-judge-cache')),
      judge0: e.JUDGE0_URL ? { url: e.JUDGE0_URL, authToken: e.JUDGE0_AUTH_TOKEN, timeoutMs: e.JUDGE0_TIMEOUT_SECONDS * 1000 } : null,
      timeFactor: e.JUDGE_TIME_FACTOR,
      memoryMaxKb: (e.JUDGE_MEMORY_MAX_MB ?? defaultJudgeMemoryMaxMb(e.JUDGE_CONCURRENCY ?? availableParallelism())) * 1024,
    },
    metricsToken: e.METRICS_TOKEN ?? null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    login: { maxFailures: e.LOGIN_MAX_FAILURES, windowMs: e.LOGIN_WINDOW_MINUTES * 60_000 },
    signup: { maxPerAddress: e.SIGNUP_MAX_PER_ADDRESS, windowMs: e.SIGNUP_WINDOW_MINUTES * 60_000 },
    discuss: { postLimit: e.DISCUSS_POSTS_PER_HOUR, postWindowMs: 3_600_000 },
    ai: e.OPENAI_BASE_URL
      ? { provider: 'openai', baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY ?? 'none', model: e.AI_MODEL ?? 'llama3.2', timeoutMs: e.AI_TIMEOUT_SECONDS * 1000 }
      : e.GEMINI_API_KEY
        ? { provider: 'gemini', apiKey: e.GEMINI_API_KEY, baseUrl: e.GEMINI_BASE_URL, model: e.AI_MODEL ?? 'gemini-2.5-flash', timeoutMs: e.AI_TIMEOUT_SECONDS * 1000 }
        : { provider: 'hints', timeoutMs: e.AI_TIMEOUT_SECONDS * 1000 },
    payments: {
      priceInr: e.PREMIUM_PRICE_INR,
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
          ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, apiUrl: e.RAZORPAY_API_URL, checkoutUrl: e.RAZORPAY_CHECKOUT_URL }
          : null,
      testMode: e.PAYMENTS_TEST_MODE ? e.PAYMENTS_TEST_MODE === 'true' : e.NODE_ENV !== 'production',
    },
    media: {
      dir: path.join(dataDir, 'media'),
      photoMaxBytes: Math.round(e.PHOTO_MAX_MB * 1024 * 1024),
      videoMaxBytes: Math.round(e.VIDEO_MAX_MB * 1024 * 1024),
      secret: e.MEDIA_SECRET,
      signaturesPerHour: e.MEDIA_SIGNATURES_PER_HOUR,
      uploadsPerHour: e.MEDIA_UPLOADS_PER_HOUR,
      quotaBytes: Math.round(e.MEDIA_QUOTA_MB * 1024 * 1024),
      unattachedTtlMs: Math.round(e.MEDIA_UNATTACHED_HOURS * 3_600_000),
      sweepIntervalMs: Math.round(e.MEDIA_SWEEP_MINUTES * 60_000),
      cloudinary: parseCloudinaryUrl(e.CLOUDINARY_URL, e.CLOUDINARY_API_URL, e.CLOUDINARY_DELIVERY_URL),
    },
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
  };
}

/**
 * What one judge job may have when JUDGE_MEMORY_MAX_MB is unset: three quarters of the host's memory shared
 * by the `concurrency` jobs that run at once, less 256 MB for a runtime's own needs (JVM, V8, the sandbox),
 * in whole 64 MB and at least 256 MB.
 * @returns MB.
 */
export function defaultJudgeMemoryMaxMb(concurrency: number, totalBytes = os.totalmem()): number {
  const share = Math.floor((totalBytes * 0.75) / Math.max(1, concurrency) / (1024 * 1024)) - 256;
  return Math.max(256, Math.floor(share / 64) * 64);
}

/** `cloudinary://<api_key>:<api_secret>@<cloud_name>` → its parts (null when unset). */
function parseCloudinaryUrl(v: string | undefined, apiUrl: string, deliveryUrl: string): Config['media']['cloudinary'] {
  const m = v && /^cloudinary:\/\/([^:@/]+):([^:@/]+)@([A-Za-z0-9_-]+)$/.exec(v);
  return m ? { apiKey: m[1]!, apiSecret: m[2]!, cloudName: m[3]!, apiUrl: apiUrl.replace(/\/+$/, ''), deliveryUrl: deliveryUrl.replace(/\/+$/, '') } : null;
}

function parseTrustProxy(v: string): Config['trustProxy'] {
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v.split(',').map((x) => x.trim());
}
