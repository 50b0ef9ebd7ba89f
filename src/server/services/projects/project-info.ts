import { eq } from 'drizzle-orm';
import type { ProjectStatus } from '../../../shared/machines';
import type { Db } from '../../db/database';
import { clubs, serviceProjects, zones } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { validationError } from '../errors';
import { refreshEstimate } from '../project-review/estimate';
import type { ProjectCaller, WizardDeps } from './project-caller';
import { removeStoredFiles, storeUploads } from './project-files';
import { checkInfo, type InfoSubmission } from './project-info-check';
import { assertEditable } from './project-rights';
import { clubInProjectScope, projectInScope } from './project-scope';
import { lockProject, logStatus, touchProject, type ProjectRow } from './project-writes';
import { text } from '../../i18n/text';

/** The status of a project just created from step 1 (lead's decision 1). */
const CREATED: ProjectStatus = 'PROCESSING';

/** The file slots of step 1 and the project columns that hold their stored names. */
const SLOTS = { billing_proof: 'billingProof', int_report_screenshot: 'intReportScreenshot' } as const;
type Slot = keyof typeof SLOTS;
const SLOT_NAMES = Object.keys(SLOTS) as Slot[];

/**
 * The club a new project is for: the club acted for (an officer's own, another role's `club` header),
 * which must lie within the role's reach.
 */
async function projectClub(db: Db, caller: ProjectCaller): Promise<{ id: number }> {
  if (!caller.club) throw validationError({ club: [text('projects.chooseClub')] });
  const [club] = await db
    .select({ id: clubs.id, zoneId: clubs.zoneId, regionId: zones.regionId })
    .from(clubs)
    .innerJoin(zones, eq(zones.id, clubs.zoneId))
    .where(eq(clubs.id, caller.club.id));
  if (!club || !clubInProjectScope(caller, club)) {
    throw validationError({ club: [text('projects.clubInvalid')] });
  }
  return club;
}

/**
 * Creates a project from wizard step 1 for the club acted for: checked whole before anything is
 * written, its two files stored, then the project written as PROCESSING (a draft: its code is drawn
 * at its first submission) with its first status log and its estimate, all or nothing (the stored
 * files are removed again when the write fails).
 */
export async function createProject(
  deps: WizardDeps,
  actor: Actor,
  caller: ProjectCaller,
  submission: InfoSubmission,
): Promise<ProjectRow> {
  const club = await projectClub(deps.db, caller);
  const { values, checked } = await checkInfo(deps.db, deps.forms, caller.role?.name, submission, []);
  const stored: string[] = [];
  try {
    const names = await storeUploads(deps.files, checked, stored);
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(serviceProjects)
        .values({
          ...values,
          clubId: club.id,
          status: CREATED,
          billingProof: names.get('billing_proof') ?? null,
          intReportScreenshot: names.get('int_report_screenshot') ?? null,
          createdBy: actor.userId,
        })
        .returning();
      const project = row!;
      await logStatus(tx, {
        projectId: project.id,
        status: CREATED,
        roleCode: caller.role?.name ?? null,
        memberId: caller.member.id,
      });
      await refreshEstimate(tx, project.id);
      await recordAudit(tx, actor, {
        action: 'project.create',
        entity: 'service_project',
        entityId: project.uuid,
        after: project,
      });
      return project;
    });
  } catch (err) {
    await removeStoredFiles(deps.files, stored);
    throw err;
  }
}

/**
 * Saves step 1 of a draft the role may edit: the same checks as on create; a file slot keeps its file
 * unless a new one is sent. The row is locked and checked again before the write, so a submission or
 * a change of type that landed meanwhile wins. Replaced files go once the change is committed; new
 * ones again when it fails.
 */
export async function updateProjectInfo(
  deps: WizardDeps,
  actor: Actor,
  caller: ProjectCaller,
  uuid: string,
  submission: InfoSubmission,
): Promise<ProjectRow> {
  const role = caller.role?.name;
  const project = await projectInScope(deps.db, caller, uuid);
  assertEditable(role, project);
  const uploaded = new Set(submission.uploads.map((u) => u.field));
  const kept = SLOT_NAMES.filter((slot) => !uploaded.has(slot) && project[SLOTS[slot]]);
  const { values, checked } = await checkInfo(deps.db, deps.forms, role, submission, kept);
  const stored: string[] = [];
  try {
    const names = await storeUploads(deps.files, checked, stored);
    const { updated, replaced } = await deps.db.transaction(async (tx) => {
      const current = await lockProject(tx, project.id);
      assertEditable(role, current);
      const files = Object.fromEntries(
        SLOT_NAMES.filter((slot) => names.has(slot)).map((slot) => [SLOTS[slot], names.get(slot)!]),
      );
      await tx
        .update(serviceProjects)
        .set({ ...values, ...files })
        .where(eq(serviceProjects.id, current.id));
      const row = await touchProject(tx, current);
      await recordAudit(tx, actor, {
        action: 'project.update',
        entity: 'service_project',
        entityId: current.uuid,
        before: current,
        after: row,
      });
      return {
        updated: row,
        replaced: SLOT_NAMES.filter((slot) => names.has(slot)).map((s) => current[SLOTS[s]]),
      };
    });
    await removeStoredFiles(deps.files, replaced);
    return updated;
  } catch (err) {
    await removeStoredFiles(deps.files, stored);
    throw err;
  }
}
