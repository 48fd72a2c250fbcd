import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * Builds .zip archives for tests and benches, including hostile ones: an entry's content is given as
 * bytes or as a pattern repeated up to a size, deflated as a stream (a 300 MB entry costs a few MB of
 * memory and a few hundred KB of archive), and its declared uncompressed size can be a lie.
 */

/**
 * One entry of a crafted archive; `mode` is its Unix mode in the external attributes (default a regular
 * file, 0o100644; 0o120777 makes a symbolic link whose content is the path it names). Names may repeat.
 */
export type CraftEntry =
  | { name: string; data: Uint8Array; declaredSize?: number; mode?: number }
  | { name: string; pattern: Uint8Array; size: number; declaredSize?: number; mode?: number };

/** Deflates an entry's content; returns the compressed bytes, CRC-32 and real size. */
async function deflate(entry: CraftEntry): Promise<{ compressed: Buffer; crc: number; size: number }> {
  const deflater = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflater.on('data', (b: Buffer) => parts.push(b));
  const done = new Promise<void>((resolve, reject) => {
    deflater.on('end', resolve);
    deflater.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  const write = async (chunk: Uint8Array) => {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflater.write(chunk)) await new Promise((r) => deflater.once('drain', r));
  };
  if ('data' in entry) await write(entry.data);
  else {
    const block = Buffer.alloc(Math.max(entry.pattern.length, 1024 * 1024 - ((1024 * 1024) % entry.pattern.length)));
    for (let i = 0; i < block.length; i += entry.pattern.length) block.set(entry.pattern.subarray(0, Math.min(entry.pattern.length, block.length - i)), i);
    let left = entry.size;
    while (left > 0) {
      const n = Math.min(left, block.length);
      await write(block.subarray(0, n));
      left -= n;
    }
  }
  deflater.end();
  await done;
  return { compressed: Buffer.concat(parts), crc: crc >>> 0, size };
}

/** A zip archive (deflate, no zip64) of `entries`; each entry's headers declare `declaredSize` when given. */
export async function craftZip(entries: CraftEntry[]): Promise<Buffer> {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { compressed, crc, size } = await deflate(entry);
    const declared = entry.declaredSize ?? size;
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(0x0314, 4); // made by Unix, 2.0
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(compressed.length, 20);
    header.writeUInt32LE(declared, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(((entry.mode ?? 0o100644) << 16) >>> 0, 38);
    header.writeUInt32LE(offset, 42);
    out.push(local, name, compressed);
    central.push(header, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, end]);
}
