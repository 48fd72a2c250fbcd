/**
 * /admin/import: imports an ICPC/Kattis problem package (.zip, at most PACKAGE_ZIP_MAX_BYTES)
 * through `POST /api/admin/problems/import` with a progress bar, then shows the report (as
 * problemtools' verifyproblem does): the limits chosen and why, each submission's expected and
 * actual verdict and time, the input validators run, the test groups, the importer's warnings and
 * a link to the new problem (/prblm/:id). A refused package shows the server's message.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PACKAGE_ZIP_MAX_BYTES, type ImportReport } from '../../../common/contract/index.ts';
import { ADMIN_MSG, ADMIN_TEXT, IMPORT_REPORT_TEXT as R } from '../../../common/texts/admin.ts';
import { importPackage } from '../../api/admin.ts';
import { UploadError } from '../../api/media.ts';
import { useOnline } from '../../data/index.ts';
import { formatBytes } from '../../ui/format-bytes.ts';
import { useToast } from '../../ui/toasts.tsx';
import { AdminFrame } from './AdminFrame.tsx';
import { FilePicker, UploadProgress } from './upload-parts.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';

const I = ADMIN_TEXT.import;

export function ImportPackagePage() {
  const online = useOnline();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const pick = (f: File | undefined) => {
    setFile(null);
    setReport(null);
    setRefused(null);
    setProgress(null);
    if (!f) return setError(ADMIN_MSG.packageRequired);
    if (!/\.zip$/i.test(f.name)) return setError(ADMIN_MSG.packageInvalid);
    if (f.size > PACKAGE_ZIP_MAX_BYTES) return setError(ADMIN_MSG.packageTooLarge(formatBytes(PACKAGE_ZIP_MAX_BYTES)));
    setError(null);
    setFile(f);
  };

  const submit = async () => {
    if (!file) return setError(ADMIN_MSG.packageRequired);
    setBusy(true);
    setRefused(null);
    setProgress(0);
    try {
      const r = await importPackage(file, setProgress);
      // The server answered, so it received the whole package.
      setProgress(100);
      setReport(r);
      toast.show({ kind: 'success', text: I.done });
    } catch (e) {
      const message = e instanceof UploadError && e.message ? e.message : ADMIN_MSG.packageFailed;
      setProgress(null);
      setRefused(message);
      toast.show({ kind: 'error', text: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminFrame title={I.title} intro={I.intro}>
      <PageTitle>{ADMIN_TEXT.pageTitle.import}</PageTitle>
      <form
        className="card bg-base-200"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="card-body gap-3 p-4">
          <FilePicker label={I.choose} accept=".zip,application/zip" hint={I.limit(formatBytes(PACKAGE_ZIP_MAX_BYTES))} file={file} selectedText={I.selected} error={error} disabled={busy} onPick={pick} />
          {progress !== null && <UploadProgress label={I.progress} percent={progress} />}
          {busy && progress === 100 && (
            <p role="status" className="text-sm">
              <span className="loading loading-spinner loading-xs mr-2" aria-hidden="true" />
              {I.importing}
            </p>
          )}
          {refused && (
            <p role="alert" className="alert alert-error" data-testid="import-error">
              {refused}
            </p>
          )}
          <div className="card-actions justify-end">
            <button type="submit" className="btn btn-primary" disabled={busy || !online}>
              {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {I.submit}
            </button>
          </div>
        </div>
      </form>
      {report && (
        <section className="card border border-success bg-base-200" aria-labelledby="import-report" data-testid="import-report">
          <div className="card-body gap-2 p-4">
            <h2 id="import-report" className="card-title text-lg">
              {I.done}
            </h2>
            <ImportReportDetails report={report} />
            <h3 className="font-semibold">{I.warnings}</h3>
            {report.warnings.length === 0 ? (
              <p>{I.noWarnings}</p>
            ) : (
              <ul className="list-disc pl-5" data-testid="import-warnings">
                {report.warnings.map((w, i) => (
                  <li key={i}>{w}</li>
                ))}
              </ul>
            )}
            <div className="card-actions">
              <Link to={`/prblm/${report.prblmId}`} className="btn btn-sm btn-primary">
                {I.open}
              </Link>
            </div>
          </div>
        </section>
      )}
    </AdminFrame>
  );
}

/** The limits, submissions, input validators and test groups of an import report. */
function ImportReportDetails({ report }: { report: ImportReport }) {
  return (
    <>
      <p className="text-sm opacity-80" data-testid="import-format">{R.format(report.format, report.interactive)}</p>
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
      <h3 className="font-semibold">{R.submissions}</h3>
      {report.submissions.length === 0 ? (
        <p>{R.noSubmissions}</p>
      ) : (
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
              {report.submissions.map((s) => (
                <tr key={s.file} className={s.matches === false ? 'text-error' : undefined}>
                  <th scope="row" className="font-mono text-xs font-normal">
                    {s.file.split('/').map((part, i) => (
                      <span key={i}>
                        {i > 0 && (
                          <>
                            /<wbr />
                          </>
                        )}
                        {part}
                      </span>
                    ))}
                    {/* On a phone the expected verdict goes under the file: the table stays narrow. */}
                    <span className="block font-sans sm:hidden">{R.expectedShort(s.expected)}</span>
                    {s.note && <span className="block font-sans opacity-80">{s.note}</span>}
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
      )}
      <h3 className="font-semibold">{R.inputValidators}</h3>
      {report.inputValidators.length === 0 ? (
        <p>{R.noValidators}</p>
      ) : (
        <ul className="list-disc pl-5" data-testid="import-validators">
          {report.inputValidators.map((v) => (
            <li key={v.name}>
              <span className="font-mono text-sm break-all">{v.name}</span>: {R.validatorOutcome(v)}
            </li>
          ))}
        </ul>
      )}
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
