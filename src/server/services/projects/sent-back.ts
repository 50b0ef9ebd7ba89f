import { and, desc, eq, inArray } from 'drizzle-orm';
import { waitingLevel, type ReviewLevel } from '../../../shared/machines';
import type { Db } from '../../db/database';
import { members, projectStatusLogs } from '../../db/schema';

/** Why and by whom a project waiting in PENDING was sent back, and where its resubmission returns. */
export interface SentBack {
  /** The reviewer's reason (a send-back always has one). */
  comment: string | null;
  /** The role (or review level) the reviewer acted in. */
  role: string | null;
  member: { display_name: string } | null;
  created_at: string;
  /** The level the project returns to once resubmitted (null: it starts again at its chairman). */
  returns_to: ReviewLevel | null;
}

/** A project as far as its send-back goes: its id, status, type and the status it returns to. */
interface SentBackProject {
  id: number;
  status: string;
  projectType: string | null;
  resumeStatus: string | null;
}

/**
 * The latest send-back of each project among `projects` that waits in PENDING (one query for a page
 * of a list): shown on the list's row, the officer's home, every wizard step and the preview until the
 * project is submitted again.
 */
export async function sendBacksAmong(
  db: Db,
  projects: readonly SentBackProject[],
): Promise<Map<number, SentBack>> {
  const pending = projects.filter((p) => p.status === 'PENDING');
  const found = new Map<number, SentBack>();
  if (pending.length === 0) return found;
  const rows = await db
    .selectDistinctOn([projectStatusLogs.projectId], {
      projectId: projectStatusLogs.projectId,
      comment: projectStatusLogs.comment,
      role: projectStatusLogs.roleCode,
      name: members.displayName,
      at: projectStatusLogs.createdAt,
    })
    .from(projectStatusLogs)
    .leftJoin(members, eq(members.id, projectStatusLogs.memberId))
    .where(
      and(
        inArray(
          projectStatusLogs.projectId,
          pending.map((p) => p.id),
        ),
        eq(projectStatusLogs.status, 'PENDING'),
      ),
    )
    .orderBy(projectStatusLogs.projectId, desc(projectStatusLogs.createdAt), desc(projectStatusLogs.id));
  const byId = new Map(pending.map((p) => [p.id, p]));
  for (const row of rows) {
    const project = byId.get(row.projectId)!;
    found.set(row.projectId, {
      comment: row.comment,
      role: row.role,
      member: row.name === null ? null : { display_name: row.name },
      created_at: row.at.toISOString(),
      returns_to: project.resumeStatus ? waitingLevel(project.resumeStatus, project.projectType) : null,
    });
  }
  return found;
}
