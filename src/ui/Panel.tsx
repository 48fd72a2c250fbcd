/** A titled side panel (a bordered card whose heading names its region). */
import { useId, type ReactNode } from 'react';

/**
 * @param title the panel's heading (an h2) and the region's accessible name
 * @param children the panel's content
 */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="card card-border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4">
        <h2 id={id} className="card-title text-base">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
