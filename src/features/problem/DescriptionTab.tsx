/** Description tab (spec §2.5): title, difficulty, tag, statement, numbered examples. */
import { DifficultyBadge, TagBadge } from '../../ui/badges.tsx';
import { InlineText } from '../../ui/RichText.tsx';
import { Statement } from '../../ui/Statement.tsx';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import type { ReactNode } from 'react';
import type { ProblemDetail } from '../../../common/contract/index.ts';

/** Renders a test case's text exactly (whitespace kept). */
export function Mono({ text, label }: { text: string; label?: string }) {
  return (
    <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-box bg-base-200 px-3 py-2 font-mono text-sm" aria-label={label}>
      {text === '' ? ' ' : text.replace(/\n$/, '')}
    </pre>
  );
}

/** The Description tab. */
export function DescriptionTab({ problem, actions }: { problem: ProblemDetail; actions?: ReactNode }) {
  return (
    <article className="flex flex-col gap-4">
      <header className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h1 className="text-2xl font-bold">{problem.title}</h1>
          {actions}
        </div>
        <div className="flex flex-wrap gap-2">
          <DifficultyBadge difficulty={problem.difficulty} />
          <TagBadge tag={problem.tags} />
        </div>
      </header>
      <Statement html={problem.descriptionHtml} text={problem.description} />
      <ol className="flex flex-col gap-4">
        {problem.visibleTestCases.map((tc, i) => (
          <li key={i} className="flex flex-col gap-2">
            <h2 className="font-semibold">{PROBLEM_TEXT.workspace.example(i + 1)}</h2>
            <div className="flex flex-col gap-2 border-l-2 border-base-300 pl-3 text-sm">
              <div>
                <span className="font-medium">{PROBLEM_TEXT.workspace.input}</span>
                <Mono text={tc.input} />
              </div>
              <div>
                <span className="font-medium">{PROBLEM_TEXT.workspace.output}</span>
                <Mono text={tc.output} />
              </div>
              {tc.explanation.trim() !== '' && (
                <p className="pj-prose whitespace-pre-line">
                  <span className="font-medium">{PROBLEM_TEXT.workspace.explanation}</span> <InlineText text={tc.explanation.trim()} />
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </article>
  );
}
