/**
 * A problem as `GET /api/prblm/getPrblmById/:id` returns it, for client tests that store or serve
 * one: easy, no tests, JavaScript start code, 2000 ms and 262144 KB limits, with `overrides` on top.
 */
import type { ProblemDetail } from '../../common/contract/index.ts';

/** A valid {@link ProblemDetail} with id `id` (24 hex characters in the API's shape). */
export function problemDetail(id: string, overrides: Partial<ProblemDetail> = {}): ProblemDetail {
  return {
    _id: id,
    title: `Problem ${id}`,
    difficulty: 'easy',
    tags: 'Array',
    description: 'd',
    visibleTestCases: [],
    startCode: [{ language: 'javascript', initialCode: 'function main() {}' }],
    referenceSolution: [],
    Aprouch: [],
    secureUrl: null,
    thumbnailUrl: null,
    duration: null,
    timeLimitMs: 2000,
    memoryLimitKb: 262144,
    ...overrides,
  };
}
