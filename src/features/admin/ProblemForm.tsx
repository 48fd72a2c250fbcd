/**
 * The one create/update problem form (spec §2.6, §3 Problem, §5): title, description, difficulty,
 * tag, dynamic lists of visible and hidden test cases, exactly three start codes and reference
 * solutions (c++, java, javascript) in monospace text areas, and the three fixed approaches with
 * comma-separated concepts, steps and complexities. Validated with the contract's schema (the
 * server's), the messages under their fields; `onSave` sends it (the server then judges the
 * reference solutions, which takes a few seconds).
 */
import { useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { APPROACH_NAMES, DIFFICULTIES, LANGUAGES, TAGS, type Language, type ProblemInput } from '../../../common/contract/index.ts';
import { TEXT } from '../../../common/texts.ts';
import { ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { TextField } from '../../ui/TextField.tsx';
import { AreaField, ListError, SelectField } from './fields.tsx';
import { validateProblemForm, type ProblemFormErrors, type ProblemFormValues } from './problem-form.ts';

const F = ADMIN_TEXT.form;

/** Display names of the judge's languages. */
export const LANGUAGE_LABEL: Record<Language, string> = { 'c++': 'C++', java: 'Java', javascript: 'JavaScript' };

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

export function ProblemForm({ initial, schema, submitLabel, onSave, onCancel, sendDisabled = false }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProblemFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const update = (next: ProblemFormValues) => {
    setValues(next);
    if (submitted) {
      const v = validateProblemForm(schema, next);
      setErrors(v.ok ? {} : v.errors);
    }
  };
  const set = <K extends keyof ProblemFormValues>(key: K, value: ProblemFormValues[K]) => update({ ...values, [key]: value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const v = validateProblemForm(schema, values);
    if (!v.ok) {
      setErrors(v.errors);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(v.data);
    } finally {
      setSaving(false);
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  const vis = values.visibleTestCases;
  const hid = values.hiddenTestCases;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-6" aria-busy={saving}>
      {hasErrors && (
        <p ref={summaryRef} tabIndex={-1} role="alert" className="alert alert-error">
          {F.fixErrors}
        </p>
      )}
      <section className="card bg-base-200" aria-labelledby="pf-basics">
        <div className="card-body gap-2 p-4">
          <h2 id="pf-basics" className="card-title text-lg">
            {F.basics}
          </h2>
          <TextField label={F.title} name="title" value={values.title} error={errors.title} onChange={(e) => set('title', e.target.value)} />
          <AreaField label={F.description} name="description" rows={6} value={values.description} error={errors.description} onChange={(e) => set('description', e.target.value)} />
          <div className="grid gap-2 sm:grid-cols-2">
            <SelectField
              label={F.difficulty}
              name="difficulty"
              placeholder={F.chooseDifficulty}
              options={DIFFICULTIES.map((d) => ({ value: d, label: TEXT.difficulty[d] ?? d }))}
              value={values.difficulty}
              error={errors.difficulty}
              onChange={(e) => set('difficulty', e.target.value)}
            />
            <SelectField
              label={F.tags}
              name="tags"
              placeholder={F.chooseTag}
              options={TAGS.map((t) => ({ value: t, label: TEXT.tag[t] ?? t }))}
              value={values.tags}
              error={errors.tags}
              onChange={(e) => set('tags', e.target.value)}
            />
          </div>
        </div>
      </section>

      <TestCaseSection
        id="pf-visible"
        title={F.visible}
        field="visibleTestCases"
        testId="visible-case"
        caseLabel={F.visibleCase}
        addLabel={F.addVisible}
        cases={vis}
        errors={errors}
        blank={{ input: '', output: '', explanation: '' }}
        onChange={(cases) => set('visibleTestCases', cases)}
      />
      <TestCaseSection
        id="pf-hidden"
        title={F.hidden}
        field="hiddenTestCases"
        testId="hidden-case"
        caseLabel={F.hiddenCase}
        addLabel={F.addHidden}
        cases={hid}
        errors={errors}
        blank={{ input: '', output: '' }}
        onChange={(cases) => set('hiddenTestCases', cases)}
      />

      <section className="card bg-base-200" aria-labelledby="pf-start">
        <div className="card-body gap-2 p-4">
          <h2 id="pf-start" className="card-title text-lg">
            {F.startCode}
          </h2>
          <ListError error={errors.startCode} />
          {LANGUAGES.map((l, i) => (
            <AreaField key={l} label={F.initialCode(LANGUAGE_LABEL[l])} mono rows={6} value={values.startCode[l]} error={errors[`startCode.${i}.initialCode`]} onChange={(e) => set('startCode', { ...values.startCode, [l]: e.target.value })} />
          ))}
        </div>
      </section>

      <section className="card bg-base-200" aria-labelledby="pf-ref">
        <div className="card-body gap-2 p-4">
          <h2 id="pf-ref" className="card-title text-lg">
            {F.referenceSolution}
          </h2>
          <p className="text-sm text-base-content/80">{F.judgeNote}</p>
          <ListError error={errors.referenceSolution} />
          {LANGUAGES.map((l, i) => (
            <AreaField
              key={l}
              label={F.completeCode(LANGUAGE_LABEL[l])}
              mono
              rows={8}
              value={values.referenceSolution[l]}
              error={errors[`referenceSolution.${i}.completeCode`]}
              onChange={(e) => set('referenceSolution', { ...values.referenceSolution, [l]: e.target.value })}
            />
          ))}
        </div>
      </section>

      <section className="card bg-base-200" aria-labelledby="pf-approaches">
        <div className="card-body gap-3 p-4">
          <h2 id="pf-approaches" className="card-title text-lg">
            {F.approaches}
          </h2>
          <ListError error={errors.Aprouch} />
          {APPROACH_NAMES.map((name, i) => {
            const a = values.Aprouch[i]!;
            const setA = (field: keyof typeof a, value: string) => set('Aprouch', values.Aprouch.map((x, k) => (k === i ? { ...x, [field]: value } : x)));
            return (
              <fieldset key={name} className="rounded-box border border-base-300 p-3" data-testid="approach-fields">
                <legend className="px-1 font-semibold">{name}</legend>
                <AreaField label={F.concept} rows={2} value={a.concept} error={errors[`Aprouch.${i}.concept`]} onChange={(e) => setA('concept', e.target.value)} />
                <AreaField label={F.steps} rows={3} value={a.steps} error={errors[`Aprouch.${i}.steps`]} onChange={(e) => setA('steps', e.target.value)} />
                <TextField label={F.complexities} value={a.complexities} error={errors[`Aprouch.${i}.complexities`]} onChange={(e) => setA('complexities', e.target.value)} />
              </fieldset>
            );
          })}
        </div>
      </section>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {saving && (
          <p role="status" className="text-sm text-base-content/80">
            {F.saving}
          </p>
        )}
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={saving}>
          {F.cancel}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving || sendDisabled}>
          {saving && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** A test case of the form: input and output, and (visible cases only) an explanation. */
type CaseValue = { input: string; output: string; explanation?: string };

/**
 * One dynamic list of test cases (visible or hidden): a fieldset per case with its fields and a
 * Remove button, then Add. Field errors are read by the contract's paths (`<field>.<i>.<key>`).
 */
function TestCaseSection<T extends CaseValue>(p: {
  id: string;
  title: string;
  field: 'visibleTestCases' | 'hiddenTestCases';
  testId: string;
  caseLabel: (n: number) => string;
  addLabel: string;
  cases: T[];
  errors: Record<string, string | undefined>;
  blank: T;
  onChange: (cases: T[]) => void;
}) {
  const edit = (i: number, key: keyof CaseValue, value: string) => p.onChange(p.cases.map((x, k) => (k === i ? { ...x, [key]: value } : x)));
  return (
    <section className="card bg-base-200" aria-labelledby={p.id}>
      <div className="card-body gap-3 p-4">
        <h2 id={p.id} className="card-title text-lg">
          {p.title}
        </h2>
        <ListError error={p.errors[p.field]} />
        {p.cases.map((t, i) => (
          <fieldset key={i} className="rounded-box border border-base-300 p-3" data-testid={p.testId}>
            <legend className="px-1 font-semibold">{p.caseLabel(i + 1)}</legend>
            <div className="grid gap-2 md:grid-cols-2">
              <AreaField label={F.input} mono value={t.input} error={p.errors[`${p.field}.${i}.input`]} onChange={(e) => edit(i, 'input', e.target.value)} />
              <AreaField label={F.output} mono value={t.output} error={p.errors[`${p.field}.${i}.output`]} onChange={(e) => edit(i, 'output', e.target.value)} />
            </div>
            {t.explanation !== undefined && (
              <AreaField label={F.explanation} rows={2} value={t.explanation} error={p.errors[`${p.field}.${i}.explanation`]} onChange={(e) => edit(i, 'explanation', e.target.value)} />
            )}
            <button type="button" className="btn btn-ghost btn-sm mt-2 text-error" aria-label={F.removeCase(p.caseLabel(i + 1))} onClick={() => p.onChange(p.cases.filter((_, k) => k !== i))}>
              {F.remove}
            </button>
          </fieldset>
        ))}
        <button type="button" className="btn btn-outline btn-sm self-start" onClick={() => p.onChange([...p.cases, { ...p.blank }])}>
          + {p.addLabel}
        </button>
      </div>
    </section>
  );
}
