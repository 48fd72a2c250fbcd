/**
 * The signed-in user's profile (spec §7 getProfile: "called on page load and whenever the user
 * changes"), read through the Dexie copy so every screen sees a change as soon as it is saved.
 */
import { useEffect, useState } from 'react';
import { getProfile } from '../api/auth.ts';
import type { Profile } from '../../common/contract/index.ts';
import { saveProfile, useCachedProfile } from '../data/index.ts';

/**
 * Loads the profile of `userId` (null when signed out) and caches it in Dexie; the cached copy
 * (live: a saved change shows at once) is used when it is this user's, else the loaded one.
 * Nothing yet: null (the fallback avatar).
 */
export function useProfile(userId: string | null): Profile | null {
  const [loaded, setLoaded] = useState<{ userId: string; profile: Profile } | null>(null);
  const cached = useCachedProfile();

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    getProfile().then(
      (profile) => {
        if (!cancelled) setLoaded({ userId, profile });
        void saveProfile(profile).catch(() => undefined);
      },
      () => {
        // Nav bar falls back to the generic avatar; the profile screen reports load errors.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [userId]);

  // The Dexie copy is the newest once saved (a screen that changed the profile saves it there).
  if (userId && cached && cached._id === userId) return cached;
  if (loaded && loaded.userId === userId) return loaded.profile;
  return null;
}
