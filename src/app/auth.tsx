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
 */
import { createContext, use, useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import * as authApi from '../api/auth.ts';
import { serverMessage } from '../api/errors.ts';
import { MSG, type LoginBody, type PublicUser, type RegisterBody } from '../contract/index.ts';

/** The auth store's state. */
export interface AuthState {
  user: PublicUser | null;
  error: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  /** false until the start-up session check has finished. */
  checked: boolean;
}

/** Result of an auth action, so forms can show their own error. */
export type AuthResult = { ok: true } | { ok: false; error: string };

type Action = { type: 'pending' } | { type: 'fulfilled'; user: PublicUser | null } | { type: 'rejected'; error: string };

/** Initial state: loading, because the app starts with a session check. */
export const initialAuthState: AuthState = { user: null, error: null, isAuthenticated: false, loading: true, checked: false };

/** Pure reducer of the auth store (spec §4 transitions). */
export function authReducer(state: AuthState, action: Action): AuthState {
  switch (action.type) {
    case 'pending':
      return { ...state, loading: true, error: null };
    case 'fulfilled':
      return { user: action.user, error: null, isAuthenticated: action.user !== null, loading: false, checked: true };
    case 'rejected':
      return { user: null, error: action.error, isAuthenticated: false, loading: false, checked: true };
  }
}

/** Text for a failed auth call: the server's words, else `MSG.authDefault`. */
export function authErrorText(error: unknown): string {
  return serverMessage(error) ?? MSG.authDefault;
}

interface AuthContextValue extends AuthState {
  register: (body: RegisterBody) => Promise<AuthResult>;
  login: (body: LoginBody) => Promise<AuthResult>;
  logout: () => Promise<AuthResult>;
  check: () => Promise<AuthResult>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Provides {@link useAuth} and runs the start-up session check. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);

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

  const register = useCallback((body: RegisterBody) => run(async () => (await authApi.register(body)).user), [run]);
  const login = useCallback((body: LoginBody) => run(async () => (await authApi.login(body)).user), [run]);
  const logout = useCallback(
    () =>
      run(async () => {
        await authApi.logout();
        return null;
      }),
    [run],
  );
  const check = useCallback(() => run(async () => (await authApi.checkSession()).user), [run]);

  useEffect(() => {
    // Start-up session check; the state already says loading, so no pending dispatch.
    void run(async () => (await authApi.checkSession()).user, false);
  }, [run]);

  const value = useMemo<AuthContextValue>(() => ({ ...state, register, login, logout, check }), [state, register, login, logout, check]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth store and its actions. */
export function useAuth(): AuthContextValue {
  const ctx = use(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
