/** What a tab of the problem page shows while its chunk loads. */
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { Spinner } from '../../ui/Spinner.tsx';

/** A spinner labelled "loading" for a tab's `Suspense` fallback. */
export function TabLoading() {
  return <Spinner label={PROBLEM_TEXT.workspace.loading} />;
}
