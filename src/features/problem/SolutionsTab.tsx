/**
 * Solutions tab (spec §2.5): the reference solution per language, or the locked text when the
 * server did not send any (it sends them only after the user solved the problem, or to admins).
 */
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { PROBLEM_MSG } from '../../../common/texts/problem-messages.ts';
import type { ProblemDetail } from '../../../common/contract/index.ts';

/** The Solutions tab. */
export function SolutionsTab({ problem }: { problem: ProblemDetail }) {
  const solutions = problem.referenceSolution.filter((s) => s.completeCode.trim() !== '');
  if (solutions.length === 0) return <p className="py-6 text-center text-base-content/70">{PROBLEM_MSG.solutionsLocked}</p>;
  return (
    <div className="flex flex-col gap-6">
      {solutions.map((s) => (
        <section key={s.language} className="flex flex-col gap-2">
          <h2 className="font-semibold">{PROBLEM_TEXT.workspace.referenceSolution(PROBLEM_TEXT.workspace.languageNames[s.language])}</h2>
          <pre className="overflow-x-auto rounded-box bg-base-200 p-3 font-mono text-sm">
            <code>{s.completeCode}</code>
          </pre>
        </section>
      ))}
    </div>
  );
}
