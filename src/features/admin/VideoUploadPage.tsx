/**
 * /admin/upload/:id (spec §2.6, §4 Upload, §5 Video upload, §8): choose a video (its name and
 * size shown), Upload: signed parameters from `GET /api/video/getDigitalSignature/:id`, the file
 * posted to `upload_url` with a real progress bar (0–100 from the upload's progress events), then
 * `POST /api/video/storeMetaData`; the result panel shows the duration (m:ss) and the upload time.
 * The size limit is the server's (VIDEO_MAX_MB) and its message states it. Failures show the
 * server's message, else 'Video  failed to uploading'. A problem the admin list does not hold shows
 * 'Problem not found' as soon as the list has loaded. Offline nothing is asked (the frame says the
 * admin tools need a connection) until the connection comes back; a chosen file stays, with Upload
 * waiting for the connection.
 */
import { Link, useParams } from 'react-router-dom';
import { MSG } from '../../../common/texts.ts';
import { ADMIN_MSG, ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { useOnline } from '../../data/index.ts';
import { formatClock } from '../../ui/clock.ts';
import { formatBytes } from '../../ui/format-bytes.ts';
import { MessageScreen } from '../../ui/MessageScreen.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AdminFrame } from './AdminFrame.tsx';
import { FilePicker, UploadProgress } from './upload-parts.tsx';
import { useAdminProblems } from './useAdminProblems.ts';
import { useVideoUpload, type UploadedVideo, type VideoUploadState } from './useVideoUpload.ts';

const V = ADMIN_TEXT.video;

/** The upload screen: not found, loading, or the problem's upload form and its result. */
export function VideoUploadPage() {
  const { id: problemId = '' } = useParams();
  const { rows, failed } = useAdminProblems();
  const problem = rows?.find((r) => r._id === problemId) ?? null;
  const online = useOnline();
  const state = useVideoUpload(problemId, problem !== null, online);

  if (rows && !problem) {
    return (
      <>
        <PageTitle>{MSG.problemNotFound}</PageTitle>
        <MessageScreen title={MSG.problemNotFound} body={V.notFound} link={{ to: '/admin/video', label: V.back }} />
      </>
    );
  }

  if (!problem) {
    return (
      <AdminFrame title={V.uploadTitleUnknown} back={{ to: '/admin/video', label: V.back }}>
        <PageTitle>{ADMIN_TEXT.pageTitle.upload}</PageTitle>
        {failed ? (
          <p role="alert" className="alert alert-error">
            {ADMIN_MSG.listFailed}
          </p>
        ) : (
          online && <Spinner label={ADMIN_TEXT.loading} />
        )}
      </AdminFrame>
    );
  }

  return (
    <AdminFrame title={V.uploadTitle(problem.title)} back={{ to: '/admin/video', label: V.back }}>
      <PageTitle>{ADMIN_TEXT.pageTitle.upload}</PageTitle>
      {problem.secureUrl && !state.result && <p className="text-base-content/80">{V.current(formatClock(problem.duration ?? 0))}</p>}
      <VideoUploadForm state={state} online={online} />
      {state.result && <UploadResultCard result={state.result} problemId={problemId} />}
    </AdminFrame>
  );
}

/** The video picker with the server's limit, the progress bar and Upload (offline: disabled). */
function VideoUploadForm({ state, online }: { state: VideoUploadState; online: boolean }) {
  const { file, error, progress, uploading, limit, pick, upload } = state;
  return (
    <form
      className="card bg-base-200"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void upload();
      }}
    >
      <div className="card-body gap-3 p-4">
        <FilePicker label={V.choose} accept="video/*" hint={V.limit(limit !== null ? formatBytes(limit) : '…')} file={file} selectedText={V.selected} error={error} disabled={uploading} onPick={pick} />
        {progress !== null && <UploadProgress label={V.progress} percent={progress} />}
        <div className="card-actions justify-end">
          <button type="submit" className="btn btn-primary" disabled={uploading || !online}>
            {uploading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {uploading ? V.uploading : V.upload}
          </button>
        </div>
      </div>
    </form>
  );
}

/** The stored video's duration (m:ss) and upload time, with links to the problem and the list. */
function UploadResultCard({ result, problemId }: { result: UploadedVideo; problemId: string }) {
  return (
    <section className="card border border-success bg-base-200" aria-labelledby="upload-result" data-testid="upload-result">
      <div className="card-body gap-2 p-4">
        <h2 id="upload-result" className="card-title text-lg">
          {V.success}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-base-content/80">{V.duration}</dt>
          <dd className="font-mono" data-testid="upload-duration">
            {formatClock(result.duration)}
          </dd>
          <dt className="text-base-content/80">{V.uploadedAt}</dt>
          <dd>{new Date(result.uploadedAt).toLocaleString()}</dd>
        </dl>
        <div className="card-actions">
          <Link to={`/prblm/${problemId}`} className="btn btn-sm btn-primary">
            {V.open}
          </Link>
          <Link to="/admin/video" className="btn btn-sm btn-ghost">
            {V.back}
          </Link>
        </div>
      </div>
    </section>
  );
}
