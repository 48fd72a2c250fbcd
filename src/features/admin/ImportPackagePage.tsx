/**
 * /admin/import: imports an ICPC/Kattis problem package (.zip, at most PACKAGE_ZIP_MAX_BYTES)
 * through `POST /api/admin/problems/import` with a progress bar, then shows the report — the
 * importer's warnings and a link to the new problem (/prblm/:id). A refused package shows the
 * server's message.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PACKAGE_ZIP_MAX_BYTES, type ImportReport } from '../../../common/contract/index.ts';
import { ADMIN_MSG, ADMIN_TEXT } from '../../../common/texts/admin.ts';
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
