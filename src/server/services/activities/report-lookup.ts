import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { activities } from '../../db/schema';
import { inScope, type ClubActing } from '../clubs/club-scope';
import { notFound } from '../errors';
import type { LoadedActivityType } from './activity-catalogue';
import { text } from '../../i18n/text';

/** A filed report as stored. */
export type StoredReport = typeof activities.$inferSelect;

/** The report of a type with that uuid, within the acting scope; otherwise (or an unknown type) not found. */
export async function reportInScope(
  db: Db,
  acting: ClubActing,
  type: LoadedActivityType | undefined,
  uuid: string,
): Promise<StoredReport> {
  if (!type) throw notFound(text('activities.unknownType'));
  const [report] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.uuid, uuid), eq(activities.key, type.key)));
  if (!report || !inScope(acting, report.clubId)) throw notFound(text('activities.notFound'));
  return report;
}
