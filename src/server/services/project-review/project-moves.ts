import { eq, sql } from 'drizzle-orm';
import type { ProjectStatus } from '../../../shared/machines';
import type { Db, Tx } from '../../db/database';
import { serviceProjects } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { refuseTransition, type Refusal } from '../transition-refusal';
import type { PlacedProject } from '../projects/project-scope';
import { lockProject, logStatus } from '../projects/project-writes';
import { text } from '../../i18n/text';
import { SERVER_TEXTS } from '../../i18n/server-texts';

/** A refused transition of a project or one of its lines. */
export type { Refusal };

/** The refusal of a call that names a version the project has left (someone changed it meanwhile). */
export const STALE_PROJECT: Refusal = {
  ok: false,
  kind: 'conflict',
  reason: SERVER_TEXTS['projects.changed'],
};

/** The sentence of a 403 to a caller who does not hold the review level they act at. */
export const NOT_A_REVIEWER = text('projects.notAReviewer');

/**
 * The project's row, locked until the transaction ends (the wizard's lock: its writes and the
 * review's take turns), with where its club sits (a project never changes club).
 */
export async function lockPlacedProject(tx: Tx, placed: PlacedProject): Promise<PlacedProject> {
  return { ...(await lockProject(tx, placed.id)), zoneId: placed.zoneId, regionId: placed.regionId };
}

/** True when the caller named a version and the project has moved past it. */
export function isStale(project: { version: number }, seenVersion: number | undefined): boolean {
  return seenVersion !== undefined && seenVersion !== project.version;
}

/**
 * Bumps the project's version (every write does), optionally with a new status; answers the row
 * after. Unlike the wizard's touch, the estimate is left alone: a decision must not move the lines.
 */
export async function bumpProject(tx: Tx, projectId: number, status?: ProjectStatus) {
  const now = new Date();
  const [after] = await tx
    .update(serviceProjects)
    .set({
      version: sql`${serviceProjects.version} + 1`,
      updatedAt: now,
      ...(status && { status, statusChangedAt: now }),
    })
    .where(eq(serviceProjects.id, projectId))
    .returning();
  return after!;
}

/** One move of a project's status, as the history and the audit log keep it. */
export interface ProjectMove {
  /** The audit action, e.g. 'project.submit'. */
  action: string;
  next: ProjectStatus;
  /** The role code acted in, or the review level's name for the project chairman. */
  roleCode: string | null;
  memberId: number | null;
  comment: string | null;
  /** What else the move was, for the history ('resubmitted', 'chairman_stand_in'). */
  note?: string | null;
  /** Fields to change with the status (a resubmission clears where it returns to). */
  set?: Partial<typeof serviceProjects.$inferInsert>;
}

/**
 * Moves a locked project to its next status: the status and a new version, a status history row
 * (status, role or level, member, comment) and an audit record, in the caller's transaction.
 */
export async function moveProject(tx: Tx, actor: Actor, project: PlacedProject, move: ProjectMove) {
  const { zoneId: _zone, regionId: _region, ...before } = project;
  if (move.set) await tx.update(serviceProjects).set(move.set).where(eq(serviceProjects.id, project.id));
  const after = await bumpProject(tx, project.id, move.next);
  await logStatus(tx, {
    projectId: project.id,
    status: move.next,
    roleCode: move.roleCode,
    memberId: move.memberId,
    comment: move.comment,
    note: move.note ?? null,
  });
  await recordAudit(tx, actor, {
    action: move.action,
    entity: 'project',
    entityId: project.uuid,
    before,
    after: { ...after, comment: move.comment, ...(move.note && { note: move.note }) },
  });
  return after;
}

/**
 * Answers a project's refused transition (see refuseTransition): a missing comment or tick is a 422
 * on `field`, or on the field the machine names; anything else a 409, audited.
 */
export function refuse(
  db: Db,
  actor: Actor,
  refusal: Refusal,
  audit: { action: string; entityId: string },
  field: string,
): Promise<never> {
  const at = refusal.field && refusal.field !== 'comment' ? refusal.field : field;
  return refuseTransition(db, actor, refusal, { ...audit, entity: 'project' }, at);
}
