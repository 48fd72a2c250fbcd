/** The 404 page for unknown client routes (inside the layout, guards applied). */
import { TEXT } from '../../common/texts.ts';
import { MessageScreen } from './MessageScreen.tsx';
import { PageTitle } from './PageTitle.tsx';

/** "Page not found" with a link back to the problem list. */
export function NotFound() {
  return (
    <>
      <PageTitle>{TEXT.pageTitle.notFound}</PageTitle>
      <MessageScreen title={TEXT.notFound.title} body={TEXT.notFound.body} link={{ to: '/', label: TEXT.notFound.back }} />
    </>
  );
}
