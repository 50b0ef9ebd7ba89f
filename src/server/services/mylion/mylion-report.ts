import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { can, roleScope } from '../../../shared/policy';
import { mylionFileName } from '../../../shared/reports/mylion-file-name';
import type { Db } from '../../db/database';
import {
  clubs,
  governorThemes,
  projectCommitteeMembers,
  projectParticipants,
  serviceProjects,
} from '../../db/schema';
import { forbidden, notFound } from '../errors';
import type { CsvFile } from '../reports/club-report';
import { text } from '../../i18n/text';
import { mylionRows, type MylionProject } from './mylion-rows';

/** Whom an export request acts as: the role held today and, for a club office, its club. */
export interface MylionActing {
  role: { name: string; club: { uuid: string } | null } | null;
}

/** The first day of a month 'YYYY-MM' and of the month after it. */
function monthSpan(month: string): { from: string; to: string } {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const next = mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/**
 * The club an export may name: a club office only its own (another uuid is refused 403, as the club
 * header is, whether or not such a club exists, so other clubs' ids cannot be probed); the district
 * offices any club, an unknown one not found.
 */
async function exportClub(db: Db, acting: MylionActing, clubUuid: string) {
  const role = acting.role;
  if (!role || !can(role.name, 'project.mylionExport')) throw forbidden();
  if (roleScope(role.name) === 'club' && role.club?.uuid !== clubUuid) {
    throw forbidden(text('auth.roleBoundToOwnClub'));
  }
  const [club] = await db
    .select({ id: clubs.id, name: clubs.name })
    .from(clubs)
    .where(eq(clubs.uuid, clubUuid));
  if (!club) throw notFound(text('clubs.notFound'));
  return club;
}

/** The club's APPROVED projects dated in the month, oldest first, with their volunteer counts. */
async function approvedProjects(db: Db, clubId: number, month: string): Promise<MylionProject[]> {
  const { from, to } = monthSpan(month);
  // A member on the committee and among the participants volunteered once.
  const volunteers = sql<number>`(select count(*)::int from (
      select ${projectCommitteeMembers.memberId} from ${projectCommitteeMembers}
        where ${projectCommitteeMembers.projectId} = ${serviceProjects.id}
      union
      select ${projectParticipants.memberId} from ${projectParticipants}
        where ${projectParticipants.projectId} = ${serviceProjects.id}) as volunteers)`;
  const rows = await db
    .select({
      code: serviceProjects.projectCode,
      title: serviceProjects.projectTitle,
      date: serviceProjects.date,
      themeKey: governorThemes.themeKey,
      description: serviceProjects.description,
      venue: serviceProjects.venue,
      directBeneficiaries: serviceProjects.directBeneficiaries,
      volunteers,
      volunteerHours: serviceProjects.volunteerHours,
      totalProjectCost: serviceProjects.totalProjectCost,
      fundsRaised: serviceProjects.fundsRaised,
    })
    .from(serviceProjects)
    .leftJoin(governorThemes, eq(governorThemes.id, serviceProjects.governorThemeId))
    .where(
      and(
        eq(serviceProjects.clubId, clubId),
        eq(serviceProjects.status, 'APPROVED'),
        gte(serviceProjects.date, from),
        lt(serviceProjects.date, to),
      ),
    )
    .orderBy(asc(serviceProjects.date), asc(serviceProjects.id));
  // numeric columns may come back as text on PostgreSQL.
  return rows.map((r) => ({
    ...r,
    volunteers: Number(r.volunteers),
    totalProjectCost: r.totalProjectCost === null ? null : Number(r.totalProjectCost),
    fundsRaised: r.fundsRaised === null ? null : Number(r.fundsRaised),
  }));
}

/**
 * A club's MyLion service export of a month 'YYYY-MM' (issue 14, "enter once, report twice"): its
 * APPROVED projects dated in that month, a row each in the columns of Lions International's
 * service-activity report (mylion-rows.ts), saved as mylion-service-{club}-{month}.csv. Read whole
 * before the first byte leaves, so a failure answers an error, not a cut file.
 */
export async function mylionReport(
  db: Db,
  acting: MylionActing,
  clubUuid: string,
  month: string,
): Promise<CsvFile> {
  const club = await exportClub(db, acting, clubUuid);
  const projects = await approvedProjects(db, club.id, month);
  return { fileName: mylionFileName(club.name, month), rows: mylionRows(projects) };
}
