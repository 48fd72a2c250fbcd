import { describe, expect, it } from 'vitest';
import { STATUS } from '../../common/contract/submission.ts';
import { bestScore, gradeScoring, maxScoreOf, type Scoring, type ScoringGroup } from '../../common/judging/scoring.ts';
import { buildScoring } from '../../server/modules/packages/scoring.ts';

const AC = STATUS.ACCEPTED;
const WA = STATUS.WRONG_ANSWER;
const TLE = STATUS.TIME_LIMIT;

const group = (name: string, items: (number | string)[], over: Partial<ScoringGroup> = {}): ScoringGroup => ({
  name,
  score: 'sum',
  verdict: 'worst_error',
  acceptIfAnyAccepted: false,
  acceptScore: 1,
  rejectScore: 0,
  onReject: 'continue',
  items,
  ...over,
});

/** Three groups of two test cases each, worth 20, 30 and 50 points (IOI style: a group counts only when all its cases pass). */
const ioi = (root: Partial<ScoringGroup> = {}): Scoring => ({
  groups: [
    group('secret', ['secret/g1', 'secret/g2', 'secret/g3'], root),
    group('secret/g1', [0, 1], { score: 'min', acceptScore: 20 }),
    group('secret/g2', [2, 3], { score: 'min', acceptScore: 30 }),
    group('secret/g3', [4, 5], { score: 'min', acceptScore: 50 }),
  ],
});

describe('scoring: groups graded as Kattis\' default grader does', () => {
  it('sums the groups that pass: two of three groups give exactly their points', () => {
    const r = gradeScoring(ioi(), [AC, AC, AC, AC, AC, WA]);
    expect(r.score).toBe(50);
    expect(r.maxScore).toBe(100);
    expect(r.statusId).toBe(WA);
    expect(r.groups.map((g) => [g.name, g.score, g.maxScore, g.statusId])).toEqual([
      ['secret/g1', 20, 20, AC],
      ['secret/g2', 30, 30, AC],
      ['secret/g3', 0, 50, WA],
    ]);
  });

  it('gives the full score only when every test case passes', () => {
    expect(gradeScoring(ioi(), [AC, AC, AC, AC, AC, AC])).toMatchObject({ score: 100, maxScore: 100, statusId: AC });
    expect(maxScoreOf(ioi())).toBe(100);
  });

  it('takes the least group score with min grading', () => {
    const min = ioi({ score: 'min' });
    expect(maxScoreOf(min)).toBe(20);
    expect(gradeScoring(min, [AC, AC, AC, AC, AC, WA]).score).toBe(0);
    expect(gradeScoring(min, [AC, AC, AC, AC, AC, AC]).score).toBe(20);
  });

  it('stops a group at its first rejection with on_reject: break (later groups get nothing)', () => {
    const r = gradeScoring(ioi({ onReject: 'break' }), [WA, AC, AC, AC, AC, AC]);
    expect(r.score).toBe(0);
    expect(r.groups.map((g) => g.judged)).toEqual([true, false, false]);
  });

  it('sums test case scores within a group with sum grading and picks the worst or first error', () => {
    const s: Scoring = { groups: [group('secret', [0, 1, 2], { acceptScore: 10, rejectScore: 1 })] };
    expect(gradeScoring(s, [AC, WA, TLE])).toMatchObject({ score: 12, maxScore: 30, statusId: TLE });
    const first: Scoring = { groups: [group('secret', [0, 1, 2], { verdict: 'first_error' })] };
    expect(gradeScoring(first, [AC, WA, TLE]).statusId).toBe(WA);
    const any: Scoring = { groups: [group('secret', [0, 1], { acceptIfAnyAccepted: true })] };
    expect(gradeScoring(any, [WA, AC]).statusId).toBe(AC);
  });

  it('counts a test case that did not run (compilation error) as rejected', () => {
    expect(gradeScoring(ioi(), []).score).toBe(0);
  });

  it('tells solved (an accepted submission) from the best partial score', () => {
    expect(bestScore([])).toEqual({ solved: false, best: null });
    expect(bestScore([{ status: 'wrong', score: 50 }, { status: 'wrong', score: 20 }, { status: 'error', score: null }])).toEqual({ solved: false, best: 50 });
    expect(bestScore([{ status: 'wrong', score: 50 }, { status: 'accepted', score: 100 }])).toEqual({ solved: true, best: 100 });
  });
});

describe('scoring: a package\'s grading settings', () => {
  const raw = [
    { name: 'secret', config: {}, items: ['secret/g1', 'secret/g2'] },
    { name: 'secret/g1', config: { grader_flags: 'min', accept_score: 40 }, items: [0, 1] },
    { name: 'secret/g2', config: { grader_flags: 'min', accept_score: 60 }, items: [2] },
  ];

  it('inherits keys from the parent group and data/testdata.yaml (legacy)', () => {
    const s = buildScoring(raw, { format: 'legacy', rootConfig: { on_reject: 'continue', grader_flags: 'ignore_sample' }, grading: {} });
    expect(s.groups.map((g) => [g.name, g.score, g.acceptScore, g.onReject])).toEqual([
      ['secret', 'sum', 1, 'continue'],
      ['secret/g1', 'min', 40, 'continue'],
      ['secret/g2', 'min', 60, 'continue'],
    ]);
    expect(maxScoreOf(s)).toBe(100);
  });

  it('reads 2023-07 scoring: score and aggregation', () => {
    const modern = [
      { name: 'secret', config: {}, items: ['secret/a', 'secret/b'] },
      { name: 'secret/a', config: { scoring: { score: 30 } }, items: [0, 1] },
      { name: 'secret/b', config: { scoring: { score: 70, aggregation: 'sum' } }, items: [2, 3] },
    ];
    const s = buildScoring(modern, { format: '2023-07', rootConfig: {}, grading: {} });
    expect(maxScoreOf(s)).toBe(100);
    expect(gradeScoring(s, [AC, WA, AC, WA]).score).toBe(35);
  });

  it('refuses custom graders and unknown grader flags with the file named', () => {
    expect(() => buildScoring([{ name: 'secret', config: { grading: 'custom' }, items: [0] }], { format: 'legacy', rootConfig: {}, grading: {} })).toThrow(/data\/secret\/testdata.yaml: grading "custom" is not supported/);
    expect(() => buildScoring([{ name: 'secret', config: { grader_flags: 'median' }, items: [0] }], { format: 'legacy', rootConfig: {}, grading: {} })).toThrow(/unknown flag "median"/);
  });
});
