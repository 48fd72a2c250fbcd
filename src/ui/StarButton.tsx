/**
 * The save (star) control (spec §2.3 card, §4 "Save star", §8): instant and offline too — the
 * desired state goes to Dexie and the outbox (`toggleStar`); a new save shows 'Saved successfully'.
 */
import { useState } from 'react';
import { useAuth } from '../session/auth.tsx';
import { TEXT } from '../../common/texts.ts';
import { useToast } from './toasts.tsx';
import { MSG } from '../../common/contract/index.ts';
import { toggleStar } from '../data/index.ts';

/** Star button; `starred` comes from `useStarredIds` / `useIsStarred`. */
export function StarButton({ problemId, starred, title, size = 'btn-sm' }: { problemId: string; starred: boolean; title: string; size?: string }) {
  const { isAuthenticated } = useAuth();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const tooltip = starred ? MSG.unsaveTooltip : MSG.saveTooltip;

  const onClick = async () => {
    if (!isAuthenticated) {
      toast.show({ kind: 'info', text: MSG.notSignedIn, action: { label: TEXT.nav.login, to: '/Login' } });
      return;
    }
    setBusy(true);
    try {
      const now = await toggleStar(problemId);
      if (now) toast.show({ kind: 'success', text: MSG.savedOk });
    } catch {
      toast.show({ kind: 'error', text: MSG.saveFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tooltip tooltip-left" data-tip={tooltip}>
      <button
        type="button"
        className={`btn btn-ghost btn-circle ${size}`}
        aria-label={`${tooltip}: ${title}`}
        aria-pressed={starred}
        disabled={busy}
        onClick={() => void onClick()}
        data-testid="star-button"
      >
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" className={`h-5 w-5 ${starred ? 'text-warning' : 'text-base-content/50'}`} fill={starred ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}
