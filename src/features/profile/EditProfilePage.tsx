/**
 * /editProfile (spec §2.11, §4 Profile edit, §5): a photo picker (image types only, the server's
 * size limit), College, Skills and Languages Known (comma-separated, split on commas), pre-filled
 * from the profile and validated with the spec's messages. Save Changes: signed upload of the new
 * photo with a progress bar → store its metadata → patch the profile → 'Updated Profile' →
 * /profile. Without a new photo the upload is skipped. Saving needs a connection, and is refused
 * while the chosen photo is invalid (not an image, or over the size limit): Save Changes stays
 * disabled, described by the photo's error, until another file is chosen or the choice is cleared.
 */
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROFILE_TEXT } from '../../../common/texts/profile.ts';
import { useOnline } from '../../data/index.ts';
import { useAuth } from '../../session/auth.tsx';
import { useProfile } from '../../session/useProfile.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Field, fieldErrorId } from '../../ui/Field.tsx';
import { formatBytes } from '../../ui/format-bytes.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useEditProfileForm, type EditProfileForm } from './useEditProfileForm.ts';
import { useProfilePhoto, type ProfilePhoto } from './useProfilePhoto.ts';

const E = PROFILE_TEXT.edit;

/** The edit screen: the offline note, then the form (photo, fields, Cancel and Save Changes). */
export function EditProfilePage() {
  const { user } = useAuth();
  const profile = useProfile(user?._id ?? null);
  const online = useOnline();
  const navigate = useNavigate();
  const photo = useProfilePhoto();
  const { form, saving, submit } = useEditProfileForm(profile, photo);
  const photoId = useId();

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6">
      <PageTitle>{PROFILE_TEXT.pageTitle.edit}</PageTitle>
      <h1 className="mb-4 text-2xl font-bold">{E.title}</h1>
      {!online && (
        <p role="status" className="alert mb-4">
          {E.needsConnection}
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
          <PhotoField id={photoId} photo={photo} currentUrl={profile?.secureUrl} name={user?.firstname ?? ''} />
          <ProfileFields form={form} />
          <div className="card-actions mt-2 justify-end">
            <button type="button" className="btn btn-ghost" onClick={() => void navigate('/profile')}>
              {E.cancel}
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={saving || !online || photo.photoError !== null}
              aria-describedby={photo.photoError ? fieldErrorId(photoId) : undefined}
            >
              {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              {E.save}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}

/** The photo picker beside the avatar (the chosen photo's preview, else `currentUrl`), with the chosen file and the upload's progress. */
function PhotoField({ id, photo, currentUrl, name }: { id: string; photo: ProfilePhoto; currentUrl: string | null | undefined; name: string }) {
  const { photo: file, photoError, preview, progress, pickPhoto } = photo;
  return (
    <Field
      id={id}
      label={E.photo}
      error={photoError}
      details={
        <>
          {file && <p className="text-sm text-base-content/80">{E.chosen(file.name, formatBytes(file.size))}</p>}
          {progress !== null && <progress className="progress progress-primary w-full" value={progress} max={100} aria-label={E.uploading} />}
        </>
      }
    >
      {(control) => (
        <div className="flex items-center gap-4">
          <Avatar src={preview ?? currentUrl} name={name} size="w-16" />
          <input {...control} type="file" accept="image/*" className={`file-input w-full ${photoError ? 'file-input-error' : ''}`} onChange={(e) => pickPhoto(e.target.files?.[0])} />
        </div>
      )}
    </Field>
  );
}

/** College, Skills and Languages Known (the last two comma-separated). */
function ProfileFields({ form }: { form: EditProfileForm['form'] }) {
  return (
    <>
      <TextField label={E.college} name="college" value={form.values.college} error={form.errors.college} onChange={(e) => form.set('college', e.target.value)} autoComplete="organization" />
      <TextField label={E.skills} name="skills" value={form.values.skills} error={form.errors.skills} placeholder={E.commaHint} onChange={(e) => form.set('skills', e.target.value)} />
      <TextField label={E.languages} name="languages" value={form.values.languages} error={form.errors.languages} placeholder={E.commaHint} onChange={(e) => form.set('languages', e.target.value)} />
    </>
  );
}
