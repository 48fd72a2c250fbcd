/**
 * The signed-in user's profile (spec §7 getProfile: "called on page load and whenever the user
 * changes"). Kept as a small hook so it can be swapped for a Dexie live query later.
 */
import { useEffect, useState } from 'react';
import { getProfile } from '../api/auth.ts';
import type { Profile } from '../../common/contract/index.ts';
import { saveProfile, useCachedProfile } from '../data/index.ts';

/**
 * Loads the profile of `userId` (null when signed out) and caches it in Dexie; until it loads
 * (or when offline) the cached copy is used. Nothing cached: null (the fallback avatar).
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

  if (loaded && loaded.userId === userId) return loaded.profile;
  return userId && cached ? cached : null;
}
