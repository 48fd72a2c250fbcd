/**
 * The create-discussion form's state and its post: validated by the contract's
 * `newDiscussionFormSchema`; a valid post is written locally and queued (offline too), then
 * 'Posted Successfully' is shown, the form is reset and `onPosted` gets the new discussion's id (the
 * board shows the author their post; the spec's move to / left them without it).
 */
import { useState } from 'react';
import type * as z from 'zod/mini';
import { newDiscussionFormSchema } from '../../../common/contract/index.ts';
import { DISCUSS_TEXT } from '../../../common/texts/discuss.ts';
import { postDiscussion } from '../../data/index.ts';
import { useZodForm, type ZodForm } from '../../ui/form.ts';
import { useToast } from '../../ui/toasts.tsx';

/** The form's fields. */
export type DiscussionFormField = 'topic' | 'header' | 'content';

const EMPTY: Record<DiscussionFormField, string> = { topic: '', header: '', content: '' };

/** What {@link useNewDiscussionForm} gives the form. */
export interface NewDiscussionFormState {
  form: ZodForm<DiscussionFormField, z.infer<typeof newDiscussionFormSchema>>;
  /** True while the post is being written. */
  busy: boolean;
  /** Validates and posts; a failure is a toast with its message. */
  submit: () => Promise<void>;
}

/**
 * State and post of the create-discussion form.
 * @param onPosted called with the new discussion's id once it is written
 */
export function useNewDiscussionForm(onPosted: (discussionId: string) => void): NewDiscussionFormState {
  const toast = useToast();
  const form = useZodForm<DiscussionFormField, typeof newDiscussionFormSchema>(newDiscussionFormSchema, EMPTY);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const data = form.validate();
    if (!data) return;
    setBusy(true);
    try {
      const discussionId = await postDiscussion(data);
      toast.show({ kind: 'success', text: DISCUSS_TEXT.discuss.postedOk });
      form.replace(EMPTY);
      onPosted(discussionId);
    } catch (e) {
      toast.show({ kind: 'error', text: DISCUSS_TEXT.discuss.postFailed + (e instanceof Error ? e.message : String(e)) });
    } finally {
      setBusy(false);
    }
  };

  return { form, busy, submit };
}
