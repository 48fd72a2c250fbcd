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
 * `src/app/startup.ts`), alongside the screen's chunk and the database opening. The refresh of the
 * lists after a sign-in is run by the `refreshLists` the app hands to {@link AuthProvider}.
 *
 * When the browser says it is offline the start-up check sends nothing; the session is checked
 * once the connection comes back (the first `online` event; further events while it runs share
 * it), and its answer wins as at start-up.
 */
import { createContext, use, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { authReducer, initialAuthState, type AuthState } from './auth-state.ts';
import type { ListRefresh } from './session-check.ts';
import { useAuthActions, type AuthActions } from './useAuthActions.ts';
import { useStartupSessionCheck } from './useStartupSessionCheck.ts';

export { authErrorText, authReducer, initialAuthState, type AuthResult, type AuthState } from './auth-state.ts';
export { isOfflineError, startSessionCheck, type ListRefresh } from './session-check.ts';

type AuthContextValue = AuthState & AuthActions;

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Provides {@link useAuth} and runs the start-up session check.
 * @param refreshLists runs the refresh of the learner's lists after a sign-in (or when the check
 *   confirms another learner than the recorded one); pass a stable function
 */
export function AuthProvider({ children, refreshLists }: { children: ReactNode; refreshLists: ListRefresh }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  /** Counts register/login/logout calls: a start-up check begun before one of them is stale. */
  const actions = useRef(0);
  const ctx = { dispatch, actions, refreshLists };
  useStartupSessionCheck(ctx, state.checked);
  const { register, login, logout, check } = useAuthActions(ctx, state.user);
  const value = useMemo<AuthContextValue>(() => ({ ...state, register, login, logout, check }), [state, register, login, logout, check]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth store and its actions. */
export function useAuth(): AuthContextValue {
  const ctx = use(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
