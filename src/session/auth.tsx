/**
 * Auth state (spec §3 "Auth state", §4 "Auth"): `user, error, isAuthenticated, loading`.
 *
 * - `loading` is true while register, check, login or logout runs (and at start-up, during the
 *   session check, when the app shows a full-screen spinner).
 * - On success the user is set and `isAuthenticated` follows whether a user came back (logout
 *   returns none, so it signs out).
 * - On failure `error` is set (the server's message, default `MSG.authDefault`), the user is
 *   cleared and `isAuthenticated` is false. The login 401 text `Error Invalid credentials` is
 *   passed through verbatim.
 *
 * Offline core: every user the server confirms (register, login, check) is recorded in
 * Dexie with `setSignedInUser` (a different user's private data is cleared, the outbox resumes);
 * a server answer of `user: null` or a logout calls `setSignedOut`. When the session check fails
 * because the network is down, the app keeps working as the user cached on this device — an
 * offline learner is never sent to /SignUp. A logout made offline signs out locally at once and
 * tells the server on the next session check that reaches it.
 *
 * Start-up never waits for the network when this device knows who is signed in: the user cached
 * in Dexie is shown at once (`checked` turns true as soon as Dexie answers) and the session
 * check runs behind it. Its answer then wins — another user, or `user: null` (the session ended:
 * the guards send the learner to /SignUp) — except a failure (offline, a time-out, a 5xx, a body
 * that is not the API's), which keeps the cached user. A check that started before a register,
 * login or logout of this tab is ignored. Without a cached user the app waits for the check.
 * The check's request leaves before the first render (`startSessionCheck`, called by
 * `src/main.tsx`), alongside the screen's chunk and the database opening.
 *
 * When the browser says it is offline the start-up check sends nothing; the session is checked
 * once the connection comes back (the first `online` event; further events while it runs share
 * it), and its answer wins as at start-up.
 */
import { isTimeoutError } from 'ky';
import { createContext, use, useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import * as authApi from '../api/auth.ts';
import { serverMessage } from '../api/errors.ts';
import { isNetworkError } from '../api/http.ts';
import { MSG, type LoginBody, type PublicUser, type RegisterBody } from '../../common/contract/index.ts';
import { refreshAll, setSignedInUser, setSignedOut, useCurrentUser } from '../data/index.ts';
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

function writeLogoutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(LOGOUT_PENDING_KEY, '1');
    else localStorage.removeItem(LOGOUT_PENDING_KEY);
  } catch {
    // Storage unavailable: nothing to remember.
  }
}

/**
 * Runs `task` once the browser is idle (at most `timeoutMs` later): the refresh of every list after
 * a sign-in waits until the screen the learner opened has rendered, instead of sending its requests
 * and writing to IndexedDB while that screen's first paint waits.
 */
function whenIdle(task: () => void, timeoutMs = 1500): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 200);
}

/**
 * Records the server-confirmed user in Dexie and refreshes the private lists (never throws).
 * `refresh: 'if-changed'` (the session check) skips the refresh when this user was already the
 * recorded one: the start-up refresh ran with the same cookie, so its private lists are this
 * user's and were kept. A sign-in through a form always refreshes.
 */
async function recordSignedIn(user: PublicUser | null, refresh: 'always' | 'if-changed' = 'always'): Promise<void> {
  try {
    if (user) {
      const { unchanged } = await setSignedInUser(user);
      if (!unchanged) forgetLoadedProfile();
      if (refresh === 'always' || !unchanged) whenIdle(() => void refreshAll());
    } else {
      forgetLoadedProfile();
      await setSignedOut();
    }
  } catch (e) {
    console.error('auth: recording the session locally failed:', e);
  }
}

/** What the server said about the session: the signed-in user or `null`, or `'offline'` (no answer). */
type SessionAnswer = PublicUser | null | 'offline';

/**
 * Asks the server who is signed in (after telling it about a logout made offline); records nothing.
 * @returns the user, `null` (signed out) or `'offline'` when the server could not be reached
 * @throws any other failure (a 5xx, a body that is not the API's)
 */
