/**
 * Pure rules of the profile's statistics: the submission heat map (spec §2.11, §9: the past 365
 * days, colour bands 0, 1–2, 3–4, 5–6, 7 or more), the solved donut (solved out of total per
 * difficulty) and the progress by topic. Days are the learner's local calendar days.
 */
import { TOPICS, topicsOf, type ProblemSummary, type Topic } from '../../../common/contract/index.ts';
import { localDayKey } from '../../../common/domain/calendar.ts';

/** Days the heat map covers, today included. */
export const HEATMAP_DAYS = 365;

/** Colour band of a day's submission count: 0 (none), 1 (1–2), 2 (3–4), 3 (5–6), 4 (7 or more). */
export type HeatBand = 0 | 1 | 2 | 3 | 4;

/** @returns the §9 band of `count` submissions */
export function heatBand(count: number): HeatBand {
  if (count <= 0) return 0;
  if (count <= 2) return 1;
  if (count <= 4) return 2;
  if (count <= 6) return 3;
  return 4;
}

/** One cell of the heat map. `day` is `YYYY-MM-DD` (local). */
export interface HeatCell {
  day: string;
  count: number;
  band: HeatBand;
}

/** The heat map: week columns (Sunday first; `null` pads the first and last week), the total shown. */
export interface Heatmap {
  weeks: (HeatCell | null)[][];
  /** Submissions inside the covered days. */
  total: number;
}

/**
 * Buckets submission times into the past {@link HEATMAP_DAYS} local days ending on `today`.
 * @param createdAt ISO timestamps (any order; those outside the range are ignored)
 */
export function buildHeatmap(createdAt: readonly string[], today: Date): Heatmap {
  const counts = new Map<string, number>();
  for (const iso of createdAt) {
    const t = Date.parse(iso);
    if (Number.isNaN(t)) continue;
    const key = localDayKey(new Date(t));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (HEATMAP_DAYS - 1));
  const weeks: (HeatCell | null)[][] = [];
  let week: (HeatCell | null)[] = Array.from({ length: first.getDay() }, () => null);
  let total = 0;
  for (let i = 0; i < HEATMAP_DAYS; i++) {
    const d = new Date(first.getFullYear(), first.getMonth(), first.getDate() + i);
    const day = localDayKey(d);
    const count = counts.get(day) ?? 0;
    total += count;
    week.push({ day, count, band: heatBand(count) });
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return { weeks, total };
}

/** Solved out of total for one difficulty; `share` in [0, 1] (0 when there are no problems). */
export interface SolvedShare {
  difficulty: 'easy' | 'medium' | 'hard';
  solved: number;
  total: number;
  share: number;
}

/** The donut's three shares: per difficulty, solved problems out of all problems. */
export function solvedShares(problems: readonly { _id: string; difficulty: string }[], solvedIds: ReadonlySet<string>): SolvedShare[] {
  return (['easy', 'medium', 'hard'] as const).map((difficulty) => {
    const of = problems.filter((p) => p.difficulty === difficulty);
    const solved = of.filter((p) => solvedIds.has(p._id)).length;
    return { difficulty, solved, total: of.length, share: of.length ? solved / of.length : 0 };
  });
}

/** One row of the progress by topic: solved problems of the topic out of all of the topic's. */
export interface TopicProgress {
  topic: Topic;
  solved: number;
  total: number;
}

/**
 * Progress per topic of the library: for each topic some problem carries (catalogue order, TOPICS),
 * how many of its problems the learner solved. A problem of several topics counts in each.
 */
export function topicProgress(problems: readonly Pick<ProblemSummary, '_id' | 'tags' | 'topics'>[], solvedIds: ReadonlySet<string>): TopicProgress[] {
  const rows = new Map<Topic, TopicProgress>(TOPICS.map((topic) => [topic, { topic, solved: 0, total: 0 }]));
  for (const p of problems) {
    for (const t of topicsOf(p)) {
      const row = rows.get(t)!;
      row.total++;
      if (solvedIds.has(p._id)) row.solved++;
    }
  }
  return [...rows.values()].filter((r) => r.total > 0);
}

/**
 * Splits the edit form's comma-separated text into the list the API takes (spec §5: split on
 * commas, not trimmed; empty entries are left out).
 */
export function splitList(text: string): string[] {
  return text.split(',').filter((s) => s.trim() !== '');
}
