import * as z from 'zod/mini';
import { lazySchema } from '../contract/lazy.ts';

/**
 * Scoring problems (Kattis `type: scoring`): the hidden test cases form test groups, each worth points,
 * and a submission's score aggregates the groups' scores as Kattis' default grader does
 * (problemtools `default_grader`). Pure: no judge, no database.
 *
 * A test case scores its group's `acceptScore` when accepted, else its `rejectScore`. A group hands the
 * results of its items (test cases and subgroups, in name order) to the grader: the score is their sum
 * (or min, max, average) and the verdict the worst error (or the first error; `always_accept` accepts;
 * `acceptIfAnyAccepted` accepts when any item was accepted). With `onReject: break` the items after the
 * first one not accepted are left out. A submission's full score is the score every test case accepted
 * gives; it is Accepted only at full score.
 */

/** How a group's item scores combine (`grader_flags` sum | min | max | avg). */
export const SCORE_AGGREGATIONS = ['sum', 'min', 'max', 'avg'] as const;
/** How a group's item verdicts combine (`grader_flags` worst_error | first_error | always_accept). */
export const VERDICT_AGGREGATIONS = ['worst_error', 'first_error', 'always_accept'] as const;

/** One test group: its settings and items. */
export const scoringGroupSchema = lazySchema(() => z.object({
  /** Path below `data/`, e.g. `secret` or `secret/group1`. */
  name: z.string().check(z.minLength(1), z.maxLength(300)),
  score: z.enum(SCORE_AGGREGATIONS),
  verdict: z.enum(VERDICT_AGGREGATIONS),
  acceptIfAnyAccepted: z.boolean(),
  /** Score of one of its test cases when accepted. */
  acceptScore: z.number(),
  /** Score of one of its test cases when not accepted. */
  rejectScore: z.number(),
  onReject: z.enum(['break', 'continue']),
  /** Its items in judging order: a number is a test case (index into the hidden test cases), a string the name of a subgroup. */
  items: z.array(z.union([z.int().check(z.gte(0)), z.string()])),
}));
export type ScoringGroup = z.infer<typeof scoringGroupSchema>;

/** A problem's scoring: its groups, the root (`secret`) first. Stored with the problem; null for pass/fail problems. */
export const scoringSchema = lazySchema(() => z.object({
  groups: z.array(scoringGroupSchema).check(z.minLength(1)),
}));
export type Scoring = z.infer<typeof scoringSchema>;

/** One group's result as stored with a submission and shown to the learner. */
export const groupResultSchema = lazySchema(() => z.object({
  /** Path below `data/`, e.g. `secret/group1`. */
  name: z.string(),
  /** The score it got. */
  score: z.number(),
  /** The score it gives when every test case is accepted (its points). */
  maxScore: z.number(),
  /** Judge0 status id of its verdict: 3 Accepted, else the deciding test case's status. */
  statusId: z.int(),
  /** Whether it was judged at all (false: a group before it was rejected with `onReject: break`). */
  judged: z.boolean(),
}));
export type GroupResult = z.infer<typeof groupResultSchema>;

/** A submission's score. */
export interface ScoreResult {
  score: number;
  maxScore: number;
  /** The root group's verdict (status id). */
  statusId: number;
  /** Every group below the root, depth first, in judging order. */
  groups: GroupResult[];
}

/**
 * The Judge0 status ids grading needs (the same as `STATUS` of contract/submission.ts, which imports this
 * module's schemas and so cannot be imported here).
 */
const STATUS = { ACCEPTED: 3, WRONG_ANSWER: 4, TIME_LIMIT: 5, RE_SIGSEGV: 7, RE_OTHER: 12, INTERNAL_ERROR: 13 } as const;

/** Kattis' verdicts from worst to best (worst_error picks the first of these that occurs). */
const SEVERITY = ['JE', 'RTE', 'TLE', 'WA', 'AC'] as const;

/** The Kattis verdict of a Judge0 status id. */
function kattisVerdict(statusId: number): (typeof SEVERITY)[number] {
  if (statusId === STATUS.ACCEPTED) return 'AC';
  if (statusId === STATUS.WRONG_ANSWER) return 'WA';
  if (statusId === STATUS.TIME_LIMIT) return 'TLE';
  if (statusId >= STATUS.RE_SIGSEGV && statusId <= STATUS.RE_OTHER) return 'RTE';
  return 'JE';
}

/** Scores are rounded to this many decimals (averages and fractions of points). */
const SCORE_DECIMALS = 6;
const round = (x: number) => Math.round(x * 10 ** SCORE_DECIMALS) / 10 ** SCORE_DECIMALS;

