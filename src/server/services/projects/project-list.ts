import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { projectControls, waitingLevel } from '../../../shared/machines';
import { can } from '../../../shared/policy';
import type { Db } from '../../db/database';
import { clubs, governorThemes, serviceProjects, zones } from '../../db/schema';
import { pageMeta, pageWindow } from '../pagination';
import { chairHandsAmong, reviewRoleFor, type ChairHand } from '../project-review/review-levels';
import type { ProjectCaller } from './project-caller';
import { mayEditProjectType } from './project-rights';
import { projectScopeWhere } from './project-scope';
import { projectNamed } from './project-search';
import { sendBacksAmong, type SentBack } from './sent-back';

/** What the list is asked for: a search text, a page, and optionally one status. */
export interface ProjectListQuery {
  search: string;
  page?: number;
  status?: string;
}

/** A project with its club, where the club sits, and its theme: what a list row shows. */
export interface ListedProject {
  project: typeof serviceProjects.$inferSelect;
  club: { uuid: string; name: string };
  zoneId: number;
  regionId: number;
  theme: { uuid: string; theme: string; theme_key: string } | null;
}

/** The projects with their club, zone, region and theme, as a query to narrow (list, review queue). */
export function listedProjects(db: Db) {
  return db
    .select({
      project: serviceProjects,
      club: { uuid: clubs.uuid, name: clubs.name },
      zoneId: clubs.zoneId,
      regionId: zones.regionId,
      theme: { uuid: governorThemes.uuid, theme: governorThemes.theme, theme_key: governorThemes.themeKey },
    })
    .from(serviceProjects)
    .innerJoin(clubs, eq(clubs.id, serviceProjects.clubId))
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .leftJoin(governorThemes, eq(governorThemes.id, serviceProjects.governorThemeId));
}

/** What a page of rows knows of each project beyond its row: the caller's chairman hand and its send-back. */
export interface PageFacts {
  chairHands: ReadonlyMap<number, ChairHand>;
  sendBacks: ReadonlyMap<number, SentBack>;
}

/**
 * A project as the list and the review queue show it (spec 3 section 2: code, title, club, status,
 * type, date), with the actions the role may take now: edit (a draft of a type the role may edit),
 * delete (the evaluator, not once approved; the club a draft never submitted), review (the caller
 * holds the level it waits for); the level it waits for and since when; and, while it waits in
 * PENDING, why it was sent back.
 */
export async function projectListItem(db: Db, caller: ProjectCaller, row: ListedProject, facts: PageFacts) {
  const { project } = row;
  const role = caller.role?.name;
  const controls = projectControls(project.status, project.projectType);
  const placed = { ...project, zoneId: row.zoneId, regionId: row.regionId };
  const waitingFor = waitingLevel(project.status, project.projectType);
  return {
    uuid: project.uuid,
    project_code: project.projectCode ?? '',
    project_title: project.projectTitle,
    club: row.club,
    status: project.status,
    project_type: project.projectType,
    date: project.date,
    created_at: project.createdAt.toISOString(),
    governor_theme: row.theme,
    waiting_for: waitingFor,
    waiting_since: waitingFor ? project.statusChangedAt.toISOString() : null,
    sent_back: facts.sendBacks.get(project.id) ?? null,
    actions: {
      can_edit: controls.canEdit && mayEditProjectType(role, project.projectType),
      can_delete:
        (controls.canDelete && can(role, 'project.delete')) ||
        (controls.canDiscard && mayEditProjectType(role, project.projectType)),
      can_review:
        (await reviewRoleFor(db, caller, placed, () => facts.chairHands.get(project.id) ?? null)) !== null,
    },
  };
}

/**
 * A page of the projects within the caller's reach matching `where` (a condition on service_projects
 * alone) in the given order (of service_projects' columns), as list rows with the caller's actions,
 * and the page meta (the list and the review queue). The count and the page's ids are read from
 * service_projects alone, side by side; only the page's rows are joined to their clubs and themes.
 */
export async function projectPage(
  db: Db,
  caller: ProjectCaller,
  where: SQL | undefined,
  order: SQL[],
  pageNumber: number | undefined,
) {
  const { page, offset, limit } = pageWindow(pageNumber);
  const reached = () => and(projectScopeWhere(db, caller), where);
  const pageIds = db
    .select({ id: serviceProjects.id })
    .from(serviceProjects)
    .where(reached())
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [rows, [total]] = await Promise.all([
    listedProjects(db)
      .where(inArray(serviceProjects.id, pageIds))
      .orderBy(...order),
    db.select({ n: count() }).from(serviceProjects).where(reached()),
  ]);
  // Whom the member chairs (or stands in for), and why projects were sent back: for the page at once.
  const projects = rows.map((r) => r.project);
  const facts: PageFacts = {
    chairHands: await chairHandsAmong(db, caller, projects),
    sendBacks: await sendBacksAmong(db, projects),
  };
  const data = [];
  for (const row of rows) data.push(await projectListItem(db, caller, row, facts));
  return { data, meta: pageMeta(total?.n ?? 0, page) };
}

/**
 * A page of the projects within the caller's reach whose code, title or club name holds the search
 * text (any case), newest first, optionally of one status (spec 3 section 2, the list).
 */
export async function listProjects(db: Db, caller: ProjectCaller, query: ProjectListQuery) {
  const text = query.search.trim();
  const conditions: (SQL | undefined)[] = [];
  if (text) conditions.push(projectNamed(db, text));
  if (query.status) conditions.push(eq(serviceProjects.status, query.status));
  return projectPage(
    db,
    caller,
    and(...conditions),
    [desc(serviceProjects.createdAt), desc(serviceProjects.id)],
    query.page,
  );
}
