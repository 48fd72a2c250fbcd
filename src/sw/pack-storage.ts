/**
 * How an offline pack's file is kept in the pack's Cache Storage cache (`src/workers/offline-pack.ts`):
 * as it arrived, or — for the files a pack names, large and well compressible like the C++ pack's
 * precompiled header and header archive — gzip-compressed on the device (the browser's own
 * `CompressionStream`, RFC 1952), marked by the {@link STORED_ENCODING_HEADER} header of the stored
 * response. Whoever reads a pack file from the cache (the service worker answering the pack's URLs, the
 * C++ compiler worker reading its precompiled header) reads it through {@link packFileResponse} and gets
 * the file's own bytes.
 *
 * The WebAssembly modules stay as they are: `WebAssembly.compileStreaming` takes them straight from the
 * response, and a module passed through a decompression stream would cost a copy of its bytes in memory.
 */

/** The stored response's header that says how its body is kept (`gzip`), absent for a file kept as is. */
export const STORED_ENCODING_HEADER = 'x-pocket-judge-stored-encoding';

/** `body` gzip-compressed as it streams (for a file the pack keeps compressed). */
export function compressForStorage(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  return body.pipeThrough(new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
}

/**
 * The pack file held by the cache entry `stored`, as the file itself: decompressed as it streams when
 * it is kept compressed (same status and headers, less the marker), else `stored` unchanged.
 */
export function packFileResponse(stored: Response): Response {
  if (stored.headers.get(STORED_ENCODING_HEADER) !== 'gzip' || !stored.body) return stored;
  const headers = new Headers(stored.headers);
  headers.delete(STORED_ENCODING_HEADER);
  const body = stored.body.pipeThrough(new DecompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);
  return new Response(body, { status: stored.status, statusText: stored.statusText, headers });
}
