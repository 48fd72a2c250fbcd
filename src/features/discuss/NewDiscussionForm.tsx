/**
 * The create-discussion form (spec §2.8, §5): topic select starting at 'Choose a topic', header
 * and content, validated by the contract's `newDiscussionFormSchema` ('Topic is required' (sic)
 * under the header, 'Content is required'). Posting writes locally and queues the post (offline
 * too), then shows 'Posted Successfully', resets the form and goes to / (spec §4).
 */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DISCUSSION_CONTENT_MAX, DISCUSSION_HEADER_MAX, DISCUSSION_TOPICS, newDiscussionFormSchema } from '../../../common/contract/index.ts';
import { DISCUSS_TEXT } from '../../../common/texts/discuss.ts';
import { postDiscussion } from '../../data/index.ts';
import { useZodForm } from '../../ui/form.ts';
import { useToast } from '../../ui/toasts.tsx';

type Field = 'topic' | 'header' | 'content';
const EMPTY: Record<Field, string> = { topic: '', header: '', content: '' };

/** The form; `id` lets the Create button point at it (`aria-controls`). */
export function NewDiscussionForm({ id }: { id: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const baseId = useId();
  const form = useZodForm<Field, typeof newDiscussionFormSchema>(newDiscussionFormSchema, EMPTY);
  const { values, errors } = form;
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const data = form.validate();
    if (!data) return;
    setBusy(true);
    try {
      await postDiscussion(data);
      toast.show({ kind: 'success', text: DISCUSS_TEXT.discuss.postedOk });
      form.replace(EMPTY);
      void navigate('/');
    } catch (e) {
      toast.show({ kind: 'error', text: DISCUSS_TEXT.discuss.postFailed + (e instanceof Error ? e.message : String(e)) });
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = (field: Field) => ({
    id: `${baseId}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${baseId}-${field}-error` : undefined,
  });
  const error = (field: Field) =>
    errors[field] && (
      <span id={`${baseId}-${field}-error`} className="text-sm text-[color-mix(in_oklab,var(--color-error)_50%,var(--color-base-content))]">
        {errors[field]}
      </span>
    );

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
        <div className="flex flex-col gap-1">
          <label className="text-sm font-medium" htmlFor={`${baseId}-topic`}>
            {DISCUSS_TEXT.discuss.topic}
          </label>
          <select
            {...fieldProps('topic')}
            className={`select w-full sm:max-w-xs ${errors.topic ? 'select-error' : ''}`}
            value={values.topic}
            onChange={(e) => form.set('topic', e.target.value)}
          >
            <option value="">{DISCUSS_TEXT.discuss.chooseTopic}</option>
            {DISCUSSION_TOPICS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          {error('topic')}
        </div>
        <div className="flex flex-col gap-1">
          <label className="text-sm font-medium" htmlFor={`${baseId}-header`}>
            {DISCUSS_TEXT.discuss.header}
          </label>
          <input
            {...fieldProps('header')}
            className={`input w-full ${errors.header ? 'input-error' : ''}`}
            value={values.header}
            maxLength={DISCUSSION_HEADER_MAX}
            placeholder={DISCUSS_TEXT.discuss.headerPlaceholder}
            onChange={(e) => form.set('header', e.target.value)}
          />
          {error('header')}
        </div>
        <div className="flex flex-col gap-1">
          <label className="text-sm font-medium" htmlFor={`${baseId}-content`}>
            {DISCUSS_TEXT.discuss.content}
          </label>
          <textarea
            {...fieldProps('content')}
            className={`textarea min-h-32 w-full ${errors.content ? 'textarea-error' : ''}`}
            value={values.content}
            maxLength={DISCUSSION_CONTENT_MAX}
            placeholder={DISCUSS_TEXT.discuss.contentPlaceholder}
            onChange={(e) => form.set('content', e.target.value)}
          />
          {error('content')}
        </div>
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {DISCUSS_TEXT.discuss.post}
          </button>
        </div>
      </div>
    </form>
  );
}
