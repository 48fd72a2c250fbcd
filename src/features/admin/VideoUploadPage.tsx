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
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { VideoMetaResponse } from '../../../common/contract/index.ts';
import { MSG } from '../../../common/texts.ts';
import { ADMIN_MSG, ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { getVideoUploadSignature, storeVideoMeta } from '../../api/admin.ts';
import { describeError } from '../../api/errors.ts';
import { UploadError, uploadWithProgress } from '../../api/media.ts';
import { useOnline } from '../../data/index.ts';
import { formatClock } from '../../ui/clock.ts';
import { formatBytes } from '../../ui/format-bytes.ts';
import { MessageScreen } from '../../ui/MessageScreen.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { AdminFrame } from './AdminFrame.tsx';
import { FilePicker, UploadProgress } from './upload-parts.tsx';
import { useAdminProblems } from './useAdminProblems.ts';

const V = ADMIN_TEXT.video;

export function VideoUploadPage() {
  const { id = '' } = useParams();
  const { rows, failed } = useAdminProblems();
  const problem = rows?.find((r) => r._id === id) ?? null;
  const online = useOnline();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<VideoMetaResponse['videoSloution'] | null>(null);
  /** The server's limit in bytes (from a signature fetched on opening), to state it and check early. */
  const [limit, setLimit] = useState<number | null>(null);

  const known = problem !== null;
  useEffect(() => {
    if (!known || !online || limit !== null) return;
    let live = true;
    getVideoUploadSignature(id).then(
      (sig) => live && setLimit(sig.max_file_size),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id, known, online, limit]);

  const pick = (f: File | undefined) => {
    setFile(null);
    setResult(null);
    setProgress(null);
    if (!f) return setError(ADMIN_MSG.videoRequired);
    if (!f.type.startsWith('video/')) return setError(ADMIN_MSG.videoInvalid);
    if (limit !== null && f.size > limit) return setError(ADMIN_MSG.videoTooLarge(formatBytes(limit)));
    setError(null);
    setFile(f);
  };

  const upload = async () => {
    if (!file) return setError(ADMIN_MSG.videoRequired);
    setUploading(true);
    try {
      const sig = await getVideoUploadSignature(id);
      if (file.size > sig.max_file_size) return setError(ADMIN_MSG.videoTooLarge(formatBytes(sig.max_file_size)));
      setProgress(0);
      const stored = await uploadWithProgress(sig, file, setProgress);
      const meta = await storeVideoMeta({ prblmId: id, cloudinaryPublicId: stored.public_id, secureUrl: stored.secure_url, duration: stored.duration ?? 0 });
      setResult(meta.videoSloution);
      toast.show({ kind: 'success', text: V.success });
    } catch (e) {
      setProgress(null);
      toast.show({ kind: 'error', text: e instanceof UploadError ? e.message || ADMIN_MSG.videoUploadFailed : describeError(e, ADMIN_MSG.videoUploadFailed) });
    } finally {
      setUploading(false);
    }
  };

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
      {problem.secureUrl && !result && <p className="text-base-content/80">{V.current(formatClock(problem.duration ?? 0))}</p>}
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
      {result && (
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
              <Link to={`/prblm/${id}`} className="btn btn-sm btn-primary">
                {V.open}
              </Link>
              <Link to="/admin/video" className="btn btn-sm btn-ghost">
                {V.back}
              </Link>
            </div>
          </div>
        </section>
      )}
    </AdminFrame>
  );
}
