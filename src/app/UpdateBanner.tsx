/** The "new version" banner of `UpdatePrompt.tsx`: Reload (flushes drafts, then activates the waiting worker) or Later. */
import { TEXT } from '../../common/texts.ts';

/**
 * @param onReload called by Reload
 * @param onLater called by Later (the banner goes until the next update check)
 */
export default function UpdateBanner({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <div className="toast toast-center toast-bottom z-50">
      <div role="alert" className="alert alert-info shadow-lg">
        <span>{TEXT.update.available} —</span>
        <div className="flex gap-2">
          <button type="button" className="btn btn-sm btn-primary" onClick={onReload}>
            {TEXT.update.reload}
          </button>
          <button type="button" className="btn btn-sm btn-ghost" onClick={onLater}>
            {TEXT.update.later}
          </button>
        </div>
      </div>
    </div>
  );
}