async function askServer(): Promise<SessionAnswer> {
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

/** The start-up session check, once started by {@link startSessionCheck} and not yet taken. */
let startupCheck: Promise<SessionAnswer> | null = null;

/**
 * Sends the start-up session check at once, before the first render, so its request runs while
 * the screens' chunks load and the database opens; {@link AuthProvider} takes its answer. Calling
 * it is optional (without it the provider asks when it mounts); a second call does nothing.
 */
export function startSessionCheck(): void {
  if (startupCheck) return;
  startupCheck = askServer();
  // The provider handles a failure; this keeps an early one from being reported as unhandled.
  startupCheck.catch(() => undefined);
}

/** The start-up check's answer: the one {@link startSessionCheck} started (taken once), else a new check. */
function takeStartupCheck(): Promise<SessionAnswer> {
  const started = startupCheck;
  startupCheck = null;
  return started ?? askServer();
}

/** The auth store's state. */
export interface AuthState {
  user: PublicUser | null;
  error: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  /** false until the start-up session check has finished (or the cached user is shown instead). */
  checked: boolean;
  /**
   * true once the server has answered who is signed in (or could not be asked: offline, or a failed
   * check). While only the user cached on this device is shown it is false, so a guard that needs
   * the server's word on the role (admins) waits instead of judging from a stale copy.
   */
  verified: boolean;
}

/** Result of an auth action, so forms can show their own error. */
export type AuthResult = { ok: true } | { ok: false; error: string };

type Action =
  | { type: 'pending' }
  | { type: 'fulfilled'; user: PublicUser | null; fromCache?: boolean }
  | { type: 'rejected'; error: string }
  | { type: 'unverifiable' };

/** Initial state: loading, because the app starts with a session check. */
export const initialAuthState: AuthState = { user: null, error: null, isAuthenticated: false, loading: true, checked: false, verified: false };

/** Pure reducer of the auth store (spec §4 transitions). */
export function authReducer(state: AuthState, action: Action): AuthState {
  switch (action.type) {
    case 'pending':
      return { ...state, loading: true, error: null };
    case 'fulfilled':
      return { user: action.user, error: null, isAuthenticated: action.user !== null, loading: false, checked: true, verified: action.fromCache ? state.verified : true };
    case 'rejected':
      return { user: null, error: action.error, isAuthenticated: false, loading: false, checked: true, verified: true };
    case 'unverifiable':
      return { ...state, verified: true };
  }
}

/** Text for a failed auth call: the server's words, else `MSG.authDefault`. */
export function authErrorText(error: unknown): string {
  return serverMessage(error) ?? MSG.authDefault;
}

interface AuthContextValue extends AuthState {
  register: (body: RegisterBody) => Promise<AuthResult>;
  login: (body: LoginBody) => Promise<AuthResult>;
  /** Logs out (server + this device). `discardUnsynced` also deletes this user's unsynced changes. */
  logout: (opts?: { discardUnsynced?: boolean }) => Promise<AuthResult>;
  check: () => Promise<AuthResult>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Provides {@link useAuth} and runs the start-up session check. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  /** Counts register/login/logout calls: a start-up check begun before one of them is stale. */
  const actions = useRef(0);
  /** True once the user cached on this device is shown while the start-up check runs. */
  const showingCached = useRef(false);

  const run = useCallback(async (call: () => Promise<PublicUser | null>, markPending = true): Promise<AuthResult> => {
    if (markPending) dispatch({ type: 'pending' });
    try {
      const user = await call();
      dispatch({ type: 'fulfilled', user });
      return { ok: true };
    } catch (error) {
      const text = authErrorText(error);
      dispatch({ type: 'rejected', error: text });
      return { ok: false, error: text };
    }
  }, []);

  // Start-up check that failed for lack of network: resolved with the cached user below.
  const [offlineAtStart, setOfflineAtStart] = useState(false);
  const cachedUser = useCurrentUser();

  /**
   * The session check: a real answer is recorded (unless `isStale()` says another auth action
   * overtook it); no answer (offline) keeps the cached user.
   */
  const checkWithServer = useCallback(async (isStale: () => boolean = () => false, answer: Promise<SessionAnswer> = askServer()): Promise<SessionAnswer> => {
    const user = await answer;
    if (user !== 'offline' && !isStale()) await recordSignedIn(user, 'if-changed');
    return user;
  }, []);

  /** Register and login end the same way: the returned user becomes the signed-in one. */
  const signIn = useCallback(
    (call: () => Promise<{ user: PublicUser | null }>) =>
      run(async () => {
        actions.current++;
        const { user } = await call();
        writeLogoutPending(false);
        await recordSignedIn(user);
        return user;
      }),
    [run],
  );
  const register = useCallback((body: RegisterBody) => signIn(() => authApi.register(body)), [signIn]);
  const login = useCallback((body: LoginBody) => signIn(() => authApi.login(body)), [signIn]);
  const logout = useCallback(
    (opts: { discardUnsynced?: boolean } = {}) =>
      run(async () => {
        actions.current++;
        try {
          await authApi.logout();
        } catch (error) {
          if (!isOfflineError(error)) throw error;
          // Offline: sign out on this device now; the server hears about it on the next start-up.
          writeLogoutPending(true);
        }
        forgetLoadedProfile();
        await setSignedOut(opts);
        return null;
      }),
    [run],
  );
  const check = useCallback(
    () =>
      run(async () => {
        const result = await checkWithServer();
        // Offline: keep whoever is signed in now.
        return result === 'offline' ? state.user : result;
      }),
    [run, checkWithServer, state.user],
  );

  useEffect(() => {
    // Start-up session check; the state already says loading, so no pending dispatch.
    let cancelled = false;
    const startedAt = actions.current;
    const stale = () => cancelled || actions.current !== startedAt;
    void checkWithServer(stale, takeStartupCheck()).then(
      (result) => {
        if (stale()) return;
        if (result === 'offline') {
          setOfflineAtStart(true);
          dispatch({ type: 'unverifiable' });
        } else dispatch({ type: 'fulfilled', user: result });
      },
      (error: unknown) => {
        if (stale()) return;
        // The cached user stays when the server could not answer properly.
        if (showingCached.current) {
          console.warn('auth: the session check failed; continuing as the cached user:', error);
          dispatch({ type: 'unverifiable' });
        } else dispatch({ type: 'rejected', error: authErrorText(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [checkWithServer]);

  // Offline at start-up: the session is checked once the connection comes back.
  useEffect(() => {
    if (!offlineAtStart) return;
    let cancelled = false;
    let running = false;
    const onOnline = () => {
      if (running) return;
      running = true;
      const startedAt = actions.current;
      const stale = () => cancelled || actions.current !== startedAt;
      void checkWithServer(stale).then(
        (result) => {
          running = false;
          if (stale()) return;
          // Still no answer: the next `online` event tries again.
          if (result === 'offline') return;
          setOfflineAtStart(false);
          dispatch({ type: 'fulfilled', user: result });
        },
        (error: unknown) => {
          running = false;
          if (stale()) return;
          // The server answered but not properly: keep the user shown, as at start-up.
          console.warn('auth: the session check after reconnecting failed; continuing as the cached user:', error);
          setOfflineAtStart(false);
        },
      );
    };
    window.addEventListener('online', onOnline);
    return () => {
      cancelled = true;
      window.removeEventListener('online', onOnline);
    };
  }, [offlineAtStart, checkWithServer]);

  // A user cached on this device is shown at once, without waiting for the session check;
  // offline at start-up with nobody cached: continue signed out. (Once Dexie has answered.)
  useEffect(() => {
    if (state.checked || cachedUser === undefined) return;
    if (cachedUser) {
      showingCached.current = true;
      dispatch({ type: 'fulfilled', user: cachedUser, fromCache: true });
    } else if (offlineAtStart) {
      dispatch({ type: 'fulfilled', user: null });
    }
  }, [offlineAtStart, cachedUser, state.checked]);

  const value = useMemo<AuthContextValue>(() => ({ ...state, register, login, logout, check }), [state, register, login, logout, check]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth store and its actions. */
export function useAuth(): AuthContextValue {
  const ctx = use(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
