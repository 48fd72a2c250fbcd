/**
 * Form helpers of the sign-up and login screens: zod issues → one message per field.
 */
import type { z } from 'zod';

/** Field name → first error message of that field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Validates `values` with `schema` and returns the parsed data, or the first message of each
 * failing field (spec §5 texts come from the schema).
 */
export function validateForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  values: Record<string, unknown>,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors<string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
