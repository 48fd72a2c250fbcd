import { useCallback, useEffect, useState } from 'react';
import type { AdminProblemRow } from '../../../common/contract/index.ts';
import { ADMIN_MSG } from '../../../common/texts/admin.ts';
import { listAdminProblems } from '../../api/admin.ts';
import { useToast } from '../../ui/toasts.tsx';

/**
 * The admin problem list, fetched from the server on mount (admin screens work online only);
 * a failure shows 'Failed to fetch problems' (spec §8) as a toast and in the page.
 */
export function useAdminProblems() {
  const toast = useToast();
  const [rows, setRows] = useState<AdminProblemRow[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    () =>
      listAdminProblems().then(
        (list) => {
          setRows(list);
          setFailed(false);
        },
        () => {
          setFailed(true);
          toast.show({ kind: 'error', text: ADMIN_MSG.listFailed });
        },
      ),
    [toast],
  );

  useEffect(() => {
    void load();
  }, [load]);

  return { rows, failed, setRows };
}
