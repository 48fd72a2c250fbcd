/**
 * The profile edit form: College, Skills and Languages Known as typed (pre-filled once from the
 * profile), validated with the spec's messages; Save uploads a new photo first (when one is
 * chosen), patches the profile, caches it, says 'Updated Profile' and goes to /profile.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { COLLEGE_MAX, editProfileBodySchema, type Profile } from '../../../common/contract/index.ts';
import { MSG } from '../../../common/texts.ts';
import { editProfile } from '../../api/auth.ts';
import { describeError } from '../../api/errors.ts';
import { saveProfile } from '../../data/index.ts';
import { useZodForm, type ZodForm } from '../../ui/form.ts';
import { useToast } from '../../ui/toasts.tsx';
import { splitList } from './stats.ts';
import type { ProfilePhoto } from './useProfilePhoto.ts';
import { PROFILE_MSG } from '../../../common/texts/profile-messages.ts';

/** The form's fields as typed; split into the API body by {@link splitList}. */
const editFormSchema = z.object({
  college: z.string().check(z.trim(), z.minLength(1, PROFILE_MSG.collegeRequired), z.maxLength(COLLEGE_MAX, `College must be at most ${COLLEGE_MAX} characters`)),
  skills: z.string().check(z.refine<string>((t) => splitList(t).length > 0, PROFILE_MSG.skillRequired)),
  languages: z.string().check(z.refine<string>((t) => splitList(t).length > 0, PROFILE_MSG.languageRequired)),
});

/** The form's fields. */
export type EditProfileField = 'college' | 'skills' | 'languages';

/** What {@link useEditProfileForm} gives the edit screen. */
export interface EditProfileForm {
  form: ZodForm<EditProfileField, z.infer<typeof editFormSchema>>;
  /** True while the photo and the profile are being saved. */
  saving: boolean;
  /** Validates and saves; does nothing while the photo has an error. */
  submit: () => Promise<void>;
}

/** The edit form of `profile` (undefined until cached), saving `photo`'s choice with it. */
export function useEditProfileForm(profile: Profile | null | undefined, photo: ProfilePhoto): EditProfileForm {
  const toast = useToast();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const form = useZodForm<EditProfileField, typeof editFormSchema>(editFormSchema, { college: '', skills: '', languages: '' });
  const filled = useRef(false);

  useEffect(() => {
    if (!profile || filled.current) return;
    filled.current = true;
    form.replace({ college: profile.college ?? '', skills: profile.skills.join(','), languages: profile.languages.join(',') });
  }, [profile, form]);

  const submit = async () => {
    if (photo.photoError) return;
    const data = form.validate();
    if (!data) return;
    const body = editProfileBodySchema.safeParse({ college: data.college, skills: splitList(data.skills), languages: splitList(data.languages) });
    if (!body.success) {
      toast.show({ kind: 'error', text: body.error.issues[0]?.message ?? MSG.authDefault });
      return;
    }
    setSaving(true);
    try {
      if (photo.photo && !(await photo.uploadPhoto(photo.photo))) return;
      const updated = await editProfile(body.data);
      await saveProfile(updated);
      toast.show({ kind: 'success', text: PROFILE_MSG.profileUpdated });
      void navigate('/profile');
    } catch (e) {
      toast.show({ kind: 'error', text: MSG.errorPrefix + describeError(e, MSG.authDefault) });
    } finally {
      setSaving(false);
    }
  };

  return { form, saving, submit };
}
