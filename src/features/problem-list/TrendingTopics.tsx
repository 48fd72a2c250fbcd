/**
 * The 'Trending Topics' panel (spec §2.3): one chip per topic with the number of problems that
 * carry it, derived from the list; a chip filters the list by its tag (again: shows all).
 * Topics no problem carries show 0 and filter nothing.
 */
import { TEXT } from '../../../common/texts.ts';
import type { ProblemSummary, Tag } from '../../../common/contract/index.ts';
import { Panel } from '../../ui/Panel.tsx';
import { trendingTopics } from './list.ts';
import { PROBLEM_LIST_TEXT } from '../../../common/texts/problem-list.ts';

/**
 * @param problems the whole list (counts ignore the filters)
 * @param active the tag the list is filtered by, or 'all'
 * @param onSelect called with the tag to filter by, or 'all' to clear
 */
export function TrendingTopics({ problems, active, onSelect }: { problems: readonly ProblemSummary[]; active: Tag | 'all'; onSelect: (tag: Tag | 'all') => void }) {
  return (
    <Panel title={PROBLEM_LIST_TEXT.trending}>
      <ul className="flex flex-wrap gap-2">
        {trendingTopics(problems).map((chip) => {
          const label = TEXT.tag[chip.topic] ?? chip.topic;
          const pressed = chip.tag !== null && chip.tag === active;
          return (
            <li key={chip.topic}>
              <button
                type="button"
                className={`badge h-auto gap-1.5 py-1 ${pressed ? 'badge-primary' : 'badge-outline'} ${chip.tag ? 'cursor-pointer' : 'opacity-60'}`}
                disabled={chip.tag === null}
                aria-pressed={chip.tag === null ? undefined : pressed}
                title={pressed ? PROBLEM_LIST_TEXT.topicActive(label) : PROBLEM_LIST_TEXT.topicFilter(label, chip.count)}
                onClick={() => chip.tag && onSelect(pressed ? 'all' : chip.tag)}
              >
                <span>{label}</span>
                <span className="font-mono text-xs opacity-80">{chip.count}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
