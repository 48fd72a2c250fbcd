/**
 * Forms validated by zod: zod issues → one message per field, and the form-state hook every
 * form uses.
 */
import { useState } from 'react';
import * as z from 'zod/mini';

/** Field name → first error message of that field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Validates `values` with `schema` and returns the parsed data, or the first message of each
 * failing field (spec §5 texts come from the schema).
 */
export function validateForm<S extends z.ZodMiniType<Record<string, unknown>>>(
  schema: S,
  values: Record<string, unknown>,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors<string> } {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** State of a form validated by a zod schema (see {@link useZodForm}). */
export interface ZodForm<K extends string, T> {
  values: Record<K, string>;
  /** First message per failing field (shown once the learner tried to submit). */
  errors: FieldErrors<K>;
  /** Sets one field; after a submit attempt the form is validated again on every change. */
  set(field: K, value: string): void;
  /** Replaces the values from outside (e.g. a change synced from another device); errors are cleared. */
  replace(values: Record<K, string>): void;
  /** Validates for a submit: @returns the parsed data, or null (and the errors are shown) */
  validate(): T | null;
}

/**
 * The form-state hook of every form (sign-up, login, the notes editor): values, per-field
 * messages from the same zod schema the server applies, live re-validation after the first
 * submit attempt.
 * @param schema the zod schema of the submitted data
 * @param initial the initial values (strings, one per field)
 */
export function useZodForm<K extends string, S extends z.ZodMiniType<Record<string, unknown>>>(schema: S, initial: Record<K, string>): ZodForm<K, z.infer<S>> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [submitted, setSubmitted] = useState(false);
  return {
    values,
    errors,
    set(field, value) {
      const next = { ...values, [field]: value };
      setValues(next);
      if (submitted) {
        const v = validateForm(schema, next);
        setErrors(v.ok ? {} : (v.errors as FieldErrors<K>));
      }
    },
    replace(next) {
      setValues(next);
      setErrors({});
      setSubmitted(false);
    },
    validate() {
      setSubmitted(true);
      const v = validateForm(schema, values);
      setErrors(v.ok ? {} : (v.errors as FieldErrors<K>));
      return v.ok ? v.data : null;
    },
  };
}
