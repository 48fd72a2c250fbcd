/**
 * How an offline pack's file is kept in Cache Storage (`src/sw/pack-storage.ts`): a file kept
 * gzip-compressed reads back byte for byte as itself, with its headers and without the marker; a file
 * kept as it arrived is answered unchanged.
 */
import { describe, expect, it } from 'vitest';
import { compressForStorage, packFileResponse, STORED_ENCODING_HEADER } from '../../src/sw/pack-storage.ts';

/** A stream of `bytes` in chunks of `size` bytes. */
function chunked(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

describe('offline pack storage', () => {
  it('keeps a compressible file smaller and reads it back as itself', async () => {
    const text = new TextEncoder().encode('#include <vector>\n'.repeat(50_000));
    const stored = new Uint8Array(await new Response(compressForStorage(chunked(text, 65_536))).arrayBuffer());
    expect(stored.length).toBeLessThan(text.length / 20);
    expect([...stored.subarray(0, 2)]).toEqual([0x1f, 0x8b]); // a gzip member (RFC 1952)
    const entry = new Response(stored, { headers: { 'content-type': 'application/x-tar', [STORED_ENCODING_HEADER]: 'gzip' } });
    const file = packFileResponse(entry);
    expect(file.headers.get('content-type')).toBe('application/x-tar');
    expect(file.headers.has(STORED_ENCODING_HEADER)).toBe(false);
    // Compared as bytes in one call (an element-wise deep equality of 900 KB takes seconds).
    const decoded = Buffer.from(await file.arrayBuffer());
    expect(decoded.length).toBe(text.length);
    expect(decoded.equals(text)).toBe(true);
  });

  it('answers a file kept as it arrived unchanged', async () => {
    const entry = new Response(new Uint8Array([0, 97, 115, 109]), { headers: { 'content-type': 'application/wasm' } });
    expect(packFileResponse(entry)).toBe(entry);
  });
});
