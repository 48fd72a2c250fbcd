/**
 * Problem packages in the tests: written from a table of files (path relative to the package →
 * text), small and for one test, for the importer (`importPackageDir`); and a package zip uploaded
 * to the admins' import call.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiClient } from './client.ts';
import { multipart } from './multipart.ts';
import type { TestApp } from './test-server.ts';

/**
 * Writes `files` (path relative to the package → text) into a fresh directory `root/name`.
 * @returns the package directory's path
 */
export function writePackage(root: string, name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/**
 * Uploads a package zip to POST /api/admin/problems/import as `api`'s account, the file in the
 * multipart field `field` (the import reads `package`).
 * @returns the injected response (the import report on 201)
 */
export async function uploadPackageZip(t: TestApp, api: ApiClient, data: Buffer, fileName = 'package.zip', field = 'package') {
  const { payload, contentType } = multipart({}, { name: fileName, type: 'application/zip', data, field });
  return t.app.inject({ method: 'POST', url: '/api/admin/problems/import', payload, headers: { ...(await api.headers()), 'content-type': contentType } });
}
