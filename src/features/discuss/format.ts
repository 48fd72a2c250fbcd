/**
 * Pure helpers of the Discuss screen: the date format and the topic tabs.
 */
import { DISCUSSION_TOPICS, type DiscussionTopic } from '../../../common/contract/index.ts';
import { DISCUSS_TEXT } from '../../../common/texts/discuss.ts';

/**
 * A discussion's date as day-month-year (spec §2.8: "the ISO date shown reversed"), in the
 * learner's time zone, e.g. `2025-06-14T10:00:00Z` → `14-06-2025`.
 * @param iso an ISO 8601 time
 * @returns `DD-MM-YYYY`, or '' when `iso` is not a date
 */
export function formatDayMonthYear(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
}

/** Key of a topic tab: `all` (For you) or a topic. */
export type TopicTab = 'all' | DiscussionTopic;

/** The topic tabs in order (spec §2.8): For you (all), then the five topics. */
export const TOPIC_TABS: ReadonlyArray<{ key: TopicTab; label: string }> = [{ key: 'all', label: DISCUSS_TEXT.discuss.forYou }, ...DISCUSSION_TOPICS.map((t) => ({ key: t, label: t }))];

/** The discussions of a tab (all of them for `all`), in their given order. */
export function filterByTopic<T extends { topic: string }>(list: readonly T[], tab: TopicTab): T[] {
  return tab === 'all' ? [...list] : list.filter((d) => d.topic === tab);
}