/** Result of one item handed to a grader. */
interface ItemResult {
  statusId: number;
  score: number;
}

function aggregate(group: ScoringGroup, items: ItemResult[]): ItemResult {
  // problemtools' grade_group: an empty group is accepted with score 0.
  if (items.length === 0) return { statusId: STATUS.ACCEPTED, score: 0 };
  const scores = items.map((r) => r.score);
  const score =
    group.score === 'sum'
      ? scores.reduce((a, b) => a + b, 0)
      : group.score === 'min'
        ? Math.min(...scores)
        : group.score === 'max'
          ? Math.max(...scores)
          : scores.reduce((a, b) => a + b, 0) / scores.length;
  let statusId: number;
  if (group.acceptIfAnyAccepted && items.some((r) => r.statusId === STATUS.ACCEPTED)) statusId = STATUS.ACCEPTED;
  else if (group.verdict === 'always_accept') statusId = STATUS.ACCEPTED;
  else if (group.verdict === 'first_error') statusId = items.find((r) => r.statusId !== STATUS.ACCEPTED)?.statusId ?? STATUS.ACCEPTED;
  else {
    const worst = Math.min(...items.map((r) => SEVERITY.indexOf(kattisVerdict(r.statusId))));
    statusId = items.find((r) => SEVERITY.indexOf(kattisVerdict(r.statusId)) === worst)!.statusId;
  }
  return { statusId, score: round(score) };
}

/**
 * Grades one submission.
 * @param scoring the problem's groups.
 * @param caseStatus the status id of each hidden test case, by index; a missing entry counts as not accepted (Internal Error).
 * @returns the score, the full score, the root's verdict and every subgroup's result.
 * @throws Error when `scoring` names a subgroup it does not define (a corrupt row).
 */
export function gradeScoring(scoring: Scoring, caseStatus: readonly (number | undefined)[]): ScoreResult {
  const full = run(scoring, () => STATUS.ACCEPTED);
  const got = run(scoring, (i) => caseStatus[i] ?? STATUS.INTERNAL_ERROR);
  return {
    score: got.root.score,
    maxScore: full.root.score,
    statusId: got.root.statusId,
    groups: scoring.groups.slice(1).map((g) => {
      const r = got.byName.get(g.name);
      return { name: g.name, score: r?.score ?? 0, maxScore: full.byName.get(g.name)!.score, statusId: r?.statusId ?? STATUS.INTERNAL_ERROR, judged: r !== undefined };
    }),
  };
}

/** The full score of a problem: what it gives when every test case is accepted. */
export function maxScoreOf(scoring: Scoring): number {
  return run(scoring, () => STATUS.ACCEPTED).root.score;
}

function run(scoring: Scoring, status: (caseIndex: number) => number): { root: ItemResult; byName: Map<string, ItemResult> } {
  const groups = new Map(scoring.groups.map((g) => [g.name, g]));
  const byName = new Map<string, ItemResult>();
  const judge = (group: ScoringGroup): ItemResult => {
    const results: ItemResult[] = [];
    for (const item of group.items) {
      let r: ItemResult;
      if (typeof item === 'number') {
        const statusId = status(item);
        r = { statusId, score: statusId === STATUS.ACCEPTED ? group.acceptScore : group.rejectScore };
      } else {
        const sub = groups.get(item);
        if (!sub) throw new Error(`scoring: group ${group.name} names an unknown subgroup ${item}`);
        r = judge(sub);
      }
      results.push(r);
      if (r.statusId !== STATUS.ACCEPTED && group.onReject === 'break') break;
    }
    const out = aggregate(group, results);
    byName.set(group.name, out);
    return out;
  };
  return { root: judge(scoring.groups[0]!), byName };
}

/**
 * A learner's standing on a problem from their judged submissions: solved when one was Accepted, else the
 * best score any of them got (null when none was scored: a pass/fail problem, or nothing judged).
 */
export function bestScore(submissions: readonly { status: string; score?: number | null }[]): { solved: boolean; best: number | null } {
  let best: number | null = null;
  for (const s of submissions) if (typeof s.score === 'number' && (best === null || s.score > best)) best = s.score;
  return { solved: submissions.some((s) => s.status === 'accepted'), best };
}

/** A score for display: whole numbers as they are, fractions with at most two decimals ("60", "33.33"). */
export function formatScore(x: number): string {
  return Number.isInteger(x) ? String(x) : String(Math.round(x * 100) / 100);
}
