/**
 * The one create/update problem form (spec §2.6, §3 Problem, §5): title, description, difficulty,
 * tag, dynamic lists of visible and hidden test cases, exactly three start codes and reference
 * solutions (c++, java, javascript) in monospace text areas, and the three fixed approaches with
 * comma-separated concepts, steps and complexities. Validated with the contract's schema (the
 * server's), the messages under their fields; `onSave` sends it (the server then judges the
 * reference solutions, which takes a few seconds).
 */
import * as z from 'zod/mini';
import type { ProblemInput } from '../../../common/contract/index.ts';
import { ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { ApproachesSection, BasicsSection, FormActions, ReferenceSolutionSection, StartCodeSection, TestCaseSections } from './problem-form-sections.tsx';
import type { ProblemFormValues } from './problem-form.ts';
import { useProblemForm } from './useProblemForm.ts';

interface Props {
  initial: ProblemFormValues;
  /** The contract's create or update schema. */
  schema: z.ZodMiniType<ProblemInput>;
  submitLabel: string;
  /** Sends the validated payload; resolves when done (the page navigates or shows the error). */
  onSave: (input: ProblemInput) => Promise<void>;
  onCancel: () => void;
  /** True when the form cannot be sent now (offline): the send button is disabled, what was typed stays. */
  sendDisabled?: boolean;
}

/** The problem form: an error summary, the sections, and the actions. */
export function ProblemForm({ initial, schema, submitLabel, onSave, onCancel, sendDisabled = false }: Props) {
  const { values, errors, set, saving, summaryRef, submit } = useProblemForm(initial, schema, onSave);
  const section = { values, errors, set };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6" aria-busy={saving}>
      {Object.keys(errors).length > 0 && (
        <p ref={summaryRef} tabIndex={-1} role="alert" className="alert alert-error">
          {ADMIN_TEXT.form.fixErrors}
        </p>
      )}
      <BasicsSection {...section} />
      <TestCaseSections {...section} />
      <StartCodeSection {...section} />
      <ReferenceSolutionSection {...section} />
      <ApproachesSection {...section} />
      <FormActions saving={saving} sendDisabled={sendDisabled} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
