import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  projectClubReportFileName,
  projectSummaryFileName,
} from '../../../shared/reports/project-report-file-names';
import type { Db } from '../../db/database';
import {
  clubs,
  governorThemes,
  projectPointLines,
  projectPoints,
  regions,
  serviceProjects,
  zones,
} from '../../db/schema';
import { notFound } from '../errors';
import { clubInProjectScope, projectScopeWhere, type ProjectActing } from '../projects/project-scope';
import type { CsvFile } from '../reports/club-report';
import { projectReportRows, type ProjectReportLine } from './project-report-rows';
import { text } from '../../i18n/text';

/** The projects matching `where` within the role's reach, as the reports print them, oldest date first. */
async function reportLines(db: Db, acting: ProjectActing, where: SQL): Promise<ProjectReportLine[]> {
  const rows = await db
    .select({
      code: serviceProjects.projectCode,
      title: serviceProjects.projectTitle,
      club: clubs.name,
      zone: zones.name,
      region: regions.name,
      type: serviceProjects.projectType,
      theme: governorThemes.theme,
      date: serviceProjects.date,
      status: serviceProjects.status,
      venue: serviceProjects.venue,
      totalProjectCost: serviceProjects.totalProjectCost,
      directBeneficiaries: serviceProjects.directBeneficiaries,
      indirectBeneficiaries: serviceProjects.indirectBeneficiaries,
      estimated: sql<
        string | null
      >`(select sum(${projectPointLines.totalPoint}) from ${projectPointLines} where ${projectPointLines.projectId} = ${serviceProjects.id})`,
      approved: sql<
        string | null
      >`(select sum(${projectPoints.points}) from ${projectPoints} where ${projectPoints.projectId} = ${serviceProjects.id})`,
    })
    .from(serviceProjects)
    .innerJoin(clubs, eq(clubs.id, serviceProjects.clubId))
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .innerJoin(regions, eq(regions.id, zones.regionId))
    .leftJoin(governorThemes, eq(governorThemes.id, serviceProjects.governorThemeId))
    .where(and(where, projectScopeWhere(db, acting)))
    .orderBy(asc(serviceProjects.date), asc(serviceProjects.id));
  // Sums of numeric columns come back as text (null for none).
  return rows.map((r) => ({
    ...r,
    totalProjectCost: r.totalProjectCost === null ? null : Number(r.totalProjectCost),
    estimated: Number(r.estimated ?? 0),
    approved: Number(r.approved ?? 0),
  }));
}

/**
 * The project summary of a governor theme (GET summary/{themeId}/reports, saved as
 * project-summary-{theme}): every project of the theme the role reaches, a row each. An unknown theme
 * is not found. The database is read before the first byte leaves, so a failure answers an error.
 */
export async function themeProjectReport(db: Db, acting: ProjectActing, themeUuid: string): Promise<CsvFile> {
  const [theme] = await db
    .select({ id: governorThemes.id, name: governorThemes.theme })
    .from(governorThemes)
    .where(eq(governorThemes.uuid, themeUuid));
  if (!theme) throw notFound(text('projects.themeNotFound'));
  const lines = await reportLines(db, acting, eq(serviceProjects.governorThemeId, theme.id));
  return { fileName: projectSummaryFileName(theme.name), rows: projectReportRows(lines) };
}

/**
 * A club's project report (GET {id}/club-reports, saved as project-{club}): every project of the club.
 * A club the role does not reach (a club officer's other clubs, a zone or region office's clubs
 * elsewhere) is not found, as the project list would not show them either.
 */
export async function clubProjectReport(db: Db, acting: ProjectActing, clubUuid: string): Promise<CsvFile> {
  const [club] = await db
    .select({ id: clubs.id, name: clubs.name, zoneId: clubs.zoneId, regionId: zones.regionId })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .where(eq(clubs.uuid, clubUuid));
  if (!club || !clubInProjectScope(acting, club)) throw notFound(text('clubs.notFound'));
  const lines = await reportLines(db, acting, eq(serviceProjects.clubId, club.id));
  return { fileName: projectClubReportFileName(club.name), rows: projectReportRows(lines) };
}
