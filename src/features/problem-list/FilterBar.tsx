/** The problem list's filters: the title search and the status, difficulty, tag and topic selects. */
import { memo } from 'react';
import { DIFFICULTIES, TAGS, type Topic } from '../../../common/contract/index.ts';
import { TEXT } from '../../../common/texts.ts';
import type { ProblemFilters } from './list.ts';
import type { SetListParam } from './useListParams.ts';
import { PROBLEM_LIST_TEXT } from '../../../common/texts/problem-list.ts';

/** A labelled small select of one filter. */
function FilterSelect({ id, label, value, onChange, options }: { id: string; label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[] }) {
  return (
    <label className="flex flex-col gap-1" htmlFor={id}>
      <span className="text-xs font-medium uppercase tracking-wide text-base-content/60">{label}</span>
      <select id={id} className="select select-sm w-full sm:w-48" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The filter section; each change is written to the URL through `setParam`.
 * @param topics the topics the library's problems carry (the topic select offers only these)
 */
function FilterBarView({ filters, setParam, topics }: { filters: ProblemFilters; setParam: SetListParam; topics: readonly Topic[] }) {
  return (
    <section aria-label={PROBLEM_LIST_TEXT.filters} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <label className="flex flex-col gap-1 sm:basis-full" htmlFor="filter-query">
        <span className="text-xs font-medium uppercase tracking-wide text-base-content/60">{PROBLEM_LIST_TEXT.search}</span>
        <input
          id="filter-query"
          type="search"
          className="input input-sm w-full"
          placeholder={PROBLEM_LIST_TEXT.searchPlaceholder}
          maxLength={100}
          value={filters.query}
          onChange={(e) => setParam('q', e.target.value)}
        />
      </label>
      <FilterSelect
        id="filter-status"
        label={PROBLEM_LIST_TEXT.status}
        value={filters.status}
        onChange={(v) => setParam('status', v)}
        options={[
          { value: 'all', label: PROBLEM_LIST_TEXT.statusAll },
          { value: 'solved', label: PROBLEM_LIST_TEXT.statusSolved },
        ]}
      />
      <FilterSelect
        id="filter-difficulty"
        label={PROBLEM_LIST_TEXT.difficulty}
        value={filters.difficulty}
        onChange={(v) => setParam('difficulty', v)}
        options={[{ value: 'all', label: PROBLEM_LIST_TEXT.difficultyAll }, ...DIFFICULTIES.map((d) => ({ value: d, label: TEXT.difficulty[d] ?? d }))]}
      />
      <FilterSelect
        id="filter-tags"
        label={PROBLEM_LIST_TEXT.tags}
        value={filters.tags}
        onChange={(v) => setParam('tags', v)}
        options={[{ value: 'all', label: PROBLEM_LIST_TEXT.tagsAll }, ...TAGS.map((t) => ({ value: t, label: TEXT.tag[t] ?? t }))]}
      />
      <FilterSelect
        id="filter-topic"
        label={PROBLEM_LIST_TEXT.topic}
        value={filters.topic}
        onChange={(v) => setParam('topic', v)}
        options={[{ value: 'all', label: PROBLEM_LIST_TEXT.topicAll }, ...topics.map((t) => ({ value: t, label: t }))]}
      />
    </section>
  );
}

/** {@link FilterBarView}, rendered again only when its props change (the list's data re-renders the page). */
export const FilterBar = memo(FilterBarView);
