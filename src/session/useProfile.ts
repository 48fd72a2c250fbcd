/**
 * The signed-in user's profile (spec §7 getProfile: "called on page load and whenever the user
 * changes"), read through the Dexie copy so every screen sees a change as soon as it is saved.
 *
 * The profile is asked for once per page load and signed-in user, however many screens show it
 * (the nav bar, the profile, the premium card share one request), and only with a connection:
 * offline the cached copy is shown and the request waits for the connection to come back.
 */
import { useEffect, useState } from 'react';
import { getProfile } from '../api/auth.ts';
import type { Profile } from '../../common/contract/index.ts';
import { saveProfile, useCachedProfile, useOnline } from '../data/index.ts';

/** The profile request of this page load: whose it is and its answer. */
let asked: { userId: string; request: Promise<Profile> } | null = null;

/**
 * Asks the server for the signed-in user's profile once per page load and caches it in Dexie:
 * a further call for the same user shares the first request (a failed request is asked again on
 * the next call, e.g. once the connection is back).
 * @param userId the signed-in user the profile belongs to
 * @returns the profile
 * @throws what `GET /api/userauth/getProfile` throws (offline, 401 when the session ended …)
 */
export function loadProfile(userId: string): Promise<Profile> {
  if (asked?.userId === userId) return asked.request;
  const request = getProfile().then((profile) => {
    void saveProfile(profile).catch(() => undefined);
    return profile;
  });
  const entry = { userId, request };
  asked = entry;
  request.catch(() => {
    if (asked === entry) asked = null;
  });
  return request;
}

/**
 * Forgets the profile asked for in this page load, so the next {@link loadProfile} asks again:
 * called when the signed-in user changes or signs out (their cached profile is cleared).
 */
export function forgetLoadedProfile(): void {
  asked = null;
}

/**
 * The profile of `userId` (null when signed out): the cached copy (live: a saved change shows at
 * once) when it is this user's, else the one loaded by {@link loadProfile} (asked for when online).
 * Nothing yet: null (the fallback avatar).
 */
export function useProfile(userId: string | null): Profile | null {
  const [loaded, setLoaded] = useState<{ userId: string; profile: Profile } | null>(null);
  const cached = useCachedProfile();
  const online = useOnline();

  useEffect(() => {
    if (!userId || !online) return;
    let cancelled = false;
    loadProfile(userId).then(
      (profile) => {
        if (!cancelled) setLoaded({ userId, profile });
      },
      () => {
        // Nav bar falls back to the generic avatar; the profile screen reports load errors.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [userId, online]);

  // The Dexie copy is the newest once saved (a screen that changed the profile saves it there).
  if (userId && cached && cached._id === userId) return cached;
  if (loaded && loaded.userId === userId) return loaded.profile;
  return null;
}
