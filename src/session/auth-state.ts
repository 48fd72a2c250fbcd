/**
 * The auth store's state and its pure reducer (spec §3 "Auth state", §4 transitions).
 */
import { serverMessage } from '../api/errors.ts';
import { MSG, type PublicUser } from '../../common/contract/index.ts';

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

/** What happened to the session: an action began, ended with a user, failed, or could not be checked. */
export type AuthAction =
  | { type: 'pending' }
  | { type: 'fulfilled'; user: PublicUser | null; fromCache?: boolean }
  | { type: 'rejected'; error: string }
  | { type: 'unverifiable' };

/** Initial state: loading, because the app starts with a session check. */
export const initialAuthState: AuthState = { user: null, error: null, isAuthenticated: false, loading: true, checked: false, verified: false };

/** Pure reducer of the auth store (spec §4 transitions). */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
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
