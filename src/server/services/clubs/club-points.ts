import { and, count, eq, gte, inArray, lte, notInArray, sql, sum, type SQLWrapper } from 'drizzle-orm';
import { DRAFT_PROJECT_STATUSES } from '../../../shared/machines';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import { activities, activityPoints, clubs, members, projectPoints, serviceProjects } from '../../db/schema';

/** Activity statuses that do not count as a meeting held. */
const NOT_HELD = ['REJECTED'];

/**
 * The home page's club overview for one club (spec 1 section 3, club points response), for the
 * current Lions year and month in Asia/Colombo. Every figure is counted from the tables; meetings are
 * the reports of the types the catalogue marks `meeting`.
 */
export async function clubPoints(
  db: Db,
  clubId: number,
  meetingKeys: readonly string[],
  today = colomboDate(),
) {
  const year = lionsYearOf(today);
  const month = today.slice(5, 7);
  const monthFrom = `${today.slice(0, 7)}-01`;

  const admin = db
    .select({ total: sum(activityPoints.totalPoints) })
    .from(activityPoints)
    .innerJoin(activities, eq(activities.id, activityPoints.activityId))
    .where(
      and(
        eq(activities.clubId, clubId),
        eq(activities.lionsYear, year.startYear),
        eq(activities.status, 'APPROVED'),
        eq(activityPoints.status, 'APPROVED'),
      ),
    );

  // A project's points are its approval row and every adjustment since (project_points).
  const project = db
    .select({ total: sum(projectPoints.points) })
    .from(projectPoints)
    .innerJoin(serviceProjects, eq(serviceProjects.id, projectPoints.projectId))
    .where(
      and(
        eq(projectPoints.clubId, clubId),
        gte(serviceProjects.date, year.from),
        lte(serviceProjects.date, year.to),
      ),
    );

  const projectsIn = (from: string) =>
    db
      .select({ n: count() })
      .from(serviceProjects)
      .where(
        and(
          eq(serviceProjects.clubId, clubId),
          // Drafts (PROCESSING, PENDING) are not projects done.
          notInArray(serviceProjects.status, [...DRAFT_PROJECT_STATUSES]),
          gte(serviceProjects.date, from),
          lte(serviceProjects.date, today < year.to ? today : year.to),
        ),
      );

  const meetings = (onlyMonth: boolean) =>
    db
      .select({ n: count() })
      .from(activities)
      .where(
        and(
          eq(activities.clubId, clubId),
          eq(activities.lionsYear, year.startYear),
          inArray(activities.key, [...meetingKeys]),
          notInArray(activities.status, NOT_HELD),
          onlyMonth ? eq(activities.month, month) : undefined,
        ),
      );

  const joined = db
    .select({ n: count() })
    .from(members)
    .where(
      and(eq(members.clubId, clubId), gte(members.memberSince, year.from), lte(members.memberSince, year.to)),
    );
  const dropped = db
    .select({ n: count() })
    .from(members)
    .where(
      and(
        eq(members.droppedFromClubId, clubId),
        gte(members.droppedAt, year.from),
        lte(members.droppedAt, year.to),
      ),
    );

  // Every figure is a scalar subquery of one statement: one round trip for the home page.
  const figure = (query: SQLWrapper) => sql<number>`coalesce((${query}), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      project: figure(project),
      admin: figure(admin),
      projectCount: figure(projectsIn(year.from)),
      projectMonthlyCount: figure(projectsIn(monthFrom)),
      meetingCount: figure(meetings(false)),
      meetingMonthlyCount: figure(meetings(true)),
      newMembers: figure(joined),
      dropMembers: figure(dropped),
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!row) throw new Error(`club ${clubId} is gone`);
  return row;
}
