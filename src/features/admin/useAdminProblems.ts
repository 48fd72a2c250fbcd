import { useCallback, useEffect, useState } from 'react';
import type { AdminProblemRow } from '../../../common/contract/index.ts';
import { ADMIN_MSG } from '../../../common/texts/admin.ts';
import { listAdminProblems } from '../../api/admin.ts';
import { useOnline } from '../../data/index.ts';
import { useToast } from '../../ui/toasts.tsx';

/**
 * The admin problem list, fetched from the server on mount (admin screens work online only);
 * a failure shows 'Failed to fetch problems' (spec §8) as a toast and in the page. Offline nothing
 * is asked (the frame says the admin tools need a connection): the list is fetched once the
 * connection comes back, and a request the lost connection cut short is not reported as a failure.
 * @returns `rows` (null until loaded), `failed` (the last load failed), `setRows` (a screen's own
 *   change to the list after the server made it)
 */
export function useAdminProblems() {
  const toast = useToast();
  const online = useOnline();
  const [rows, setRows] = useState<AdminProblemRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const loaded = rows !== null;

  const load = useCallback(
    () =>
      listAdminProblems().then(
        (list) => {
          setRows(list);
          setFailed(false);
        },
        () => {
          if (!navigator.onLine) return;
          setFailed(true);
          toast.show({ kind: 'error', text: ADMIN_MSG.listFailed });
        },
      ),
    [toast],
  );

  useEffect(() => {
    if (!online || loaded) return;
    void load();
  }, [online, loaded, load]);

  return { rows, failed, setRows };
}
