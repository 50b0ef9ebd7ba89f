import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clubs, governorThemes, members, projectStatusLogs } from '../../db/schema';
import type { FileLinks } from '../files/signed-links';
import { projectPointsSummary } from '../project-review/points-summary';
import { maySendBack, reviewStanding, waitingFor } from '../project-review/review-levels';
import type { ProjectCaller } from './project-caller';
import { projectDocumentList } from './project-documents';
import { fileLink } from './project-files';
import { projectInScope, type PlacedProject } from './project-scope';
import { sendBacksAmong } from './sent-back';

/** A project's status history, oldest first (spec 3 "Status log"). */
async function statusLogs(db: Db, projectId: number) {
  const rows = await db
    .select({ log: projectStatusLogs, name: members.displayName })
    .from(projectStatusLogs)
    .leftJoin(members, eq(members.id, projectStatusLogs.memberId))
    .where(eq(projectStatusLogs.projectId, projectId))
    .orderBy(asc(projectStatusLogs.createdAt), asc(projectStatusLogs.id));
  return rows.map(({ log, name }) => ({
    role: log.roleCode,
    member: name === null ? null : { display_name: name },
    created_at: log.createdAt.toISOString(),
    status: log.status,
    comment: log.comment,
    note: log.note as 'resubmitted' | 'chairman_stand_in' | null,
  }));
}

/** Where the project stands in review, and where the caller stands on it (the detail and approve-check). */
export async function reviewFacts(db: Db, caller: ProjectCaller, project: PlacedProject) {
  const standing = await reviewStanding(db, caller, project);
  const waiting = waitingFor(project);
  return {
    waiting_for: waiting,
    waiting_since: waiting ? project.statusChangedAt.toISOString() : null,
    review_role: standing.level,
    review_stand_in: standing.standIn,
    may_send_back: await maySendBack(db, caller, project),
    sent_back: (await sendBacksAmong(db, [project])).get(project.id) ?? null,
  };
}

/**
 * A project within the caller's reach as the preview and the wizard read it (spec 3 "Project"): its
 * information with its files as short-lived signed links, its documents, status history, points, the
 * level it waits for and since when, the caller's own standing in its review (their level, a
 * chairman's stand-in, whether they may send it back), and why it was sent back while it is PENDING.
 */
export async function projectDetail(db: Db, links: FileLinks, caller: ProjectCaller, uuid: string) {
  const project = await projectInScope(db, caller, uuid);
  const [club] = await db
    .select({ uuid: clubs.uuid, name: clubs.name })
    .from(clubs)
    .where(eq(clubs.id, project.clubId));
  const [theme] = project.governorThemeId
    ? await db
        .select({
          uuid: governorThemes.uuid,
          theme: governorThemes.theme,
          theme_key: governorThemes.themeKey,
        })
        .from(governorThemes)
        .where(eq(governorThemes.id, project.governorThemeId))
    : [];
  const billing = fileLink(links, project.billingProof);
  const screenshot = fileLink(links, project.intReportScreenshot);
  return {
    uuid: project.uuid,
    project_code: project.projectCode ?? '',
    project_title: project.projectTitle,
    project_type: project.projectType,
    status: project.status,
    version: project.version,
    club: club!,
    created_at: project.createdAt.toISOString(),
    theme: theme ? { governor_theme: theme } : null,
    governor_theme_id: theme?.uuid ?? null,
    venue: project.venue,
    date: project.date,
    total_project_cost: project.totalProjectCost === null ? null : Number(project.totalProjectCost),
    direct_beneficiaries: project.directBeneficiaries,
    indirect_beneficiaries: project.indirectBeneficiaries,
    large_tree: project.largeTree,
    small_tree: project.smallTree,
    volunteer_hours: project.volunteerHours,
    funds_raised: project.fundsRaised === null ? null : Number(project.fundsRaised),
    description: project.description,
    billing_proof: billing.link,
    billing_proof_path: billing.kind,
    int_report_screenshot: screenshot.link,
    int_report_screenshot_path: screenshot.kind,
    documents: await projectDocumentList(db, links, project.id),
    statusLogs: await statusLogs(db, project.id),
    ...(await projectPointsSummary(db, project)),
    ...(await reviewFacts(db, caller, project)),
  };
}
