import { asc, eq } from 'drizzle-orm';
import { roundPoints } from '../../../shared/points';
import type { Db, Tx } from '../../db/database';
import { clubs, projectPointLines, projectPoints } from '../../db/schema';

/** A line status as stored (the point-line machine's). */
type LineStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/**
 * The points part of a project's detail (spec 3 "Point line", "Approved point"): the estimated lines
 * with their decisions and sum, and the approved points with every adjustment since and their sum (the
 * project's points for its club). Each approved row has its id; a reversal names the adjustment it
 * reverses (reverses_id), and a reversed adjustment says so (reversed).
 */
export async function projectPointsSummary(db: Db | Tx, project: { id: number }) {
  const lines = await db
    .select()
    .from(projectPointLines)
    .where(eq(projectPointLines.projectId, project.id))
    .orderBy(asc(projectPointLines.id));
  const approved = await db
    .select({
      id: projectPoints.id,
      club: clubs.name,
      comment: projectPoints.comment,
      points: projectPoints.points,
      kind: projectPoints.kind,
      reversesId: projectPoints.reversesId,
      createdAt: projectPoints.createdAt,
    })
    .from(projectPoints)
    .innerJoin(clubs, eq(clubs.id, projectPoints.clubId))
    .where(eq(projectPoints.projectId, project.id))
    .orderBy(asc(projectPoints.createdAt), asc(projectPoints.id));
  const projectPointsLines = lines.map((l) => ({
    id: l.id,
    items: { title: l.title },
    comment: l.comment,
    quantity: Number(l.quantity),
    unit_point: Number(l.unitPoint),
    total_point: Number(l.totalPoint),
    status: l.status as LineStatus,
    reject_comments: l.rejectComment,
  }));
  const reversedIds = new Set(approved.map((a) => a.reversesId).filter((id) => id !== null));
  const projectApprovedPoints = approved.map((a) => ({
    id: a.id,
    club: { name: a.club },
    comment: a.comment,
    points: Number(a.points),
    kind: a.kind as 'approval' | 'adjustment',
    created_at: a.createdAt.toISOString(),
    reverses_id: a.reversesId,
    reversed: reversedIds.has(a.id),
  }));
  return {
    projectPoints: projectPointsLines,
    totalEstimationPoints: roundPoints(projectPointsLines.reduce((total, l) => total + l.total_point, 0)),
    projectApprovedPoints,
    approvedTotal: roundPoints(projectApprovedPoints.reduce((total, a) => total + a.points, 0)),
  };
}
