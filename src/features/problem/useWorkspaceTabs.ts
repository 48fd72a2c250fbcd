/**
 * Which tab each pane of the problem page shows: the left pane opens on Description, the right
 * pane on Code; a Run or a submission switches the right pane to its results.
 */
import { useRef, useState } from 'react';

/** The left pane's tabs. */
export type LeftTab = 'description' | 'editorial' | 'solutions' | 'submissions' | 'chat' | 'notes';
/** The right pane's tabs. */
export type RightTab = 'code' | 'testcase' | 'result';

/**
 * @returns the selected tab of each pane and its setter, `rightPaneRef` (for the right pane's
 *   element) and `showResults(tab)`, which selects a right-pane tab and, on stacked (mobile)
 *   layouts (viewport up to 1023 CSS px wide), scrolls the right pane into view
 */
export function useWorkspaceTabs() {
  const [leftTab, setLeftTab] = useState<LeftTab>('description');
  const [rightTab, setRightTab] = useState<RightTab>('code');
  const rightPaneRef = useRef<HTMLElement>(null);

  const showResults = (tab: RightTab) => {
    setRightTab(tab);
    if (window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => rightPaneRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
    }
  };

  return { leftTab, setLeftTab, rightTab, setRightTab, rightPaneRef, showResults };
}
