import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { projectStatusLogs, serviceProjects } from '../../db/schema';
import { notFound } from '../errors';
import { refreshEstimate } from '../project-review/estimate';
import { text } from '../../i18n/text';

/** A stored project row. */
export type ProjectRow = typeof serviceProjects.$inferSelect;

/**
 * The project's row, locked until the transaction ends: wizard writes, review decisions and refreshes
 * of one project then take turns, and each sees the others' result (a chairman added twice at once
 * gives one chairman and one refusal).
 */
export async function lockProject(tx: Tx, projectId: number): Promise<ProjectRow> {
  const [row] = await tx
    .select()
    .from(serviceProjects)
    .where(eq(serviceProjects.id, projectId))
    .for('update');
  if (!row) throw notFound(text('projects.notFound'));
  return row;
}

/**
 * Marks a change of a project's data: its version moves on (a reviewer's decision on what they saw
 * before is refused) and its point estimate is calculated again from what it now holds.
 */
export async function touchProject(tx: Tx, project: ProjectRow): Promise<ProjectRow> {
  const [row] = await tx
    .update(serviceProjects)
    .set({ version: project.version + 1, updatedAt: new Date() })
    .where(eq(serviceProjects.id, project.id))
    .returning();
  await refreshEstimate(tx, project.id);
  return row!;
}

/** One move of a project's status, kept in its history (the preview's status log). */
export interface StatusMove {
  projectId: number;
  status: string;
  /** The role code acted in. */
  roleCode: string | null;
  memberId: number | null;
  comment?: string | null;
  /** What else the move was ('resubmitted', 'chairman_stand_in'); null for a plain move. */
  note?: string | null;
}

/** Writes a status move into the project's history. */
export async function logStatus(tx: Tx, move: StatusMove): Promise<void> {
  await tx.insert(projectStatusLogs).values({
    projectId: move.projectId,
    status: move.status,
    roleCode: move.roleCode,
    memberId: move.memberId,
    comment: move.comment ?? null,
    note: move.note ?? null,
  });
}
