/**
 * /admin/import: imports an ICPC/Kattis problem package (.zip, at most PACKAGE_ZIP_MAX_BYTES)
 * through `POST /api/admin/problems/import` with a progress bar, then shows the report
 * (`import-report.tsx`). A refused package shows the server's message.
 */
import { PACKAGE_ZIP_MAX_BYTES } from '../../../common/contract/index.ts';
import { ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { useOnline } from '../../data/index.ts';
import { formatBytes } from '../../ui/format-bytes.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { AdminFrame } from './AdminFrame.tsx';
import { ImportReportCard } from './import-report.tsx';
import { FilePicker, UploadProgress } from './upload-parts.tsx';
import { useImportPackage, type ImportPackageState } from './useImportPackage.ts';

const I = ADMIN_TEXT.import;

/** The import screen: the package form, then the report once the server answered. */
export function ImportPackagePage() {
  const state = useImportPackage();
  return (
    <AdminFrame title={I.title} intro={I.intro}>
      <PageTitle>{ADMIN_TEXT.pageTitle.import}</PageTitle>
      <ImportForm state={state} />
      {state.report && <ImportReportCard report={state.report} />}
    </AdminFrame>
  );
}

/** The package picker, the upload's progress, a refusal, and the send button (offline: disabled). */
function ImportForm({ state }: { state: ImportPackageState }) {
  const online = useOnline();
  const { file, error, progress, busy, refused, pick, submit } = state;
  return (
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
          <div role="alert" className="alert alert-error" data-testid="import-error">
            {/* Compiler and validator output keeps its lines. */}
            <pre className="font-sans text-sm break-words whitespace-pre-wrap">{refused}</pre>
          </div>
        )}
        <div className="card-actions justify-end">
          <button type="submit" className="btn btn-primary" disabled={busy || !online}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {I.submit}
          </button>
        </div>
      </div>
    </form>
  );
}
