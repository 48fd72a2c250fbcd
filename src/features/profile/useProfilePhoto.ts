/**
 * The new profile photo of the edit screen: the chosen file (image types only), its preview URL
 * (revoked when replaced), its error, and its upload — signed parameters, the file posted with
 * progress, then its metadata stored on the profile. The size limit is the server's, from the
 * signature.
 */
import { useEffect, useMemo, useState } from 'react';
import { describeError } from '../../api/errors.ts';
import { getPhotoUploadSignature, storePhotoMeta, uploadWithProgress, UploadError } from '../../api/media.ts';
import { formatBytes } from '../../ui/format-bytes.ts';
import { useToast } from '../../ui/toasts.tsx';
import { PROFILE_MSG } from '../../../common/texts/profile-messages.ts';

/** What {@link useProfilePhoto} gives the edit screen. */
export interface ProfilePhoto {
  photo: File | null;
  /** The chosen photo's problem (not an image, over the limit); null when it can be saved. */
  photoError: string | null;
  /** An object URL of the chosen photo. */
  preview: string | null;
  /** Upload progress in percent while uploading, else null. */
  progress: number | null;
  /** Takes the picked file; none clears the choice. */
  pickPhoto: (file: File | undefined) => void;
  /** Uploads `file` and stores it on the profile. @returns false when it failed (a toast or the photo's error says why) */
  uploadPhoto: (file: File) => Promise<boolean>;
}

/** The object URL of `file` while it is chosen, revoked when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  return preview;
}

/** The photo choice and upload of the profile edit screen. */
export function useProfilePhoto(): ProfilePhoto {
  const toast = useToast();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const preview = usePreviewUrl(photo);

  const pickPhoto = (file: File | undefined) => {
    setPhoto(null);
    if (!file) return setPhotoError(null);
    if (!file.type.startsWith('image/')) return setPhotoError(PROFILE_MSG.photoInvalid);
    setPhotoError(null);
    setPhoto(file);
  };

  const uploadPhoto = async (file: File): Promise<boolean> => {
    try {
      const sig = await getPhotoUploadSignature();
      if (file.size > sig.max_file_size) {
        setPhotoError(PROFILE_MSG.photoTooLarge(formatBytes(sig.max_file_size)));
        return false;
      }
      setProgress(0);
      const stored = await uploadWithProgress(sig, file, setProgress);
      await storePhotoMeta({ cloudinaryPublicId: stored.public_id, secureUrl: stored.secure_url });
      return true;
    } catch (e) {
      toast.show({ kind: 'error', text: e instanceof UploadError ? e.message || PROFILE_MSG.photoUploadFailed : describeError(e, PROFILE_MSG.photoUploadFailed) });
      return false;
    } finally {
      setProgress(null);
    }
  };

  return { photo, photoError, preview, progress, pickPhoto, uploadPhoto };
}
