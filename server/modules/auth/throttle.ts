import type { Db } from '../../db/client.ts';
import { clearCounter, countAttempt, giveBackAttempt, lockEnds } from '../../db/repos/login-throttle.ts';
import { SlidingWindowLimit } from '../../http/rate-limit.ts';

/**
 * Login throttling, stored in the database so it holds across several API servers.
 *
 * Two counters per attempt, each a row keyed by:
 * - `pair:<email> <ip>` — one account from one address: `maxFailures` attempts per window,
 *   then exponential backoff (1 s, 2 s, 4 s … capped at the window) between further
 *   attempts. Guessing from one address is slowed to a crawl while the owner, from any
 *   other address, signs in as usual.
 * - `ip:<ip>` — one address across accounts: {@link IP_FACTOR}× `maxFailures` per window (a
 *   classroom shares one address), then the same backoff.
 *
 * An attempt is reserved (counted) BEFORE the password is checked, by one atomic
 * `INSERT … ON CONFLICT DO UPDATE … WHERE not locked … RETURNING` per key, so concurrent
 * guesses cannot exceed the limit; a successful sign-in clears its pair and gives its
 * reservation on the address back.
 */
export const IP_FACTOR = 5;

/** Limits of {@link reserveLoginAttempt} (from `config.login`). */
export interface ThrottleOptions {
  /** Attempts allowed per key and window before backoff. */
  maxFailures: number;
  /** Length of the counting window, ms; also the longest backoff. */
  windowMs: number;
}

const pairKey = (email: string, ip: string) => `pair:${email} ${ip}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Reserves one login attempt for `email` from `ip`.
 * @returns `{allowed: true}` — check the password; or `{allowed: false, retryAfterS}` — answer 429.
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string, o: ThrottleOptions): Promise<{ allowed: true } | { allowed: false; retryAfterS: number }> {
  const ipOk = await countAttempt(db, ipKey(ip), o.maxFailures * IP_FACTOR, o.windowMs);
  const pairOk = ipOk === null ? null : await countAttempt(db, pairKey(email, ip), o.maxFailures, o.windowMs);
  if (ipOk !== null && pairOk !== null) return { allowed: true };
  if (ipOk !== null) await giveBackAttempt(db, ipKey(ip));
  return { allowed: false, retryAfterS: await retryAfterSeconds(db, [ipKey(ip), pairKey(email, ip)]) };
}

/** After a successful sign-in: clears the pair and returns the address's reservation. */
export async function loginSucceeded(db: Db, email: string, ip: string): Promise<void> {
  await clearCounter(db, pairKey(email, ip));
  await giveBackAttempt(db, ipKey(ip));
}

/** Seconds until the latest lock among `keys` ends (at least 1). */
async function retryAfterSeconds(db: Db, keys: string[]): Promise<number> {
  const ends = await lockEnds(db, keys);
  const until = Math.max(0, ...ends.map((end) => end?.getTime() ?? 0));
  return Math.max(1, Math.ceil((until - Date.now()) / 1000));
}

/**
 * The address a sign-up is counted against: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address), an IPv6 address by its /64 prefix (one subscriber's network gets a
 * whole /64, so counting single IPv6 addresses would count nothing).
 * @param ip the client address (`req.ip`, which honours TRUST_PROXY)
 * @returns a key such as `203.0.113.7` or `2001:db8:1:2::/64`
 */
export function signupAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The sign-up limit: at most `maxPerAddress` sign-ups from one address ({@link signupAddressKey})
 * in any sliding window of `windowMs`, counted in the database so every API instance shares it.
 * Call `take(signupAddressKey(ip))` before creating the account; a refusal carries the seconds to wait.
 */
export function signupLimit(db: Db, o: { maxPerAddress: number; windowMs: number }): SlidingWindowLimit {
  return new SlidingWindowLimit(db, 'signups', o.maxPerAddress, o.windowMs);
}
