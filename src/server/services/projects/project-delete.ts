import { eq } from 'drizzle-orm';
import { projectTransition } from '../../../shared/machines';
import { can } from '../../../shared/policy';
import type { Db } from '../../db/database';
import {
  projectCommitteeMembers,
  projectContributions,
  projectDocuments,
  projectParticipants,
  projectPointLines,
  projectPoints,
  projectStatusLogs,
  serviceProjects,
} from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { conflict, forbidden } from '../errors';
import type { FileStore } from '../files/file-store';
import { removeStoredFiles } from './project-files';
import { mayEditProjectType } from './project-rights';
import { projectInScope, type ProjectActing } from './project-scope';
import { lockProject } from './project-writes';
import { reasonText } from '../../i18n/reason-text';
import { text } from '../../i18n/text';

/**
 * The delete the caller may make of a project: the evaluator's (spec 3 section 6: any status but
 * APPROVED), or, for a role that may edit the project's type, its owner's discard of a draft never
 * submitted (an abandoned wizard); null when the role may make neither.
 */
function deleteEvent(
  role: string | null | undefined,
  projectType: string | null,
): 'project.delete' | 'project.discard' | null {
  if (can(role, 'project.delete')) return 'project.delete';
  return mayEditProjectType(role, projectType) ? 'project.discard' : null;
}

/** Refuses (409) a delete the project's status does not allow (APPROVED; for its club, anything but a draft never submitted). */
function assertDeletable(
  project: { status: string; projectType: string | null },
  event: 'project.delete' | 'project.discard',
): void {
  const move = projectTransition(project.status, project.projectType, { type: event });
  if (!move.ok) throw conflict(reasonText(move.reason));
}

/**
 * Deletes a project within the caller's reach with everything recorded with it (committee,
 * contributions, participants, documents, history, point lines): the evaluator in any status but
 * APPROVED (spec 3 sections 4 and 6); the roles that may edit the project a draft never submitted
 * (PROCESSING), so abandoned wizards do not linger (403 to other roles, 409 past the draft). Audited;
 * its files go once it is gone for good.
 */
export async function deleteProject(
  { db, files }: { db: Db; files: FileStore },
  actor: Actor,
  acting: ProjectActing,
  uuid: string,
): Promise<void> {
  const project = await projectInScope(db, acting, uuid);
  const event = deleteEvent(acting.role?.name, project.projectType);
  if (!event) throw forbidden(text('projects.mayNotEditType'));
  assertDeletable(project, event);
  const names = await db.transaction(async (tx) => {
    const current = await lockProject(tx, project.id);
    assertDeletable(current, event);
    const documents = await tx
      .delete(projectDocuments)
      .where(eq(projectDocuments.projectId, current.id))
      .returning({ path: projectDocuments.path });
    for (const table of [
      projectCommitteeMembers,
      projectContributions,
      projectParticipants,
      projectStatusLogs,
      projectPointLines,
      projectPoints,
    ]) {
      await tx.delete(table).where(eq(table.projectId, current.id));
    }
    await tx.delete(serviceProjects).where(eq(serviceProjects.id, current.id));
    await recordAudit(tx, actor, {
      action: event === 'project.delete' ? 'project.delete' : 'project.discard',
      entity: 'service_project',
      entityId: current.uuid,
      before: current,
    });
    return [current.billingProof, current.intReportScreenshot, ...documents.map((d) => d.path)];
  });
  await removeStoredFiles(files, names);
}
