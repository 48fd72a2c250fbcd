import * as z from 'zod/mini';
import { SCORE_AGGREGATIONS, VERDICT_AGGREGATIONS, type Scoring, type ScoringGroup } from '../../../common/judging/scoring.ts';
import type { RawTestGroup } from './test-data.ts';

/**
 * The grading settings of a scoring package's test groups, as Kattis (problemtools) reads them. Pure.
 *
 * Legacy format: each group's `testdata.yaml` sets `on_reject` (break | continue), `grading` (default;
 * custom graders are refused), `grader_flags` (sum | min | max | avg, worst_error | first_error |
 * always_accept, accept_if_any_accepted, ignore_sample), `accept_score` and `reject_score`; a key a group
 * does not set is inherited from its parent group (`data/testdata.yaml` is the root's parent), else
 * the default (break, default, sum + worst_error, 1, 0). problem.yaml `grading` (deprecated) may set
 * `accept_score` and `reject_score` for every group and `on_reject` (first_error = break, grade = continue).
 *
 * 2023-07 format: a group's `test_group.yaml` (or testdata.yaml) sets `scoring: { score, aggregation }`.
 * With `aggregation: min` (the default below `secret`) each test case is worth `score` and the group's
 * score is the least of its items', so all its test cases must pass; with `sum` (the default of
 * `secret`) `score` is shared out evenly between its test cases. Without `score` a test case is worth 1.
 *
 * The score of a submission is the score of `data/secret`: samples are not judged on submit.
 */

const legacyKeys = ['on_reject', 'grading', 'grader_flags', 'accept_score', 'reject_score'] as const;

const numberSetting = z.optional(z.number());
const legacySettingsSchema = z.looseObject({
  on_reject: z.optional(z.enum(['break', 'continue'])),
  grading: z.optional(z.string()),
  grader_flags: z.optional(z.union([z.string(), z.array(z.string())])),
  accept_score: numberSetting,
  reject_score: numberSetting,
});

const modernScoringSchema = z.looseObject({
  score: z.optional(z.union([z.number().check(z.nonnegative()), z.literal('unbounded')])),
  aggregation: z.optional(z.enum(['sum', 'min'])),
});

const problemGradingSchema = z.looseObject({
  on_reject: z.optional(z.enum(['first_error', 'grade', 'break', 'continue'])),
  accept_score: numberSetting,
  reject_score: numberSetting,
});

function issues(error: z.core.$ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`).join('; ');
}

/** The grader flags a group gives the default grader. @throws Error naming an unknown flag */
function parseGraderFlags(flags: string, where: string): Pick<ScoringGroup, 'score' | 'verdict' | 'acceptIfAnyAccepted'> {
  const out: Pick<ScoringGroup, 'score' | 'verdict' | 'acceptIfAnyAccepted'> = { score: 'sum', verdict: 'worst_error', acceptIfAnyAccepted: false };
  for (const flag of flags.split(/\s+/).filter(Boolean)) {
    if ((SCORE_AGGREGATIONS as readonly string[]).includes(flag)) out.score = flag as ScoringGroup['score'];
    else if (flag === 'no_errors') out.verdict = 'worst_error';
    else if ((VERDICT_AGGREGATIONS as readonly string[]).includes(flag)) out.verdict = flag as ScoringGroup['verdict'];
    else if (flag === 'accept_if_any_accepted') out.acceptIfAnyAccepted = true;
    // ignore_sample concerns data/ (samples and secret); only data/secret is scored here.
    else if (flag !== 'ignore_sample') throw new Error(`${where}: grader_flags has an unknown flag "${flag}" (known: sum, min, max, avg, worst_error, first_error, always_accept, accept_if_any_accepted, ignore_sample)`);
  }
  return out;
}

/**
 * Builds the stored scoring of a package from its `data/secret` groups as read.
 * @param groups `secret` and its subgroups, depth first (load.ts order), with their own settings files.
 * @param opts.rootConfig `data/testdata.yaml`, which `secret` inherits from; `opts.grading` problem.yaml's `grading` map.
 * @throws Error naming the file and setting that cannot be graded: a custom grader, an unknown grader flag, a non-numeric score.
 */
export function buildScoring(groups: RawTestGroup[], opts: { format: 'legacy' | '2023-07'; rootConfig: Record<string, unknown>; grading: Record<string, unknown> }): Scoring {
  const problemGrading = problemGradingSchema.safeParse(opts.grading);
  if (!problemGrading.success) throw new Error(`problem.yaml grading: ${issues(problemGrading.error)}`);
  const pg = problemGrading.data;
  const effective = new Map<string, Record<string, unknown>>();
  const out: ScoringGroup[] = [];
  for (const g of groups) {
    const file = `data/${g.name}/${opts.format === '2023-07' ? 'test_group.yaml' : 'testdata.yaml'}`;
    const parentName = g.name.includes('/') ? g.name.slice(0, g.name.lastIndexOf('/')) : null;
    const parent = parentName ? (effective.get(parentName) ?? {}) : opts.rootConfig;
    const modern = opts.format === '2023-07' && !legacyKeys.some((k) => k in g.config);
    if (modern) {
      const parsed = modernScoringSchema.safeParse(g.config.scoring ?? {});
      if (!parsed.success) throw new Error(`${file} scoring: ${issues(parsed.error)}`);
      const aggregation = parsed.data.aggregation ?? (parentName ? 'min' : 'sum');
      const points = typeof parsed.data.score === 'number' ? parsed.data.score : null;
      const cases = g.items.filter((i) => typeof i === 'number').length;
      const acceptScore = points === null ? 1 : aggregation === 'min' ? points : cases > 0 ? points / cases : 0;
      effective.set(g.name, {});
      out.push({ name: g.name, score: aggregation, verdict: 'first_error', acceptIfAnyAccepted: false, acceptScore, rejectScore: 0, onReject: 'continue', items: g.items });
      continue;
    }
    // problemtools: a key a group does not set comes from its parent.
    const merged = { ...parent, ...g.config };
    effective.set(g.name, merged);
    const parsed = legacySettingsSchema.safeParse(merged);
    if (!parsed.success) throw new Error(`${file}: ${issues(parsed.error)}`);
    const s = parsed.data;
    if ((s.grading ?? 'default') !== 'default') throw new Error(`${file}: grading "${s.grading}" is not supported; only the default grader (grading: default) is`);
    const flags = parseGraderFlags([s.grader_flags ?? ''].flat().join(' '), file);
    let onReject = s.on_reject ?? 'break';
    if (pg.on_reject === 'first_error' || pg.on_reject === 'break') onReject = 'break';
    if (pg.on_reject === 'grade' || pg.on_reject === 'continue') onReject = 'continue';
    out.push({
      name: g.name,
      ...flags,
      acceptScore: pg.accept_score ?? s.accept_score ?? 1,
      rejectScore: pg.reject_score ?? s.reject_score ?? 0,
      onReject,
      items: g.items,
    });
  }
  return { groups: out };
}
