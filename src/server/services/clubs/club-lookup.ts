import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clubs } from '../../db/schema';

/** The club with that uuid (id, uuid, name), or null: the `club` header of a request names it. */
export async function clubByUuid(db: Db, uuid: string) {
  const [club] = await db
    .select({ id: clubs.id, uuid: clubs.uuid, name: clubs.name })
    .from(clubs)
    .where(eq(clubs.uuid, uuid))
    .limit(1);
  return club ?? null;
}
