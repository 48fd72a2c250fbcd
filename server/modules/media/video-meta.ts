import { open, stat } from 'node:fs/promises';
import mediaInfoFactory, { type MediaInfo } from 'mediainfo.js';

/**
 * Reads a video file's real duration with MediaInfo (MediaArea's library, as WebAssembly through
 * `mediainfo.js`), which understands MP4, QuickTime, WebM/Matroska and Ogg. One MediaInfo
 * instance is created on first use and files are analysed one at a time.
 */

let instance: Promise<MediaInfo<'object'>> | null = null;
let queue: Promise<unknown> = Promise.resolve();

/**
 * @param file path of the video
 * @returns its duration in seconds (the container's, else its video track's), or null when the
 *   file has none MediaInfo can read
 */
export function readVideoDuration(file: string): Promise<number | null> {
  const run = queue.then(async () => {
    instance ??= mediaInfoFactory({ format: 'object' });
    const mi = await instance;
    const size = (await stat(file)).size;
    const fh = await open(file, 'r');
    try {
      const result = await mi.analyzeData(size, async (length, offset) => {
        const buf = Buffer.alloc(Math.min(length, Math.max(0, size - offset)));
        const { bytesRead } = await fh.read(buf, 0, buf.length, offset);
        return buf.subarray(0, bytesRead);
      });
      const tracks = result.media?.track ?? [];
      for (const type of ['General', 'Video']) {
        const track = tracks.find((t) => t['@type'] === type) as { Duration?: unknown } | undefined;
        const d = Number(track?.Duration);
        if (Number.isFinite(d) && d > 0) return d;
      }
      return null;
    } finally {
      await fh.close();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}
