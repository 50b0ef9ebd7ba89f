import { and, eq } from 'drizzle-orm';
import { colomboDate } from '../../../shared/time/colombo';
import { dueDateOf } from '../../../shared/time/activity-months';
import { lionsYearOf } from '../../../shared/time/lions-year';
import { activities, clubs } from '../../db/schema';
import { notFound } from '../../services/errors';
import { requireAuth } from '../../http/request-context';
import { inScope } from '../../services/clubs/club-scope';
import type { OperationHandler } from '../types';

/**
 * GET /api/activity/{month}/list/{clubId}: the activities the catalogue schedules for the month, in
 * catalogue order, joined with the club's reports of that month of the current Lions year.
 */
export const activityList: OperationHandler<{ Params: { month: string; clubId: string } }> = async (
  request,
) => {
  const auth = requireAuth(request);
  const { db, activityCatalogue } = request.server;
  const { month, clubId } = request.params;
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.uuid, clubId));
  if (!club || !inScope(auth, club.id)) throw notFound('Club not found.');

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

  return activityCatalogue.types
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
};
