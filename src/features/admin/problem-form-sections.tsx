/**
 * The sections of the create/update problem form, each a card with its heading: the basics, a
 * dynamic list of test cases, the start codes, the reference solutions and the approaches; and the
 * row of actions under them. Field errors are read by the contract's paths (`startCode.0.initialCode`).
 */
import { Fragment, type ReactNode } from 'react';
import { APPROACH_NAMES, DIFFICULTIES, LANGUAGES, MAX_TOPICS, REQUIRED_LANGUAGES, TAGS, TOPICS, type Language } from '../../../common/contract/index.ts';
import { TEXT } from '../../../common/texts.ts';
import { ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { TextField } from '../../ui/TextField.tsx';
import { AreaField, ListError, SelectField } from './fields.tsx';
import type { ProblemFormErrors, ProblemFormValues } from './problem-form.ts';
import type { SetProblemField } from './useProblemForm.ts';

const F = ADMIN_TEXT.form;

/** Display names of the judge's languages. */
export const LANGUAGE_LABEL: Record<Language, string> = { 'c++': 'C++', java: 'Java', javascript: 'JavaScript', python3: 'Python3' };

/** The name of `l` in a field label, marked optional for a language the form does not require. */
const fieldLanguage = (l: Language) => ((REQUIRED_LANGUAGES as readonly Language[]).includes(l) ? LANGUAGE_LABEL[l] : F.optionalLanguage(LANGUAGE_LABEL[l]));

/** What every section reads and writes. */
interface SectionProps {
  values: ProblemFormValues;
  errors: ProblemFormErrors;
  set: SetProblemField;
}

/** A card section of the form with its heading (`id` labels the section). */
function FormCard({ id, title, gap = 'gap-2', children }: { id: string; title: string; gap?: string; children: ReactNode }) {
  return (
    <section className="card bg-base-200" aria-labelledby={id}>
      <div className={`card-body ${gap} p-4`}>
        <h2 id={id} className="card-title text-lg">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Title, description, difficulty, tag and topics. */
export function BasicsSection({ values, errors, set }: SectionProps) {
  return (
    <FormCard id="pf-basics" title={F.basics}>
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
      <fieldset className="fieldset" aria-describedby="pf-topics-hint">
        <legend className="fieldset-legend">{F.topics}</legend>
        <p id="pf-topics-hint" className="text-xs text-base-content/70">
          {F.topicsHint(MAX_TOPICS)}
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {TOPICS.map((t) => (
            <label key={t} className="label cursor-pointer gap-2 text-sm text-base-content">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                name="topics"
                value={t}
                checked={values.topics.includes(t)}
                onChange={(e) => set('topics', e.target.checked ? TOPICS.filter((x) => x === t || values.topics.includes(x)) : values.topics.filter((x) => x !== t))}
              />
              {t}
            </label>
          ))}
        </div>
        {errors.topics && <p className="text-sm text-error">{errors.topics}</p>}
      </fieldset>
    </FormCard>
  );
}

/** A test case of the form: input and output, and (visible cases only) an explanation. */
type CaseValue = { input: string; output: string; explanation?: string };

/**
 * One dynamic list of test cases (visible or hidden): a fieldset per case with its fields and a
 * Remove button, then Add. Field errors are read by the contract's paths (`<field>.<i>.<key>`).
 */
export function TestCaseSection<T extends CaseValue>(p: {
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
    <FormCard id={p.id} title={p.title} gap="gap-3">
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
    </FormCard>
  );
}

/** The visible test cases (with explanations), then the hidden ones. */
export function TestCaseSections({ values, errors, set }: SectionProps) {
  return (
    <>
      <TestCaseSection
        id="pf-visible"
        title={F.visible}
        field="visibleTestCases"
        testId="visible-case"
        caseLabel={F.visibleCase}
        addLabel={F.addVisible}
        cases={values.visibleTestCases}
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
        cases={values.hiddenTestCases}
        errors={errors}
        blank={{ input: '', output: '' }}
        onChange={(cases) => set('hiddenTestCases', cases)}
      />
    </>
  );
}

/** The learner's start code in each language, and the driver the judge joins it to (optional). */
export function StartCodeSection({ values, errors, set }: SectionProps) {
  return (
    <FormCard id="pf-start" title={F.startCode}>
      <p className="text-sm text-base-content/80">{F.driverNote}</p>
      <ListError error={errors.startCode} />
      {LANGUAGES.map((l, i) => (
        <Fragment key={l}>
          <AreaField label={F.initialCode(fieldLanguage(l))} mono rows={6} value={values.startCode[l]} error={errors[`startCode.${i}.initialCode`]} onChange={(e) => set('startCode', { ...values.startCode, [l]: e.target.value })} />
          <AreaField label={F.driver(LANGUAGE_LABEL[l])} mono rows={4} value={values.drivers[l]} error={errors[`startCode.${i}.driver`]} onChange={(e) => set('drivers', { ...values.drivers, [l]: e.target.value })} />
        </Fragment>
      ))}
    </FormCard>
  );
}

/** The reference solution in each language, which the server judges on save. */
export function ReferenceSolutionSection({ values, errors, set }: SectionProps) {
  return (
    <FormCard id="pf-ref" title={F.referenceSolution}>
      <p className="text-sm text-base-content/80">{F.judgeNote}</p>
      <ListError error={errors.referenceSolution} />
      {LANGUAGES.map((l, i) => (
        <AreaField
          key={l}
          label={F.completeCode(fieldLanguage(l))}
          mono
          rows={8}
          value={values.referenceSolution[l]}
          error={errors[`referenceSolution.${i}.completeCode`]}
          onChange={(e) => set('referenceSolution', { ...values.referenceSolution, [l]: e.target.value })}
        />
      ))}
    </FormCard>
  );
}

/** The three fixed approaches: concepts, steps and complexities of each. */
export function ApproachesSection({ values, errors, set }: SectionProps) {
  return (
    <FormCard id="pf-approaches" title={F.approaches} gap="gap-3">
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
    </FormCard>
  );
}

/** The saving note, Cancel and the send button (with its spinner while saving). */
export function FormActions({ saving, sendDisabled, submitLabel, onCancel }: { saving: boolean; sendDisabled: boolean; submitLabel: string; onCancel: () => void }) {
  return (
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
  );
}
