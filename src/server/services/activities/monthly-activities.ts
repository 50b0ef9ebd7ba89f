import { and, eq } from 'drizzle-orm';
import { dueDateOf } from '../../../shared/time/activity-months';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import { activities, clubs } from '../../db/schema';
import { inScope, type ClubActing } from '../clubs/club-scope';
import { notFound } from '../errors';
import type { ActivityCatalogue } from './activity-catalogue';

/**
 * The Monthly Tasks list of a club within the acting scope: the activities the catalogue schedules
 * for the month, in catalogue order, joined with the club's reports of that month of the current
 * Lions year.
 */
export async function monthlyActivities(
  db: Db,
  catalogue: ActivityCatalogue,
  acting: ClubActing,
  month: string,
  clubUuid: string,
) {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.uuid, clubUuid));
  if (!club || !inScope(acting, club.id)) throw notFound('Club not found.');
  const today = colomboDate();
  const year = lionsYearOf(today).startYear;
  const reports = await db
    .select({
      uuid: activities.uuid,
      key: activities.key,
      status: activities.status,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .where(and(eq(activities.clubId, club.id), eq(activities.lionsYear, year), eq(activities.month, month)));
  const byKey = new Map(reports.map((r) => [r.key, r]));

  return catalogue.types
    .filter((type) => (type.schedule.months as string[]).includes(month))
    .map((type) => {
      const report = byKey.get(type.key);
      return {
        uuid: report?.uuid ?? null,
        key: type.key,
        activity: type.title,
        name: type.title,
        due_date: dueDateOf(month, type.schedule.dueDay, today),
        status: report?.status ?? null,
        created_at: report?.createdAt.toISOString() ?? null,
      };
    });
}
