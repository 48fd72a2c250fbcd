import path from 'node:path';
import { LANGUAGES, languageSchema } from '../../../common/contract/common.ts';
import type { ImportReport } from '../../../common/contract/index.ts';
import { TIME_FACTOR } from '../../../common/judging/limits.ts';

/**
 * Rules of `npm run problems:verify` (`server/scripts/verify-problems.ts`, decision 0051): which
 * built-in packages to verify, and the table a verification prints.
 */

/**
 * The packages to verify: the slugs named; else every one with `all`; else those whose content hash
 * differs from the one recorded as verified (new or changed packages).
 * @param hashes each package's content hash, by slug, in list order
 * @param verified the recorded hashes (`problems/verified.json`), by slug
 */
export function packagesToVerify(hashes: ReadonlyMap<string, string>, verified: Readonly<Record<string, string>>, opts: { all: boolean; only: readonly string[] }): string[] {
  const slugs = [...hashes.keys()];
  if (opts.only.length) return slugs.filter((s) => opts.only.includes(s));
  return opts.all ? slugs : slugs.filter((s) => verified[s] !== hashes.get(s));
}

/**
 * A verified package's rows of the Markdown table, one per language of its submissions (the judge's
 * languages in their order, others last): `| slug | language | tests | slowest reference ms / limit ms |
 * other submissions: verdict |`. The limit is the problem's C++ limit times the language's factor
 * (`TIME_FACTOR`); a submission not judged as its folder says is marked "(expected <folder>)".
 */
export function verificationRows(slug: string, report: ImportReport): string[] {
  const tests = report.testGroups.reduce((n, g) => n + g.cases, 0);
  const byLanguage = new Map<string, { accepted: number[]; others: string[] }>();
  for (const s of report.submissions) {
    const entry = byLanguage.get(s.language) ?? { accepted: [], others: [] };
    byLanguage.set(s.language, entry);
    if (s.expected !== 'accepted') entry.others.push(`${path.basename(s.file)}: ${s.actual ?? 'not run'}${s.matches === false ? ` (expected ${s.expected})` : ''}`);
    else if (s.timeMs !== null) entry.accepted.push(s.timeMs);
  }
  const order = (language: string) => {
    const i = (LANGUAGES as readonly string[]).indexOf(language);
    return i < 0 ? LANGUAGES.length : i;
  };
  return [...byLanguage]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([language, e]) => {
      const judged = languageSchema.safeParse(language);
      const limit = judged.success ? Math.round(report.time.limitMs * TIME_FACTOR[judged.data]) : report.time.limitMs;
      const reference = e.accepted.length ? `${Math.max(...e.accepted)} / ${limit}` : '—';
      return `| ${slug} | ${language} | ${tests} | ${reference} | ${e.others.join('; ') || '—'} |`;
    });
}
