/** The placeholder of routes without a screen, and the 404 page (inside the layout, guards applied). */
import { TEXT } from '../../common/texts.ts';
import { MessageScreen } from './MessageScreen.tsx';

/** "This screen is coming soon" page. */
export function ComingSoon() {
  return <MessageScreen title={TEXT.comingSoon.title} body={TEXT.comingSoon.body} link={{ to: '/', label: TEXT.comingSoon.back }} />;
}

/** 404 page for unknown client routes. */
export function NotFound() {
  return <MessageScreen title={TEXT.notFound.title} body={TEXT.notFound.body} link={{ to: '/', label: TEXT.notFound.back }} />;
}
