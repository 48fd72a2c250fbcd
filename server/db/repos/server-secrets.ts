import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { serverSecrets } from '../schema.ts';

/**
 * A secret the server makes itself (32 random bytes as hex) and keeps in `server_secrets`, so every
 * API instance on the same database signs and verifies with the same one. The first caller makes it;
 * a concurrent first caller on another instance gets the one that was stored first.
 * @param name what it signs (`media-uploads`, `test-payments`)
 * @throws what the database throws
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be stored`);
  return row.value;
}
