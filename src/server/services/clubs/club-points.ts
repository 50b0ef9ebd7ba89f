import { createHash } from 'node:crypto';
import { and, count, eq, gte, inArray, lte, notInArray, sql, sum, type SQLWrapper } from 'drizzle-orm';
import { DRAFT_PROJECT_STATUSES } from '../../../shared/machines';
import { colomboDate } from '../../../shared/time/colombo';
import { lionsYearOf } from '../../../shared/time/lions-year';
import type { Db } from '../../db/database';
import { preparedRead } from '../../db/read-cache';
import { activities, activityPoints, clubs, members, projectPoints, serviceProjects } from '../../db/schema';

/** Activity statuses that do not count as a meeting held. */
const NOT_HELD = ['REJECTED'];

/** The statement's parameters: the club and the dates of its Lions year and month. */
const P = {
  clubId: sql.placeholder('clubId'),
  startYear: sql.placeholder('startYear'),
  month: sql.placeholder('month'),
  yearFrom: sql.placeholder('yearFrom'),
  yearTo: sql.placeholder('yearTo'),
  monthFrom: sql.placeholder('monthFrom'),
  /** The last day a project counts as done: today, or the year's end once it has passed. */
  doneBy: sql.placeholder('doneBy'),
};

/**
 * The overview's statement: every figure a scalar subquery of one statement, prepared once per
 * database and set of meeting keys (the catalogue's, fixed while the app runs; its name says them).
 */
function overviewStatement(db: Db, meetingKeys: readonly string[], name: string) {
  const admin = db
    .select({ total: sum(activityPoints.totalPoints) })
    .from(activityPoints)
    .innerJoin(activities, eq(activities.id, activityPoints.activityId))
    .where(
      and(
        eq(activities.clubId, P.clubId),
        eq(activities.lionsYear, P.startYear),
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
        eq(projectPoints.clubId, P.clubId),
        gte(serviceProjects.date, P.yearFrom),
        lte(serviceProjects.date, P.yearTo),
      ),
    );

  const projectsIn = (from: typeof P.yearFrom | typeof P.monthFrom) =>
    db
      .select({ n: count() })
      .from(serviceProjects)
      .where(
        and(
          eq(serviceProjects.clubId, P.clubId),
          // Drafts (PROCESSING, PENDING) are not projects done.
          notInArray(serviceProjects.status, [...DRAFT_PROJECT_STATUSES]),
          gte(serviceProjects.date, from),
          lte(serviceProjects.date, P.doneBy),
        ),
      );

  const meetings = (onlyMonth: boolean) =>
    db
      .select({ n: count() })
      .from(activities)
      .where(
        and(
          eq(activities.clubId, P.clubId),
          eq(activities.lionsYear, P.startYear),
          inArray(activities.key, [...meetingKeys]),
          notInArray(activities.status, NOT_HELD),
          onlyMonth ? eq(activities.month, P.month) : undefined,
        ),
      );

  const joined = db
    .select({ n: count() })
    .from(members)
    .where(
      and(
        eq(members.clubId, P.clubId),
        gte(members.memberSince, P.yearFrom),
        lte(members.memberSince, P.yearTo),
      ),
    );
  const dropped = db
    .select({ n: count() })
    .from(members)
    .where(
      and(
        eq(members.droppedFromClubId, P.clubId),
        gte(members.droppedAt, P.yearFrom),
        lte(members.droppedAt, P.yearTo),
      ),
    );

  const figure = (query: SQLWrapper) => sql<number>`coalesce((${query}), 0)`.mapWith(Number);
  return db
    .select({
      project: figure(project),
      admin: figure(admin),
      projectCount: figure(projectsIn(P.yearFrom)),
      projectMonthlyCount: figure(projectsIn(P.monthFrom)),
      meetingCount: figure(meetings(false)),
      meetingMonthlyCount: figure(meetings(true)),
      newMembers: figure(joined),
      dropMembers: figure(dropped),
    })
    .from(clubs)
    .where(eq(clubs.id, P.clubId))
    .prepare(name);
}

/**
 * The home page's club overview for one club (spec 1 section 3, club points response), for the
 * current Lions year and month in Asia/Colombo. Every figure is counted from the tables; meetings are
 * the reports of the types the catalogue marks `meeting`. One prepared statement: one round trip,
 * parsed and planned once per connection.
 */
export async function clubPoints(
  db: Db,
  clubId: number,
  meetingKeys: readonly string[],
  today = colomboDate(),
) {
  const year = lionsYearOf(today);
  const keysHash = createHash('sha256').update(meetingKeys.join('\n')).digest('hex').slice(0, 12);
  const statement = preparedRead(db, `club_points_${keysHash}`, (d, name) =>
    overviewStatement(d, meetingKeys, name),
  );
  const [row] = await statement.execute({
    clubId,
    startYear: year.startYear,
    month: today.slice(5, 7),
    yearFrom: year.from,
    yearTo: year.to,
    monthFrom: `${today.slice(0, 7)}-01`,
    doneBy: today < year.to ? today : year.to,
  });
  if (!row) throw new Error(`club ${clubId} is gone`);
  return row;
}
