import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built PWA from `root` with an SPA fallback: any GET that is not
 * /api and not a file gets index.html, so client routes (/prblm/…, /Login)
 * load on refresh. Hashed assets and the offline packs (`pyodide/<version>/`, Pyodide's files;
 * `clang/<version>/`, the C++ compiler's; named by their version) are cached for a year; index.html, the service worker and the
 * manifest are always revalidated. `.wasm` goes out as `application/wasm` (@fastify/send's type
 * table; WebAssembly's streaming compile requires it). Text assets and `.wasm` are sent Brotli- or
 * gzip-compressed when the build wrote a `.br`/`.gz` copy and the browser accepts it
 * (`preCompressed`, with `Vary: Accept-Encoding`).
 *
 * @returns false when `root/index.html` does not exist (nothing registered).
 */
export async function registerStatic(app: FastifyInstance, root: string): Promise<boolean> {
  if (!existsSync(path.join(root, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    setHeaders(reply, filePath) {
      const rel = path.relative(root, filePath);
      if (['assets', 'pyodide', 'clang'].some((dir) => rel.startsWith(dir + path.sep))) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else reply.header('cache-control', 'no-cache');
    },
  });
  return true;
}
