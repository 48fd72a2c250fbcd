/**
 * The auth store's actions: register, login, logout and a session check on demand. Each marks the
 * store loading, then records the user the server returned (or the failure's text).
 */
import { useCallback } from 'react';
import * as authApi from '../api/auth.ts';
import type { LoginBody, PublicUser, RegisterBody } from '../../common/contract/index.ts';
import { setSignedOut } from '../data/index.ts';
import { authErrorText, type AuthResult } from './auth-state.ts';
import { checkWithServer, isOfflineError, recordSignedIn, writeLogoutPending } from './session-check.ts';
import type { SessionHooksContext } from './useStartupSessionCheck.ts';
import { forgetLoadedProfile } from './useProfile.ts';

/** The actions `useAuth` offers. */
export interface AuthActions {
  register: (body: RegisterBody) => Promise<AuthResult>;
  login: (body: LoginBody) => Promise<AuthResult>;
  /** Logs out (server + this device). `discardUnsynced` also deletes this user's unsynced changes. */
  logout: (opts?: { discardUnsynced?: boolean }) => Promise<AuthResult>;
  check: () => Promise<AuthResult>;
}

/**
 * The auth store's actions (see the module comment); each keeps its identity while its inputs do.
 * @param shownUser the user the store shows now (an offline `check` keeps it)
 */
export function useAuthActions({ dispatch, actions, refreshLists }: SessionHooksContext, shownUser: PublicUser | null): AuthActions {
  const run = useCallback(
    async (call: () => Promise<PublicUser | null>): Promise<AuthResult> => {
      dispatch({ type: 'pending' });
      try {
        const user = await call();
        dispatch({ type: 'fulfilled', user });
        return { ok: true };
      } catch (error) {
        const text = authErrorText(error);
        dispatch({ type: 'rejected', error: text });
        return { ok: false, error: text };
      }
    },
    [dispatch],
  );

  /** Register and login end the same way: the returned user becomes the signed-in one. */
  const signIn = useCallback(
    (call: () => Promise<{ user: PublicUser | null }>) =>
      run(async () => {
        actions.current++;
        const { user } = await call();
        writeLogoutPending(false);
        await recordSignedIn(user, 'always', refreshLists);
        return user;
      }),
    [run, actions, refreshLists],
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
    [run, actions],
  );
  const check = useCallback(
    () =>
      run(async () => {
        const result = await checkWithServer(refreshLists);
        // Offline: keep whoever is signed in now.
        return result === 'offline' ? shownUser : result;
      }),
    [run, refreshLists, shownUser],
  );
  return { register, login, logout, check };
}
