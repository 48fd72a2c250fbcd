/**
 * The profile screen's refresh of the learner's submissions and discussions: once per learner
 * (not per copy of the user: the session check replaces the cached one) and whenever the
 * connection comes back. The discussions refresh is shared with `useUserDiscussions`.
 */
import { useEffect, useState } from 'react';
import { describeError } from '../../api/errors.ts';
import { refreshUserDiscussions, refreshUserSubmissions, useOnline } from '../../data/index.ts';

/**
 * Refreshes `userId`'s submissions and discussions while online.
 * @returns the last refresh's error text, null when it succeeded or none ran yet
 */
export function useProfileRefresh(userId: string | undefined): string | null {
  const online = useOnline();
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    if (!online || !userId) return;
    Promise.all([refreshUserSubmissions(), refreshUserDiscussions(userId)]).then(
      () => setLoadError(null),
      (e: unknown) => setLoadError(describeError(e, '')),
    );
  }, [online, userId]);
  return loadError;
}
