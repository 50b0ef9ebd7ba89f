import { PROJECT_CHAIRMAN_POSITION } from '../../../shared/machines';
import { and, count, eq, like } from 'drizzle-orm';
import { projectTransition } from '../../../shared/machines';
import type { Db, Tx } from '../../db/database';
import {
  projectCommitteeMembers,
  projectDocuments,
  projectParticipants,
  serviceProjects,
} from '../../db/schema';
import { colomboDate } from '../../../shared/time/colombo';
import { drawProjectCode } from '../projects/project-code';
import type { Actor } from '../audit/audit-log';
import { forbidden, validationError, type FieldErrors } from '../errors';
import { mayEditProjectType } from '../projects/project-rights';
import { projectInScope } from '../projects/project-scope';
import { refreshEstimate } from './estimate';
import { isStale, lockPlacedProject, moveProject, refuse, STALE_PROJECT } from './project-moves';
import { type ReviewActing } from './review-levels';
import { text } from '../../i18n/text';

/** The document types of the photo slots (spec 3 section 9: Photo 01 to Photo 04) share this prefix. */
export const PHOTO_DOCUMENT_PREFIX = 'Photo ';

/**
 * What a project lacks to be submitted: a committee with its Project Chairman (the first review
 * level), a participant, and a photo of the project (Photo 01 to 04: the evidence every reviewer
 * looks at). The wizard asks for each where the officer enters it.
 */
async function missingForSubmit(tx: Tx, projectId: number): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [committee] = await tx
    .select({ n: count() })
    .from(projectCommitteeMembers)
    .where(eq(projectCommitteeMembers.projectId, projectId));
  const [chairman] = await tx
    .select({ n: count() })
    .from(projectCommitteeMembers)
    .where(
      and(
        eq(projectCommitteeMembers.projectId, projectId),
        eq(projectCommitteeMembers.position, PROJECT_CHAIRMAN_POSITION),
      ),
    );
  const [participants] = await tx
    .select({ n: count() })
    .from(projectParticipants)
    .where(eq(projectParticipants.projectId, projectId));
  const [photos] = await tx
    .select({ n: count() })
    .from(projectDocuments)
    .where(
      and(
        eq(projectDocuments.projectId, projectId),
        like(projectDocuments.documentType, `${PHOTO_DOCUMENT_PREFIX}%`),
      ),
    );
  if (!committee?.n) errors.committee = [text('projects.committeeEmpty')];
  else if (!chairman?.n) errors.committee = [text('projects.committeeWithoutChairman')];
  if (!participants?.n) errors.participants = [text('projects.participantsEmpty')];
  if (!photos?.n) errors.documents = [text('projects.photoMissing')];
  return errors;
}

/**
 * The owner submits a draft (wizard step 5, the confirmation ticked in the form): only a PROCESSING or
 * PENDING project (409), by a role that may edit its type (403), with a committee that has a Project
 * Chairman, at least one participant and a photo (422). A first submission becomes SUBMITTED and
 * waits for its chairman, and draws the project's code; a project sent back returns to the review
 * status it was sent back from (the levels it had passed are not asked again), noted in the history
 * as a resubmission. The estimate is calculated again; the move is kept in the history and the audit
 * log.
 */
export async function submitProject(
  db: Db,
  actor: Actor,
  acting: ReviewActing,
  uuid: string,
  seenVersion?: number,
): Promise<void> {
  const placed = await projectInScope(db, acting, uuid);
  if (!mayEditProjectType(acting.role?.name, placed.projectType)) {
    throw forbidden(text('projects.mayNotEditType'));
  }
  const action = 'project.submit';
  const refusal = await db.transaction(async (tx) => {
    const project = await lockPlacedProject(tx, placed);
    if (isStale(project, seenVersion)) return STALE_PROJECT;
    const result = projectTransition(project.status, project.projectType, {
      type: 'project.submit',
      confirmed: true,
      resumeAt: project.status === 'PENDING' ? project.resumeStatus : null,
    });
    if (!result.ok) return result;
    const missing = await missingForSubmit(tx, project.id);
    if (Object.keys(missing).length > 0) throw validationError(missing);
    await refreshEstimate(tx, project.id);
    if (!project.projectCode) {
      const code = await drawProjectCode(tx, project.projectType ?? '', colomboDate());
      await tx.update(serviceProjects).set({ projectCode: code }).where(eq(serviceProjects.id, project.id));
    }
    const resubmitted = project.status === 'PENDING';
    await moveProject(tx, actor, project, {
      action,
      next: result.next,
      roleCode: acting.role?.name ?? null,
      memberId: acting.member.id,
      comment: null,
      note: resubmitted ? 'resubmitted' : null,
      set: { resumeStatus: null },
    });
    return null;
  });
  if (refusal) await refuse(db, actor, refusal, { action, entityId: placed.uuid }, 'status');
}
