/**
 * The create-discussion form (spec §2.8, §5): topic select starting at 'Choose a topic', header
 * and content, validated by the contract's `newDiscussionFormSchema` ('Topic is required' (sic)
 * under the header, 'Content is required'). Posting writes locally and queues the post (offline
 * too), then shows 'Posted Successfully', resets the form and goes to / (spec §4).
 */
import { useId } from 'react';
import { DISCUSSION_CONTENT_MAX, DISCUSSION_HEADER_MAX, DISCUSSION_TOPICS } from '../../../common/contract/index.ts';
import { DISCUSS_TEXT } from '../../../common/texts/discuss.ts';
import { Field } from '../../ui/Field.tsx';
import { useNewDiscussionForm, type NewDiscussionFormState } from './useNewDiscussionForm.ts';

/** The form; `id` lets the Create button point at it (`aria-controls`). */
export function NewDiscussionForm({ id, onPosted }: { id: string; onPosted: (discussionId: string) => void }) {
  const baseId = useId();
  const { form, busy, submit } = useNewDiscussionForm(onPosted);

  return (
    <form
      id={id}
      aria-labelledby={`${baseId}-title`}
      className="card card-border border-base-300 bg-base-200"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="card-body gap-3 p-4">
        <h2 id={`${baseId}-title`} className="card-title text-lg">
          {DISCUSS_TEXT.discuss.formTitle}
        </h2>
        <DiscussionFields form={form} />
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {DISCUSS_TEXT.discuss.post}
          </button>
        </div>
      </div>
    </form>
  );
}

/** The topic select, the header input and the content area, each with its message. */
function DiscussionFields({ form }: { form: NewDiscussionFormState['form'] }) {
  const { values, errors } = form;
  return (
    <>
      <Field label={DISCUSS_TEXT.discuss.topic} error={errors.topic}>
        {(control) => (
          <select {...control} className={`select w-full sm:max-w-xs ${errors.topic ? 'select-error' : ''}`} value={values.topic} onChange={(e) => form.set('topic', e.target.value)}>
            <option value="">{DISCUSS_TEXT.discuss.chooseTopic}</option>
            {DISCUSSION_TOPICS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={DISCUSS_TEXT.discuss.header} error={errors.header}>
        {(control) => (
          <input
            {...control}
            className={`input w-full ${errors.header ? 'input-error' : ''}`}
            value={values.header}
            maxLength={DISCUSSION_HEADER_MAX}
            placeholder={DISCUSS_TEXT.discuss.headerPlaceholder}
            onChange={(e) => form.set('header', e.target.value)}
          />
        )}
      </Field>
      <Field label={DISCUSS_TEXT.discuss.content} error={errors.content}>
        {(control) => (
          <textarea
            {...control}
            className={`textarea min-h-32 w-full ${errors.content ? 'textarea-error' : ''}`}
            value={values.content}
            maxLength={DISCUSSION_CONTENT_MAX}
            placeholder={DISCUSS_TEXT.discuss.contentPlaceholder}
            onChange={(e) => form.set('content', e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
