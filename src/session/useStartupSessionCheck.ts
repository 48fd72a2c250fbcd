/**
 * The auth store's start-up: the user cached on this device is shown at once, the start-up session
 * check's answer then wins (a failure keeps the cached user), and a start without network checks
 * the session on the first `online` event.
 */
import { startTransition, useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useCurrentUser } from '../data/index.ts';
import { authErrorText, type AuthAction } from './auth-state.ts';
import { checkWithServer, takeStartupCheck, type ListRefresh } from './session-check.ts';

/** What the session hooks share with `AuthProvider`. */
export interface SessionHooksContext {
  dispatch: Dispatch<AuthAction>;
  /** Counts register/login/logout calls: a check begun before one of them is stale. */
  actions: RefObject<number>;
  /** Runs the refresh of the lists after a sign-in (the app schedules it). */
  refreshLists: ListRefresh;
}

/** The start-up check (taken from `startSessionCheck` when it was sent before the first render). */
function useStartupCheck({ dispatch, actions, refreshLists }: SessionHooksContext, showingCachedRef: RefObject<boolean>, setOfflineAtStart: Dispatch<SetStateAction<boolean>>): void {
  useEffect(() => {
    // The state already says loading, so no pending dispatch.
    let cancelled = false;
    const startedAt = actions.current;
    const stale = () => cancelled || actions.current !== startedAt;
    // The answer renders the opened screen for the first time: a transition, so React renders it in
    // slices of a few ms instead of one long task.
    void checkWithServer(refreshLists, stale, takeStartupCheck()).then(
      (result) => {
        if (stale()) return;
        startTransition(() => {
          if (result === 'offline') {
            setOfflineAtStart(true);
            dispatch({ type: 'unverifiable' });
          } else dispatch({ type: 'fulfilled', user: result });
        });
      },
      (error: unknown) => {
        if (stale()) return;
        // The cached user stays when the server could not answer properly.
        startTransition(() => {
          if (showingCachedRef.current) {
            console.warn('auth: the session check failed; continuing as the cached user:', error);
            dispatch({ type: 'unverifiable' });
          } else dispatch({ type: 'rejected', error: authErrorText(error) });
        });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [dispatch, actions, refreshLists, showingCachedRef, setOfflineAtStart]);
}

/** Offline at start-up: the session is checked once the connection comes back (one check at a time). */
function useCheckWhenOnline({ dispatch, actions, refreshLists }: SessionHooksContext, offlineAtStart: boolean, setOfflineAtStart: Dispatch<SetStateAction<boolean>>): void {
  useEffect(() => {
    if (!offlineAtStart) return;
    let cancelled = false;
    let running = false;
    const onOnline = () => {
      if (running) return;
      running = true;
      const startedAt = actions.current;
      const stale = () => cancelled || actions.current !== startedAt;
      void checkWithServer(refreshLists, stale).then(
        (result) => {
          running = false;
          // Still no answer: the next `online` event tries again.
          if (stale() || result === 'offline') return;
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
  }, [offlineAtStart, dispatch, actions, refreshLists, setOfflineAtStart]);
}

/**
 * A user cached on this device is shown at once, without waiting for the session check; offline
 * at start-up with nobody cached: continue signed out. (Once Dexie has answered.)
 */
function useCachedUserFirst({ dispatch }: SessionHooksContext, checked: boolean, offlineAtStart: boolean, showingCachedRef: RefObject<boolean>): void {
  const cachedUser = useCurrentUser();
  useEffect(() => {
    if (checked || cachedUser === undefined) return;
    if (cachedUser) {
      showingCachedRef.current = true;
      dispatch({ type: 'fulfilled', user: cachedUser, fromCache: true });
    } else if (offlineAtStart) {
      dispatch({ type: 'fulfilled', user: null });
    }
  }, [offlineAtStart, cachedUser, checked, dispatch, showingCachedRef]);
}

/**
 * Runs the auth store's start-up (see the module comment).
 * @param checked the store's `checked` flag (the cached user is shown only before the check answered)
 */
export function useStartupSessionCheck(ctx: SessionHooksContext, checked: boolean): void {
  /** True once the user cached on this device is shown while the start-up check runs. */
  const showingCachedRef = useRef(false);
  // Start-up check that failed for lack of network: resolved with the cached user.
  const [offlineAtStart, setOfflineAtStart] = useState(false);
  useStartupCheck(ctx, showingCachedRef, setOfflineAtStart);
  useCheckWhenOnline(ctx, offlineAtStart, setOfflineAtStart);
  useCachedUserFirst(ctx, checked, offlineAtStart, showingCachedRef);
}
