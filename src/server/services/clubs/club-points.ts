import { and, count, eq, gte, inArray, lte, notInArray, sum } from 'drizzle-orm';
import { DRAFT_PROJECT_STATUSES } from '../../../shared/machines';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import { activities, activityPoints, members, projectPoints, serviceProjects } from '../../db/schema';

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

  const [admin] = await db
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
  const [project] = await db
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

  const projectsIn = async (from: string) => {
    const [row] = await db
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
    return row?.n ?? 0;
  };

  const meetings = async (onlyMonth: boolean) => {
    const [row] = await db
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
    return row?.n ?? 0;
  };

  const [joined] = await db
    .select({ n: count() })
    .from(members)
    .where(
      and(eq(members.clubId, clubId), gte(members.memberSince, year.from), lte(members.memberSince, year.to)),
    );
  const [dropped] = await db
    .select({ n: count() })
    .from(members)
    .where(
      and(
        eq(members.droppedFromClubId, clubId),
        gte(members.droppedAt, year.from),
        lte(members.droppedAt, year.to),
      ),
    );

  // Sums of numeric columns come back as text (or null for no rows).
  return {
    project: Number(project?.total ?? 0),
    admin: Number(admin?.total ?? 0),
    projectCount: await projectsIn(year.from),
    projectMonthlyCount: await projectsIn(monthFrom),
    meetingCount: await meetings(false),
    meetingMonthlyCount: await meetings(true),
    newMembers: joined?.n ?? 0,
    dropMembers: dropped?.n ?? 0,
  };
}
