import { registerBodySchema } from '../../common/contract/auth.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError, exitIfDataDirHeld } from '../db/data-dir-lock.ts';
import { newId } from '../db/ids.ts';
import { upsertAdmin } from '../db/repos/users.ts';

/**
 * `npm run create-admin -- <email> <password> <firstname>`: creates an admin
 * account, or makes an existing account admin and sets its password. Uses the
 * same DATA_DIR / DATABASE_URL as the server. On the embedded PGlite, which allows
 * one process at a time, it refuses while a server holds DATA_DIR ("stop the server
 * first (it holds DATA_DIR …, pid N)"). Exits 1 with a message on bad input or refusal.
 */
const [emailID, password, firstname] = process.argv.slice(2);
const parsed = registerBodySchema.safeParse({ emailID, password, firstname });
if (!parsed.success) {
  console.error(`Usage: npm run create-admin -- <email> <password> <firstname>\n${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}`);
  process.exit(1);
}
const config = loadConfig();
exitIfDataDirHeld(config, 'create-admin');
const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, owner: 'create-admin' }).catch((e: unknown) => {
  if (!(e instanceof DataDirLockedError)) throw e;
  console.error(e.message);
  process.exit(1);
});
try {
  const body = parsed.data;
  const passwordHash = await hashPassword(body.password);
  const outcome = await upsertAdmin(db.db, { newId: newId(), emailId: body.emailID, firstname: body.firstname, passwordHash });
  if (outcome === 'updated') {
    console.log(`${body.emailID} is now an admin (password updated).`);
  } else {
    console.log(`Created admin ${body.emailID}.`);
  }
} finally {
  await db.close();
}
