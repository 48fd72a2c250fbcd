/** /sorry (spec §2.10): feature-not-available page with a Go Back link to /contest. */
import { CONTEST_TEXT } from '../../../common/texts/contest.ts';
import { MessageScreen } from '../../ui/MessageScreen.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';

/** The "feature not available" page. */
export function SorryPage() {
  return (
    <>
      <PageTitle>{CONTEST_TEXT.pageTitle.sorry}</PageTitle>
      <MessageScreen title={CONTEST_TEXT.sorry.title} body={CONTEST_TEXT.sorry.body} link={{ to: '/contest', label: CONTEST_TEXT.sorry.back }} />
    </>
  );
}
