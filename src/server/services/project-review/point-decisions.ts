import { and, eq } from 'drizzle-orm';
import {
  lineTransition,
  projectLineOwner,
  projectTransition,
  type LineEvent,
} from '../../../shared/machines';
import type { Db } from '../../db/database';
import { projectPointLines, serviceProjects } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { notFound } from '../errors';
import { projectInScope, type ProjectActing } from '../projects/project-scope';
import { refreshEstimate } from './estimate';
import { isStale, lockPlacedProject, refuse, STALE_PROJECT, bumpProject } from './project-moves';
import { text } from '../../i18n/text';
import { notifyClub } from '../notifications/notify';
import { aboutProject } from './project-notice';

/**
 * The evaluator approves a project's point line, or rejects it with a comment, as the line machine
 * allows with the project as owner: only while the project is in review, not twice the same (409), a
 * reject only with a comment (422 on reject_comments), not on a project changed since `seenVersion`
 * (409). Serialised on the project's row like the review's moves; the project's version moves on.
 */
export async function decideProjectLine(
  db: Db,
  actor: Actor,
  acting: ProjectActing,
  lineId: number,
  event: LineEvent,
  seenVersion?: number,
): Promise<number[]> {
  const [found] = await db
    .select({ uuid: serviceProjects.uuid })
    .from(projectPointLines)
    .innerJoin(serviceProjects, eq(serviceProjects.id, projectPointLines.projectId))
    .where(eq(projectPointLines.id, lineId));
  if (!found) throw notFound(text('review.pointLineNotFound'));
  const placed = await projectInScope(db, acting, found.uuid);
  const action = event.type === 'line.approve' ? 'project.line.approve' : 'project.line.reject';
  const outcome = await db.transaction(async (tx) => {
    const project = await lockPlacedProject(tx, placed);
    const [line] = await tx
      .select()
      .from(projectPointLines)
      .where(and(eq(projectPointLines.id, lineId), eq(projectPointLines.projectId, project.id)));
    if (!line) throw notFound(text('review.pointLineNotFound'));
    if (isStale(project, seenVersion)) return { refusal: STALE_PROJECT };
    const owner = projectLineOwner(project.status, project.projectType);
    const result = lineTransition(line.status, owner, event, line.rejectComment);
    if (!result.ok) return { refusal: result };
    const [after] = await tx
      .update(projectPointLines)
      .set({ status: result.next, rejectComment: result.comment, updatedAt: new Date() })
      .where(eq(projectPointLines.id, line.id))
      .returning();
    await bumpProject(tx, project.id);
    await recordAudit(tx, actor, { action, entity: 'project', entityId: project.uuid, before: line, after });
    if (event.type !== 'line.reject') return { notified: [] };
    const about = aboutProject(project);
    const notified = await notifyClub(tx, actor, {
      ...about,
      kind: 'project.lineRejected',
      details: { ...about.details, line: line.title },
      reason: result.comment,
    });
    return { notified: [notified] };
  });
  if (outcome.refusal)
    return refuse(db, actor, outcome.refusal, { action, entityId: placed.uuid }, 'reject_comments');
  return outcome.notified;
}

/**
 * The evaluator's Refresh: the estimate calculated again (an unchanged line keeps its decision, a
 * changed one goes back to PENDING). 409 once the project is APPROVED, its lines being final.
 */
export async function recalculateProjectPoints(db: Db, actor: Actor, acting: ProjectActing, uuid: string) {
  const placed = await projectInScope(db, acting, uuid);
  const action = 'project.points.calculate';
  const refusal = await db.transaction(async (tx) => {
    const project = await lockPlacedProject(tx, placed);
    const result = projectTransition(project.status, project.projectType, { type: 'project.recalculate' });
    if (!result.ok) return result;
    const lines = () =>
      tx.select().from(projectPointLines).where(eq(projectPointLines.projectId, project.id));
    const before = await lines();
    if (await refreshEstimate(tx, project.id)) {
      await bumpProject(tx, project.id);
      await recordAudit(tx, actor, {
        action,
        entity: 'project',
        entityId: project.uuid,
        before,
        after: await lines(),
      });
    }
    return null;
  });
  if (refusal) await refuse(db, actor, refusal, { action, entityId: placed.uuid }, 'id');
}
