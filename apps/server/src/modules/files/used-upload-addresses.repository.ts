import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/connect.ts';
import { usedUploadAddresses } from '#src/db/schema/index.ts';

/** Marks the address of `key` used; false when it already was (by any server, at any time). */
export async function claimUploadAddress(db: Db, key: string): Promise<boolean> {
  const claimed = await db
    .insert(usedUploadAddresses)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: usedUploadAddresses.key });
  return claimed.length === 1;
}

/** Gives the address back when the file could not be stored, so the shopper may try it again. */
export async function releaseUploadAddress(db: Db, key: string): Promise<void> {
  await db.delete(usedUploadAddresses).where(eq(usedUploadAddresses.key, key));
}
