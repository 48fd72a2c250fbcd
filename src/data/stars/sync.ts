/**
 * Sync handler of `star` ops. The op holds the DESIRED saved state; the spec's endpoint
 * (`PUT /api/prblm/activeStars/:id`) toggles, so the handler reads `GET /api/prblm/stars` once per
 * drain pass and toggles only when the server differs. When the server's state changed between
 * that read and the toggle, it asks the engine to decide again with a fresh key.
 */
import { getStars, toggleStar } from '../../api/stars.ts';
import { bumpGen } from '../core/gen.ts';
import { RedecideError, type SyncHandler } from '../core/sync-handler.ts';
import { STARS_SCOPE } from './refresh.ts';

/** Creates the star handler of one engine (it caches the server's stars for one pass). */
export function createStarSync(): SyncHandler<'star'> {
  let serverStars: Promise<Set<string>> | null = null;
  return {
    tables: ['stars'],
    decidesSending: true,
    beginPass() {
      serverStars = null;
    },
    async send(op, ctx) {
      const { prblmId, starred } = op.payload;
      const db = ctx.db;
      if (!op.sent) {
        if (!serverStars) {
          ctx.countRequest();
          const read = getStars(ctx.call(undefined)).then((ids) => new Set(ids));
          serverStars = read;
          read.catch(() => {
            if (serverStars === read) serverStars = null;
          });
        }
        if ((await serverStars).has(prblmId) !== starred) {
          op.sent = true;
          await db.outbox.update(op.seq!, { sent: true });
        }
      }
      if (op.sent) {
        ctx.countRequest();
        const res = await toggleStar(prblmId, ctx.call(op.id));
        const known = await serverStars?.catch(() => null);
        if (known) {
          if (res.starred) known.add(prblmId);
          else known.delete(prblmId);
        }
        if (res.starred !== starred) throw new RedecideError(`server state of ${prblmId} changed meanwhile`);
      }
      await db.transaction('rw', [db.outbox, db.kv], async () => {
        await ctx.finish();
        await bumpGen(db, STARS_SCOPE);
      });
    },
  };
}
