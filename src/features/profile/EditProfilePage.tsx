/**
 * /editProfile (spec §2.11, §4 Profile edit, §5): a photo picker (image types only, the server's
 * size limit), College, Skills and Languages Known (comma-separated, split on commas), pre-filled
 * from the profile and validated with the spec's messages. Save Changes: signed upload of the new
 * photo with a progress bar → store its metadata → patch the profile → 'Updated Profile' →
 * /profile. Without a new photo the upload is skipped. Saving needs a connection, and is refused
 * while the chosen photo is invalid (not an image, or over the size limit): Save Changes stays
 * disabled, described by the photo's error, until another file is chosen or the choice is cleared.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { COLLEGE_MAX, editProfileBodySchema } from '../../../common/contract/index.ts';
import { MSG } from '../../../common/texts.ts';
import { PROFILE_TEXT } from '../../../common/texts/profile.ts';
import { editProfile } from '../../api/auth.ts';
import { describeError } from '../../api/errors.ts';
import { getPhotoUploadSignature, storePhotoMeta, uploadWithProgress, UploadError } from '../../api/media.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { saveProfile, useOnline } from '../../data/index.ts';
import { useAuth } from '../../session/auth.tsx';
import { useProfile } from '../../session/useProfile.ts';
import { useZodForm } from '../../ui/form.ts';
import { Field, fieldErrorId } from '../../ui/Field.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { formatBytes } from '../../ui/format-bytes.ts';
import { splitList } from './stats.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';

/** The form's fields as typed; split into the API body by {@link splitList}. */
const editFormSchema = z.object({
  college: z.string().check(z.trim(), z.minLength(1, MSG.collegeRequired), z.maxLength(COLLEGE_MAX, `College must be at most ${COLLEGE_MAX} characters`)),
  skills: z.string().check(z.refine<string>((t) => splitList(t).length > 0, MSG.skillRequired)),
  languages: z.string().check(z.refine<string>((t) => splitList(t).length > 0, MSG.languageRequired)),
});

export function EditProfilePage() {
  const { user } = useAuth();
  const profile = useProfile(user?._id ?? null);
  const online = useOnline();
  const toast = useToast();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const form = useZodForm<'college' | 'skills' | 'languages', typeof editFormSchema>(editFormSchema, { college: '', skills: '', languages: '' });
  const filled = useRef(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const photoId = useId();

  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pickPhoto = (file: File | undefined) => {
    setPhoto(null);
    if (!file) return setPhotoError(null);
    if (!file.type.startsWith('image/')) return setPhotoError(MSG.photoInvalid);
    setPhotoError(null);
    setPhoto(file);
  };

  /** Uploads the chosen photo and stores it on the profile. @returns false when it failed (a toast says why) */
  const uploadPhoto = async (file: File): Promise<boolean> => {
    try {
      const sig = await getPhotoUploadSignature();
      if (file.size > sig.max_file_size) {
        setPhotoError(MSG.photoTooLarge(formatBytes(sig.max_file_size)));
        return false;
      }
      setProgress(0);
      const stored = await uploadWithProgress(sig, file, setProgress);
      await storePhotoMeta({ cloudinaryPublicId: stored.public_id, secureUrl: stored.secure_url });
      return true;
    } catch (e) {
      toast.show({ kind: 'error', text: e instanceof UploadError ? e.message || MSG.photoUploadFailed : describeError(e, MSG.photoUploadFailed) });
      return false;
    } finally {
      setProgress(null);
    }
  };

  useEffect(() => {
    if (!profile || filled.current) return;
    filled.current = true;
    form.replace({ college: profile.college ?? '', skills: profile.skills.join(','), languages: profile.languages.join(',') });
  }, [profile, form]);

  const submit = async () => {
    if (photoError) return;
    const data = form.validate();
    if (!data) return;
    const body = editProfileBodySchema.safeParse({ college: data.college, skills: splitList(data.skills), languages: splitList(data.languages) });
    if (!body.success) {
      toast.show({ kind: 'error', text: body.error.issues[0]?.message ?? MSG.authDefault });
      return;
    }
    setSaving(true);
    try {
      if (photo && !(await uploadPhoto(photo))) return;
      const updated = await editProfile(body.data);
      await saveProfile(updated);
      toast.show({ kind: 'success', text: MSG.profileUpdated });
      void navigate('/profile');
    } catch (e) {
      toast.show({ kind: 'error', text: MSG.errorPrefix + describeError(e, MSG.authDefault) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6">
      <PageTitle>{PROFILE_TEXT.pageTitle.edit}</PageTitle>
      <h1 className="mb-4 text-2xl font-bold">{PROFILE_TEXT.edit.title}</h1>
      {!online && (
        <p role="status" className="alert mb-4">
          {PROFILE_TEXT.edit.needsConnection}
        </p>
      )}
      <form
        className="card bg-base-200"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="card-body gap-2 p-4">
          <Field
            id={photoId}
            label={PROFILE_TEXT.edit.photo}
            error={photoError}
            details={
              <>
                {photo && <p className="text-sm text-base-content/80">{PROFILE_TEXT.edit.chosen(photo.name, formatBytes(photo.size))}</p>}
                {progress !== null && <progress className="progress progress-primary w-full" value={progress} max={100} aria-label={PROFILE_TEXT.edit.uploading} />}
              </>
            }
          >
            {(control) => (
              <div className="flex items-center gap-4">
                <Avatar src={preview ?? profile?.secureUrl} name={user?.firstname ?? ''} size="w-16" />
                <input {...control} type="file" accept="image/*" className={`file-input w-full ${photoError ? 'file-input-error' : ''}`} onChange={(e) => pickPhoto(e.target.files?.[0])} />
              </div>
            )}
          </Field>
          <TextField label={PROFILE_TEXT.edit.college} name="college" value={form.values.college} error={form.errors.college} onChange={(e) => form.set('college', e.target.value)} autoComplete="organization" />
          <TextField label={PROFILE_TEXT.edit.skills} name="skills" value={form.values.skills} error={form.errors.skills} placeholder={PROFILE_TEXT.edit.commaHint} onChange={(e) => form.set('skills', e.target.value)} />
          <TextField label={PROFILE_TEXT.edit.languages} name="languages" value={form.values.languages} error={form.errors.languages} placeholder={PROFILE_TEXT.edit.commaHint} onChange={(e) => form.set('languages', e.target.value)} />
          <div className="card-actions mt-2 justify-end">
            <button type="button" className="btn btn-ghost" onClick={() => void navigate('/profile')}>
              {PROFILE_TEXT.edit.cancel}
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={saving || !online || photoError !== null}
              aria-describedby={photoError ? fieldErrorId(photoId) : undefined}
            >
              {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {PROFILE_TEXT.edit.save}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}
