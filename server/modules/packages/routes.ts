import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_ZIP_MAX_BYTES, type ImportReport } from '../../../common/contract/package-import.ts';
import { MSG } from '../../../common/texts.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requireAdmin } from '../../http/security.ts';
import { PackageError } from './load.ts';
import { importPackageZip } from './service.ts';

/**
 * Problem packages (admins):
 * - POST /api/admin/problems/import (multipart/form-data, one file field `package`: a .zip of an ICPC/Kattis
 *   problem package, at most PACKAGE_ZIP_MAX_BYTES) → 201 ImportReport (common/contract/package-import.ts: the
 *   problem id, the limits chosen and why, input validators, each submission's verdict, warnings). 401 signed out,
 *   403 not an admin, 413 `{ message }` archive over PACKAGE_ZIP_MAX_BYTES or package over a cap of
 *   packages/limits.ts (declared or real sizes, entries, compression ratio, test data), 400 `{ message }`
 *   naming the problem and what is wrong (unsafe or damaged archive, no problem.yaml, bad YAML, no test data,
 *   interactive problem without its interactor, a test file an input validator rejects, an accepted submission that fails, …); a refused
 *   package leaves nothing behind. The package is unpacked, read and
 *   converted in a worker thread (worker.ts), one import at a time.
 */
export async function packageRoutes(app: FastifyInstance, { db, judge, config }: AppDeps): Promise<void> {
  const host = { timeFactor: config.judge.timeFactor, memoryMaxKb: config.judge.memoryMaxKb };
  await app.register(fastifyMultipart, { limits: { fileSize: PACKAGE_ZIP_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 } });

  app.post('/api/admin/problems/import', { preHandler: requireAdmin }, async (req, reply): Promise<ImportReport> => {
    if (!req.isMultipart()) throw new HttpError(415, API_MSG.packageFileMissing);
    const file = await req.file();
    if (!file || file.fieldname !== 'package') throw new HttpError(400, API_MSG.packageFileMissing);
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch (e) {
      if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MSG.packageTooLarge(`${PACKAGE_ZIP_MAX_BYTES / 1024 / 1024} MB`));
      throw e;
    }
    try {
      const report = await importPackageZip(db, data, file.filename || 'package.zip', { judge, host, createdBy: req.user!._id });
      reply.status(201);
      return report;
    } catch (e) {
      if (e instanceof PackageError) throw new HttpError(e.status, e.message);
      throw e;
    }
  });
}
