/**
 * The video upload's state for one problem: the server's size limit (from a signature fetched once
 * the problem is known and the app is online), the chosen file (checked for its type and size),
 * the upload's progress, and the stored video's metadata. Upload asks for fresh signed parameters,
 * posts the file with progress events, then stores the metadata; failures are toasts with the
 * server's message, else 'Video  failed to uploading'.
 */
import { useEffect, useState } from 'react';
import type { VideoMetaResponse } from '../../../common/contract/index.ts';
import { ADMIN_MSG, ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { getVideoUploadSignature, storeVideoMeta } from '../../api/admin.ts';
import { describeError } from '../../api/errors.ts';
import { UploadError, uploadWithProgress } from '../../api/media.ts';
import { formatBytes } from '../../ui/format-bytes.ts';
import { useToast } from '../../ui/toasts.tsx';

/** The stored video as the server answers it. */
export type UploadedVideo = VideoMetaResponse['videoSloution'];

/** What {@link useVideoUpload} gives the upload screen. */
export interface VideoUploadState {
  file: File | null;
  /** The chosen file's problem (missing, not a video, over the limit). */
  error: string | null;
  /** Upload progress in percent, null before an upload. */
  progress: number | null;
  uploading: boolean;
  /** The stored video once the upload is done. */
  result: UploadedVideo | null;
  /** The server's limit in bytes, null until known. */
  limit: number | null;
  /** Takes the picked file (or none); a new pick clears the previous result. */
  pick: (f: File | undefined) => void;
  /** Uploads the chosen file. */
  upload: () => Promise<void>;
}

/** The reason a picked file cannot be uploaded under `limit` bytes, or null when it can. */
function videoFileError(f: File | undefined, limit: number | null): string | null {
  if (!f) return ADMIN_MSG.videoRequired;
  if (!f.type.startsWith('video/')) return ADMIN_MSG.videoInvalid;
  if (limit !== null && f.size > limit) return ADMIN_MSG.videoTooLarge(formatBytes(limit));
  return null;
}

/**
 * The server's upload limit in bytes for `problemId`, fetched once when `enabled` (the problem is
 * known and the app online); null until then or when the fetch fails.
 */
function useUploadLimit(problemId: string, enabled: boolean): number | null {
  const [limit, setLimit] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled || limit !== null) return;
    let live = true;
    getVideoUploadSignature(problemId).then(
      (sig) => live && setLimit(sig.max_file_size),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [problemId, enabled, limit]);
  return limit;
}

/** State and actions of the video upload of `problemId`; `known`: the admin list holds it. */
export function useVideoUpload(problemId: string, known: boolean, online: boolean): VideoUploadState {
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<UploadedVideo | null>(null);
  const limit = useUploadLimit(problemId, known && online);

  const pick = (f: File | undefined) => {
    setFile(null);
    setResult(null);
    setProgress(null);
    const problem = videoFileError(f, limit);
    setError(problem);
    if (!problem && f) setFile(f);
  };

  const upload = async () => {
    if (!file) return setError(ADMIN_MSG.videoRequired);
    setUploading(true);
    try {
      const sig = await getVideoUploadSignature(problemId);
      if (file.size > sig.max_file_size) return setError(ADMIN_MSG.videoTooLarge(formatBytes(sig.max_file_size)));
      setProgress(0);
      const stored = await uploadWithProgress(sig, file, setProgress);
      const meta = await storeVideoMeta({ prblmId: problemId, cloudinaryPublicId: stored.public_id, secureUrl: stored.secure_url, duration: stored.duration ?? 0 });
      setResult(meta.videoSloution);
      toast.show({ kind: 'success', text: ADMIN_TEXT.video.success });
    } catch (e) {
      setProgress(null);
      toast.show({ kind: 'error', text: e instanceof UploadError ? e.message || ADMIN_MSG.videoUploadFailed : describeError(e, ADMIN_MSG.videoUploadFailed) });
    } finally {
      setUploading(false);
    }
  };

  return { file, error, progress, uploading, result, limit, pick, upload };
}
