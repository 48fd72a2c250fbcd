/**
 * `useNearViewport`: whether an element has come near the viewport yet, with an
 * `IntersectionObserver` (the "load on visibility" pattern). The problem page creates its editor
 * only then: on a phone the editor sits below the statement, and a learner who reads first never
 * waits for it while the statement loads.
 */
import { useCallback, useEffect, useState } from 'react';

/** How far outside the viewport an element counts as near (px): about a screen's scroll ahead. */
export const NEAR_VIEWPORT_MARGIN_PX = 400;

/**
 * @param enabled observe only while true (false: report not near, observe nothing)
 * @returns `near` turns true the first time the element given to `track` (a callback ref) is within
 *   {@link NEAR_VIEWPORT_MARGIN_PX} of the viewport (or at once where `IntersectionObserver` is
 *   missing) and then stays true; `reveal()` makes it true from an event (a tap or focus on the
 *   element before it was observed near).
 */
export function useNearViewport(enabled = true): { near: boolean; track: (element: Element | null) => void; reveal: () => void } {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    if (!enabled || near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, near, element]);
  const reveal = useCallback(() => setNear(true), []);
  return { near, track: setElement, reveal };
}
