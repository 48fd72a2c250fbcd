/**
 * A Vite plugin that serves an opt-in offline pack (`src/workers/offline-pack.ts`) from a package in
 * node_modules: the files at the pack's URL path (`/pyodide/<version>/`, `/clang/<version>/`) in
 * `npm run dev`, and in the build the same files in `dist/` at that path — hard links to
 * node_modules (a copy where linking fails), each with a Brotli copy (`<file>.br`, 16 MB window;
 * quality 9, or 6 for a file over {@link LARGE_FILE_BYTES}: on the C++ compiler's 75 MB module
 * quality 6 takes 2 s instead of 16 s for 5 % more bytes) that the server sends to browsers that
 * accept it (kept in the build cache, `build/build-cache.ts`: a file's copy is made once per machine). A pack may add files the build makes (`generated`: the C++ pack's precompiled header).
 * The files never pass through Rollup, so the
 * bundle's compression and the service worker's precache never see them. The page learns the
 * files' sizes from `import.meta.env.<envKey>` (JSON `[{ name, bytes, sentBytes }]`: as stored, and as
 * sent with Brotli — in the build; `npm run dev` sends them uncompressed and says so).
 */
import { copyFileSync, createReadStream, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';
import type { PackFile } from '../src/workers/offline-pack.ts';
import { cached } from './build-cache.ts';

/** The pack a plugin serves. */
export interface OfflinePackSource {
  /** The plugin's name. */
  name: string;
  /** The npm package that holds the files, and the version the pack's URLs and cache are named for (the build fails on another). */
  packageName: string;
  version: string;
  /** The files' folder inside the package ('' for its root). */
  folder: string;
  /** Where the files are when the build prepares them from the package's (the C++ pack's `clangPackDir`); default the package's folder. */
  sourceDir?: () => string;
  /** The files' names. */
  files: readonly string[];
  /** The URL path of the pack's folder, with leading and trailing slashes. */
  urlPath: string;
  /** The `import.meta.env` key that carries the files' sizes. */
  envKey: string;
  /**
   * Files the build makes (not in the package), served and shipped beside the package's: in the build
   * made in the config step (with their Brotli copies), in `npm run dev` made on their first request.
   */
  generated?: { name: string; make(): Promise<Uint8Array> }[];
}

/** Content types of the packs' files in `npm run dev` (the API server has its own table). */
const PACK_TYPES: Record<string, string> = { '.mjs': 'text/javascript', '.js': 'text/javascript', '.wasm': 'application/wasm', '.zip': 'application/zip', '.json': 'application/json', '.tar': 'application/x-tar' };

const brotli = promisify(brotliCompress);
/** Files larger than this (bytes) are compressed with Brotli quality 6, others with 9. */
const LARGE_FILE_BYTES = 16 * 1024 * 1024;
const brotliOptions = (bytes: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: bytes > LARGE_FILE_BYTES ? 6 : 9, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
});

/** Links (or copies) `from` to `to`, replacing what is there. */
function linkOrCopy(from: string, to: string): void {
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** The plugin of one pack (see the module's comment). */
export function offlinePackPlugin(pack: OfflinePackSource): Plugin {
  const root = path.resolve('node_modules', pack.packageName);
  const installed = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  if (installed !== pack.version) throw new Error(`node_modules/${pack.packageName} is ${installed}; the offline pack expects ${pack.version}`);
  const dir = pack.sourceDir?.() ?? path.join(root, pack.folder);
  const files = pack.files.map((name) => ({ name, bytes: statSync(path.join(dir, name)).size }));
  const generated = pack.generated ?? [];
  let outDir = 'dist';
  /** Each file's Brotli copy (null when it would not be smaller), made once in the build's config step. */
  let compressed: (Buffer | null)[] = [];
  /** The generated files' bytes, made in the build's config step. */
  let made: Uint8Array[] = [];
  /** A file's Brotli copy, from the build cache (by pack, version, name and size), else made and kept. */
  const compress = async (name: string, bytes: Uint8Array) => {
    const out = await cached(`${pack.name}-${pack.version}-${name}-${bytes.length}.br`, async () => new Uint8Array(await brotli(bytes, brotliOptions(bytes.length))));
    return out.length < bytes.length ? Buffer.from(out) : null;
  };
  return {
    name: pack.name,
    async config(_config, { command }) {
      if (command === 'build') {
        made = await Promise.all(generated.map((g) => g.make()));
        const sources = [...files.map(({ name }) => ({ name, bytes: readFileSync(path.join(dir, name)) })), ...generated.map((g, i) => ({ name: g.name, bytes: made[i]! }))];
        compressed = await Promise.all(sources.map(({ name, bytes }) => compress(name, bytes)));
      }
      // In `npm run dev` a generated file's size is unknown until it is made: the download does not check it.
      const all = command === 'build' ? [...files, ...generated.map((g, i) => ({ name: g.name, bytes: made[i]!.length }))] : files;
      const sizes: PackFile[] = all.map((f, i) => ({ ...f, sentBytes: command === 'build' ? (compressed[i]?.length ?? f.bytes) : f.bytes }));
      return { define: { [`import.meta.env.${pack.envKey}`]: JSON.stringify(JSON.stringify(sizes)) } };
    },
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(pack.urlPath, (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        const made = generated.find((g) => g.name === name);
        if (made) {
          made.make().then(
            (bytes) => res.setHeader('content-type', 'application/octet-stream').end(Buffer.from(bytes)),
            (e: Error) => res.writeHead(500).end(e.message),
          );
          return;
        }
        if (!files.some((f) => f.name === name)) return next();
        res.setHeader('content-type', PACK_TYPES[path.extname(name)] ?? 'application/octet-stream');
        createReadStream(path.join(dir, name)).pipe(res);
      });
    },
    writeBundle() {
      const target = path.join(outDir, pack.urlPath);
      mkdirSync(target, { recursive: true });
      files.forEach(({ name }, i) => {
        linkOrCopy(path.join(dir, name), path.join(target, name));
        const br = compressed[i];
        if (br) writeFileSync(path.join(target, `${name}.br`), br);
      });
      generated.forEach(({ name }, i) => {
        writeFileSync(path.join(target, name), made[i]!);
        const br = compressed[files.length + i];
        if (br) writeFileSync(path.join(target, `${name}.br`), br);
      });
    },
  };
}
