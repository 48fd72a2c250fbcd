import * as z from 'zod/mini';

/**
 * `POST /api/admin/problems/import` (admins only): multipart/form-data with one file field
 * `package`, a .zip of an ICPC/Kattis problem package. Answers 201 with the report below;
 * a refused package answers 400 `{ message }` naming the problem and what is wrong.
 */

/** Largest accepted package archive, bytes (compressed). */
export const PACKAGE_ZIP_MAX_BYTES = 64 * 1024 * 1024;

export const importReportSchema = z.object({
  /** Id of the problem created (or updated, when the package's name matches an existing one). */
  prblmId: z.string(),
  /** What the importer filled in with defaults or could not carry over, one sentence each. */
  warnings: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;
