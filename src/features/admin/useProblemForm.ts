/**
 * The create/update problem form's state: the values as typed, the messages under their fields
 * (validated again on every change once a send was tried), and the send itself.
 */
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import * as z from 'zod/mini';
import type { ProblemInput } from '../../../common/contract/index.ts';
import { validateProblemForm, type ProblemFormErrors, type ProblemFormValues } from './problem-form.ts';

/** Sets one field of the form's values. */
export type SetProblemField = <K extends keyof ProblemFormValues>(key: K, value: ProblemFormValues[K]) => void;

/** What {@link useProblemForm} gives the form. */
export interface ProblemFormState {
  values: ProblemFormValues;
  /** Field path → first message; empty until a send was tried. */
  errors: ProblemFormErrors;
  set: SetProblemField;
  /** True while `onSave` runs. */
  saving: boolean;
  /** The error summary, focused when a send finds errors. */
  summaryRef: RefObject<HTMLParagraphElement | null>;
  /** The form's submit handler: validates, then sends the payload or shows the messages. */
  submit: (e: FormEvent) => Promise<void>;
}

/**
 * State of the problem form starting from `initial`, validated with `schema` (the contract's
 * create or update schema); a valid send awaits `onSave` with the payload.
 */
export function useProblemForm(initial: ProblemFormValues, schema: z.ZodMiniType<ProblemInput>, onSave: (input: ProblemInput) => Promise<void>): ProblemFormState {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProblemFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const set: SetProblemField = (key, value) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) {
      const v = validateProblemForm(schema, next);
      setErrors(v.ok ? {} : v.errors);
    }
  };

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

  return { values, errors, set, saving, summaryRef, submit };
}
