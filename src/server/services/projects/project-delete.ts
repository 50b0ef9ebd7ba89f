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
import { projectInScope, type ProjectActing } from './project-scope';
import { lockProject } from './project-writes';
import { reasonText } from '../../i18n/reason-text';

/** Refuses (409) deleting a project whose status does not allow it (APPROVED). */
function assertDeletable(project: { status: string; projectType: string | null }): void {
  const move = projectTransition(project.status, project.projectType, { type: 'project.delete' });
  if (!move.ok) throw conflict(reasonText(move.reason));
}

/**
 * Deletes a project within the caller's reach with everything recorded with it (committee,
 * contributions, participants, documents, history, point lines): the evaluator only, any status but
 * APPROVED (spec 3 sections 4 and 6). Audited; its files go once it is gone for good.
 */
export async function deleteProject(
  { db, files }: { db: Db; files: FileStore },
  actor: Actor,
  acting: ProjectActing,
  uuid: string,
): Promise<void> {
  if (!can(acting.role?.name, 'project.delete')) throw forbidden();
  const project = await projectInScope(db, acting, uuid);
  assertDeletable(project);
  const names = await db.transaction(async (tx) => {
    const current = await lockProject(tx, project.id);
    assertDeletable(current);
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
      action: 'project.delete',
      entity: 'service_project',
      entityId: current.uuid,
      before: current,
    });
    return [current.billingProof, current.intReportScreenshot, ...documents.map((d) => d.path)];
  });
  await removeStoredFiles(files, names);
}
