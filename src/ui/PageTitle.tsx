/** The document title of a screen, by React 19's document metadata. */
import { TEXT } from '../../common/texts.ts';

/**
 * Renders `<title>` with the screen's title and the brand ("Two Sum — Pocket Judge"). React
 * hoists it into `<head>` wherever the screen renders it, and removes it when the screen
 * unmounts, so each route names its own browser tab and history entry.
 *
 * @param children the screen's own title, one string (React wants one text child in a title)
 */
export function PageTitle({ children }: { children: string }) {
  return <title>{TEXT.documentTitle(children)}</title>;
}
