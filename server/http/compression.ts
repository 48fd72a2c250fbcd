import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses smaller than this are sent as they are (compressing them saves too little), bytes. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses responses by the request's `Accept-Encoding` with `@fastify/compress`: Brotli
 * (quality 4, the plugin's default for on-the-fly use) or gzip, else identity; compressed
 * responses carry `Vary: Accept-Encoding`.
 *
 * - What is compressed: bodies of at least {@link COMPRESSION_THRESHOLD_BYTES} whose type is
 *   text, JSON or XML (the plugin's default list, which leaves out `text/event-stream`, so the AI
 *   helper's server-sent events stream one event at a time), e.g. the API's JSON and the
 *   built files without a precompressed copy (the service worker).
 * - What is left alone: a response that already has a `Content-Encoding` (the `.br`/`.gz` copies
 *   `@fastify/static` sends, see `static.ts`), partial content (206 and anything with
 *   `Content-Range`, e.g. Range requests on `/media/*`), binary types (images).
 * - Request bodies are never decompressed: a compressed upload would slip past the body limit
 *   (the 413 of `body.ts`), so the server accepts only identity bodies.
 *
 * Must be registered before any route and before `@fastify/static` (its hook is added per route).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
