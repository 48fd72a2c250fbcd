/**
 * The import report of a problem package (as problemtools' verifyproblem shows it): the limits
 * chosen and why, each submission's expected and actual verdict and time, the input validators
 * run, the test groups, the error lines (verifyproblem's ERROR, shown apart, first), the importer's warnings
 * and a link to the new problem (/prblm/:id).
 */
import { Link } from 'react-router-dom';
import type { ImportReport } from '../../../common/contract/index.ts';
import { ADMIN_TEXT, IMPORT_REPORT_TEXT as R } from '../../../common/texts/admin.ts';

const I = ADMIN_TEXT.import;

/** The report's card: its error lines, its details, the warnings and the link to the imported problem. */
export function ImportReportCard({ report }: { report: ImportReport }) {
  const problemId = report.prblmId;
  return (
    <section className={`card border bg-base-200 ${report.errors.length ? 'border-error' : 'border-success'}`} aria-labelledby="import-report" data-testid="import-report">
      <div className="card-body gap-2 p-4">
        <h2 id="import-report" className="card-title text-lg">
          {I.done}
        </h2>
        <ImportErrors errors={report.errors} />
        <ImportReportDetails report={report} />
        <h3 className="font-semibold">{I.warnings}</h3>
        {report.warnings.length === 0 ? (
          <p>{I.noWarnings}</p>
        ) : (
          <ul className="list-disc pl-5" data-testid="import-warnings">
            {report.warnings.map((w, i) => (
              <li key={i} className="whitespace-pre-wrap">
                {w}
              </li>
            ))}
          </ul>
        )}
        <div className="card-actions">
          <Link to={`/prblm/${problemId}`} className="btn btn-sm btn-primary">
            {I.open}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** verifyproblem's error lines, above everything else and apart from the warnings; nothing when there are none. */
function ImportErrors({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="alert alert-error flex-col items-start gap-1" data-testid="import-errors">
      <h3 className="font-semibold">
        {R.errors} ({errors.length})
      </h3>
      <p className="text-sm">{R.errorsIntro}</p>
      <ul className="list-disc pl-5">
        {errors.map((e, i) => (
          <li key={i} className="break-words whitespace-pre-wrap">
            {e}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The package's format, then its limits, submissions, input validators and test groups. */
function ImportReportDetails({ report }: { report: ImportReport }) {
  return (
    <>
      <p className="text-sm opacity-80" data-testid="import-format">{R.format(report.format, report.interactive)}</p>
      <ImportLimits report={report} />
      <h3 className="font-semibold">{R.submissions}</h3>
      {report.submissions.length === 0 ? <p>{R.noSubmissions}</p> : <ImportSubmissionsTable submissions={report.submissions} />}
      <ImportValidators validators={report.inputValidators} />
      <h3 className="font-semibold">{R.testGroups}</h3>
      {report.maxScore != null && <p data-testid="import-max-score">{R.maxScore(report.maxScore)}</p>}
      <ul className="list-disc pl-5" data-testid="import-groups">
        {report.testGroups.map((g) => (
          <li key={g.name}>{R.testGroup(g.name, g.cases, g.points)}</li>
        ))}
      </ul>
    </>
  );
}

/** The time and memory limits chosen, each with its reason. */
function ImportLimits({ report }: { report: ImportReport }) {
  return (
    <>
      <h3 className="font-semibold">{R.limits}</h3>
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-4" data-testid="import-limits">
        <dt className="font-medium">{R.time}</dt>
        <dd data-testid="import-time">
          <span className="font-mono font-semibold">{R.duration(report.time.limitMs)}</span> — {R.timeReason(report.time)} {R.safetyReason(report.time)}
        </dd>
        <dt className="font-medium">{R.memory}</dt>
        <dd data-testid="import-memory">
          <span className="font-mono font-semibold">{R.memorySize(report.memory.limitKb)}</span> — {R.memoryReason(report.memory)}
        </dd>
      </dl>
    </>
  );
}

/** The package's submissions: file, expected and actual verdict, time, and whether they match. */
function ImportSubmissionsTable({ submissions }: { submissions: ImportReport['submissions'] }) {
  return (
    <div className="overflow-x-auto">
      <table className="table table-xs sm:table-sm" data-testid="import-submissions">
        <thead className="[&_th]:whitespace-normal">
          <tr>
            <th scope="col">{R.columns.file}</th>
            <th scope="col" className="hidden sm:table-cell">
              {R.columns.expected}
            </th>
            <th scope="col">{R.columns.actual}</th>
            <th scope="col">{R.columns.time}</th>
            <th scope="col">{R.columns.matches}</th>
          </tr>
        </thead>
        <tbody>
          {submissions.map((s) => (
            <tr key={s.file} className={s.matches === false ? 'text-error' : undefined}>
              <th scope="row" className="font-mono text-xs font-normal">
                <BreakablePath path={s.file} />
                {/* On a phone the expected verdict goes under the file: the table stays narrow. */}
                <span className="block font-sans sm:hidden">{R.expectedShort(s.expected)}</span>
                {s.note && <span className="block font-sans whitespace-pre-wrap opacity-80">{s.note}</span>}
              </th>
              <td className="hidden sm:table-cell">{s.expected}</td>
              <td>
                {s.actual ?? '–'}
                {s.testCase && <span className="block text-xs opacity-80">{s.testCase}</span>}
              </td>
              <td className="whitespace-nowrap">{R.timeMs(s.timeMs)}</td>
              <td>{R.matches(s.matches)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A file path that may break after each `/`. */
function BreakablePath({ path }: { path: string }) {
  return path.split('/').map((part, i) => (
    <span key={i}>
      {i > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </span>
  ));
}

/** The input validators run and each one's outcome. */
function ImportValidators({ validators }: { validators: ImportReport['inputValidators'] }) {
  return (
    <>
      <h3 className="font-semibold">{R.inputValidators}</h3>
      {validators.length === 0 ? (
        <p>{R.noValidators}</p>
      ) : (
        <ul className="list-disc pl-5" data-testid="import-validators">
          {validators.map((v) => (
            <li key={v.name}>
              <span className="font-mono text-sm break-all">{v.name}</span>: <span className="whitespace-pre-wrap">{R.validatorOutcome(v)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
