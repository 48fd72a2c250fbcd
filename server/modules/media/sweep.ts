/**
 * The sweep of unattached media: embedded uploads no profile or problem uses, and the Cloudinary
 * photos signed but never (or no longer) on a profile.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { claimDuePhoto, forgetPhotoSignature, markDestroyFailed, nextDuePhotos, releasePhotoClaim, type SweepWindow } from '../../db/repos/photo-signatures.ts';
import { findProblemVideo } from '../../db/repos/problems.ts';
import { findUserById } from '../../db/repos/users.ts';
import { destroyCloudinaryAsset, MEDIA_URL_PREFIX, SIGNATURE_LIFETIME_MS } from './storage.ts';

/** How long the sweep's claim on a photo it destroys holds, ms (longer than one destroy call may take). */
const CLAIM_MS = 5 * 60_000;
/** Cloudinary photos one sweep destroys at most; the rest wait for the next sweep. */
const SWEEP_DESTROY_MAX = 1000;
/** Failed destroy calls in a row after which a sweep leaves Cloudinary alone until the next one. */
const SWEEP_FAILURES_MAX = 3;
/**
 * Removes uploads no profile and no problem uses once they are older than `unattachedTtlMs`: photos
 * under `profile/<user id>/` other than that user's profile photo, videos under `video/<problem
 * id>/` other than that problem's video, and temporary files a stopped upload left in `.incoming/`.
 * Age is the file's modification time (when its upload finished). Owner folders stay (an upload
 * may be linking into one). With Cloudinary configured, the photos signed for it are destroyed
 * there too ({@link sweepCloudinaryPhotos}).
 * @param now the clock, ms
 * @param log where failed Cloudinary destroy calls are reported (they are tried again at the next sweep)
 * @returns how many files were removed and Cloudinary photos destroyed
 * @throws what the database throws (file errors are skipped: the next sweep tries again)
 */
export async function sweepUnattachedMedia(db: Db, config: Config['media'], now = Date.now(), log: { warn(m: string): void } = { warn: () => undefined }): Promise<number> {
  const cutoff = now - config.unattachedTtlMs;
  const old = async (file: string) => (await stat(file).then((s) => s.isFile() && s.mtimeMs <= cutoff, () => false));
  let removed = 0;
  const remove = async (file: string) => {
    if (await rm(file).then(() => true, () => false)) removed++;
  };
  for (const kind of ['profile', 'video'] as const) {
    const root = path.join(config.dir, kind);
    for (const owner of await readdir(root).catch(() => [] as string[])) {
      if (!/^[0-9a-f]{24}$/.test(owner)) continue;
      const dir = path.join(root, owner);
      const names = await readdir(dir).catch(() => [] as string[]);
      const url = kind === 'profile' ? (await findUserById(db, owner))?.photoUrl : (await findProblemVideo(db, owner))?.url;
      for (const name of names) {
        if (url === `${MEDIA_URL_PREFIX}${kind}/${owner}/${name}`) continue;
        if (await old(path.join(dir, name))) await remove(path.join(dir, name));
      }
    }
  }
  const incoming = path.join(config.dir, '.incoming');
  for (const name of await readdir(incoming).catch(() => [] as string[])) if (await old(path.join(incoming, name))) await remove(path.join(incoming, name));
  if (config.cloudinary) removed += await sweepCloudinaryPhotos(db, config.cloudinary, config.unattachedTtlMs, now, log);
  return removed;
}

/**
 * Destroys the Cloudinary photos recorded in `photo_signatures` that are due, by Cloudinary's signed
 * destroy call (with `invalidate`, so CDN copies go too). Due: no profile uses the photo and it was
 * signed at least `unattachedTtlMs` ago (and at least {@link SIGNATURE_LIFETIME_MS}, so no upload
 * can arrive after it was destroyed), or its account is gone (due at once). Each photo is claimed
 * first (`claimed_at`, the row storeMetaData attaches through), so an attach and a destroy of one
 * photo never both happen, and API instances sweeping together do not repeat a call. A destroy
 * answered `ok` or `not found` is done and the row is forgotten (a deleted account's photo signed
 * less than {@link SIGNATURE_LIFETIME_MS} ago is kept and destroyed again later, in case its upload
 * was still on the way). A failed call is logged, the row stays and is tried again at the next
 * sweep, after the others; {@link SWEEP_FAILURES_MAX} failures in a row end this sweep's calls.
 * @param now the clock, ms
 * @returns how many destroy calls succeeded (at most {@link SWEEP_DESTROY_MAX})
 * @throws what the database throws
 */
async function sweepCloudinaryPhotos(db: Db, cl: NonNullable<Config['media']['cloudinary']>, unattachedTtlMs: number, now: number, log: { warn(m: string): void }): Promise<number> {
  const window: SweepWindow = { now: new Date(now), claimsExpireBefore: new Date(now - CLAIM_MS), signedBefore: new Date(now - Math.max(unattachedTtlMs, SIGNATURE_LIFETIME_MS)) };
  const forgetBefore = new Date(now - SIGNATURE_LIFETIME_MS);
  const seen: string[] = [];
  let destroyed = 0;
  let failures = 0;
  while (seen.length < SWEEP_DESTROY_MAX) {
    const batch = await nextDuePhotos(db, window, seen, Math.min(100, SWEEP_DESTROY_MAX - seen.length));
    if (batch.length === 0) break;
    for (const publicId of batch) {
      seen.push(publicId);
      const claimed = await claimDuePhoto(db, publicId, window);
      if (!claimed) continue;
      try {
        await destroyCloudinaryAsset(cl, 'image', publicId, { invalidate: true });
      } catch (e) {
        await markDestroyFailed(db, publicId, new Date(now));
        log.warn(`media: destroying the Cloudinary photo ${publicId} failed, tried again at the next sweep: ${(e as Error).message}`);
        if (++failures >= SWEEP_FAILURES_MAX) return destroyed;
        continue;
      }
      failures = 0;
      destroyed++;
      if (claimed.signedAt <= forgetBefore) await forgetPhotoSignature(db, publicId);
      else await releasePhotoClaim(db, publicId);
    }
  }
  return destroyed;
}
