/** Loading indicators. */
import { TEXT } from '../../common/texts.ts';

/** Full-screen spinner shown during the start-up session check (spec §2.1). */
export function FullScreenSpinner({ label = TEXT.loading }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Inline spinner for a pane or a section. */
export function Spinner({ label = TEXT.loading, className = '' }: { label?: string; className?: string }) {
  return (
    <div className={`flex items-center justify-center gap-3 p-8 ${className}`} role="status" aria-live="polite">
      <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
      <span className="text-base-content/70">{label}</span>
    </div>
  );
}
