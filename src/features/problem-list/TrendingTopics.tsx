/**
 * The 'Trending Topics' panel (spec §2.3): one chip per topic of the library with the number of
 * problems that carry it (a problem carries one or more; topics no problem carries have no chip);
 * a chip filters the list by its topic (again: shows all).
 */
import type { Topic } from '../../../common/contract/index.ts';
import { Panel } from '../../ui/Panel.tsx';
import type { TopicChip } from './list.ts';
import { PROBLEM_LIST_TEXT } from '../../../common/texts/problem-list.ts';

/**
 * @param chips the library's topics with their counts (list.ts `trendingTopics`; counts ignore the filters)
 * @param active the topic the list is filtered by, or 'all'
 * @param onSelect called with the topic to filter by, or 'all' to clear
 */
export function TrendingTopics({ chips, active, onSelect }: { chips: readonly TopicChip[]; active: Topic | 'all'; onSelect: (topic: Topic | 'all') => void }) {
  return (
    <Panel title={PROBLEM_LIST_TEXT.trending}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const pressed = chip.topic === active;
          return (
            <li key={chip.topic}>
              <button
                type="button"
                className={`badge h-auto cursor-pointer gap-1.5 py-1 ${pressed ? 'badge-primary' : 'badge-outline'}`}
                aria-pressed={pressed}
                title={pressed ? PROBLEM_LIST_TEXT.topicActive(chip.topic) : PROBLEM_LIST_TEXT.topicFilter(chip.topic, chip.count)}
                onClick={() => onSelect(pressed ? 'all' : chip.topic)}
              >
                <span>{chip.topic}</span>
                <span className="font-mono text-xs opacity-80">{chip.count}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
