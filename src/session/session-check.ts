/**
 * The session check and what a server-confirmed session does on this device, without React:
 * asking the server who is signed in (after telling it about a logout made offline), the start-up
 * check sent before the first render, and recording the answer in Dexie.
 */
import { isTimeoutError } from 'ky';
import * as authApi from '../api/auth.ts';
import { isNetworkError } from '../api/http.ts';
import type { PublicUser } from '../../common/contract/index.ts';
import { setSignedInUser, setSignedOut } from '../data/index.ts';
import { forgetLoadedProfile } from './useProfile.ts';

/** localStorage flag: a logout happened offline; the server's session is ended on the next start-up online. */
const LOGOUT_PENDING_KEY = 'pj:logout-pending';

/** True when a call failed because the server could not be reached (no answer at all). */
export function isOfflineError(error: unknown): boolean {
  return isNetworkError(error) || isTimeoutError(error) || (typeof navigator !== 'undefined' && !navigator.onLine);
}

function readLogoutPending(): boolean {
  try {
    return localStorage.getItem(LOGOUT_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers (or forgets) that a logout made offline still has to reach the server. Never throws. */
export function writeLogoutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(LOGOUT_PENDING_KEY, '1');
    else localStorage.removeItem(LOGOUT_PENDING_KEY);
  } catch {
    // Storage unavailable: nothing to remember.
  }
}

/**
 * Refreshes the learner's lists after a sign-in; the app decides when (`src/app/startup.ts`
 * runs it once the browser is idle).
 */
export type ListRefresh = () => void;

/**
 * Records the server-confirmed user in Dexie and has the private lists refreshed (never throws).
 * `refresh: 'if-changed'` (the session check) skips the refresh when this user was already the
 * recorded one: the start-up refresh ran with the same cookie, so its private lists are this
 * user's and were kept. A sign-in through a form always refreshes.
 * @param refreshLists runs the refresh of the lists
 */
export async function recordSignedIn(user: PublicUser | null, refresh: 'always' | 'if-changed', refreshLists: ListRefresh): Promise<void> {
  try {
    if (user) {
      const { unchanged } = await setSignedInUser(user);
      if (!unchanged) forgetLoadedProfile();
      if (refresh === 'always' || !unchanged) refreshLists();
    } else {
      forgetLoadedProfile();
      await setSignedOut();
    }
  } catch (e) {
    console.error('auth: recording the session locally failed:', e);
  }
}

/** What the server said about the session: the signed-in user or `null`, or `'offline'` (no answer). */
export type SessionAnswer = PublicUser | null | 'offline';

/**
 * Asks the server who is signed in (after telling it about a logout made offline); records nothing.
 * @returns the user, `null` (signed out) or `'offline'` when the server could not be reached
 * @throws any other failure (a 5xx, a body that is not the API's)
 */
export async function askServer(): Promise<SessionAnswer> {
  // The browser knows it is offline: no request (it would only fail, after ky's retry delay).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  try {
    if (readLogoutPending()) {
      await authApi.logout();
      writeLogoutPending(false);
    }
    const { user } = await authApi.checkSession();
    return user;
  } catch (error) {
    if (isOfflineError(error)) return 'offline';
    throw error;
  }
}

/**
 * The session check: a real answer is recorded (unless `isStale()` says another auth action
 * overtook it); no answer (offline) records nothing.
 * @param answer the check's answer (default: a new {@link askServer})
 * @returns the answer
 * @throws what {@link askServer} throws
 */
export async function checkWithServer(refreshLists: ListRefresh, isStale: () => boolean = () => false, answer: Promise<SessionAnswer> = askServer()): Promise<SessionAnswer> {
  const user = await answer;
  if (user !== 'offline' && !isStale()) await recordSignedIn(user, 'if-changed', refreshLists);
  return user;
}

/** The start-up session check, once started by {@link startSessionCheck} and not yet taken. */
let startupCheck: Promise<SessionAnswer> | null = null;

/**
 * Sends the start-up session check at once, before the first render, so its request runs while
 * the screens' chunks load and the database opens; `AuthProvider` takes its answer. Calling
 * it is optional (without it the provider asks when it mounts); a second call does nothing.
 */
export function startSessionCheck(): void {
  if (startupCheck) return;
  startupCheck = askServer();
  // The provider handles a failure; this keeps an early one from being reported as unhandled.
  startupCheck.catch(() => undefined);
}

/** The start-up check's answer: the one {@link startSessionCheck} started (taken once), else a new check. */
export function takeStartupCheck(): Promise<SessionAnswer> {
  const started = startupCheck;
  startupCheck = null;
  return started ?? askServer();
}
