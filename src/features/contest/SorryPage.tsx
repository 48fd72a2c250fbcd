/** /sorry (spec §2.10): feature-not-available page with a Go Back link to /contest. */
import { TEXT } from '../../../common/texts.ts';
import { MessageScreen } from '../../ui/MessageScreen.tsx';

/** The "feature not available" page. */
export function SorryPage() {
  return <MessageScreen title={TEXT.sorry.title} body={TEXT.sorry.body} link={{ to: '/contest', label: TEXT.sorry.back }} />;
}
