/**
 * The build's cache of work that depends only on its inputs (the C++ pack's precompiled header, the
 * packs' Brotli copies): `<tmp>/pocket-judge-build-cache/`, beside the judge's cache, outside
 * node_modules so a fresh `npm ci` keeps it. Entries are named by what they depend on; delete the
 * folder to make everything again.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The cache's folder. */
export const BUILD_CACHE_DIR = path.join(os.tmpdir(), 'pocket-judge-build-cache');

/**
 * The bytes cached under `name`, else `make()`'s, then kept (written whole, then renamed, so a build
 * beside a test never reads half a file).
 */
export async function cached(name: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const file = path.join(BUILD_CACHE_DIR, name);
  if (existsSync(file)) return new Uint8Array(readFileSync(file));
  const bytes = await make();
  mkdirSync(BUILD_CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return bytes;
}
