import { and, eq, inArray } from 'drizzle-orm';
import type { ProjectStatus } from '../../../shared/machines';
import { roundPoints } from '../../../shared/points';
import { colomboDate } from '../../../shared/time/colombo';
import { refreshEstimate } from '../../services/project-review/estimate';
import { drawProjectCode } from '../../services/projects/project-code';
import { fileKind } from '../../services/projects/project-files';
import { treeCounts } from '../../services/projects/tree-counts';
import type { Tx } from '../database';
import {
  governorThemes,
  projectCommitteeMembers,
  projectContributions,
  projectDocuments,
  projectParticipants,
  projectPointLines,
  projectPoints,
  projectStatusLogs,
  serviceProjects,
} from '../schema';

/** Who did something to a project: the member, their user and the role (or review level) acted in. */
export interface ProjectHand {
  memberId: number;
  userId: number | null;
  role: string;
}

/** One move after creation, in order: the status reached, by whom, with what comment. */
export interface ProjectRecordMove {
  status: ProjectStatus;
  by: ProjectHand;
  comment?: string | null;
  /** What else the move was, as the history keeps it ('resubmitted', 'chairman_stand_in'). */
  note?: string | null;
  /** When it was made (default: `stepMinutes` after the row before). */
  at?: Date;
}

/** A decision on an estimated line, by the line's item key. */
export interface ProjectLineDecision {
  key: string;
  status: 'APPROVED' | 'REJECTED';
  rejectComment?: string;
}

/** A complete service project as the wizard and the review would have left it. */
export interface ProjectRecord {
  clubId: number;
  type: string;
  title: string;
  themeKey: string | null;
  venue: string;
  date: string;
  totalProjectCost: number;
  directBeneficiaries: number;
  indirectBeneficiaries: number;
  largeTree?: number;
  smallTree?: number;
  /** Issue 14's optional service-report numbers (null when not given). */
  volunteerHours?: number;
  fundsRaised?: number;
  description: string;
  /** Who created it (step 1): its first history row, PROCESSING. */
  createdBy: ProjectHand;
  committee: { memberId: number; position: string }[];
  contributions: { memberId: number; amount: number }[];
  participants: number[];
  /** Photos and documents already stored (their file names in the store), by document type. */
  documents?: { type: string; path: string }[];
  /** The moves after creation (submission, reviews, send-backs, approval), oldest first. */
  moves?: ProjectRecordMove[];
  /** Line decisions the evaluator made while it was in review. */
  lineDecisions?: ProjectLineDecision[];
  /** Adjustments after approval (signed points, with their reason). */
  adjustments?: { points: number; comment: string; by: ProjectHand; at?: Date }[];
  /** When it was created (default: so that the last move is a step before now); moves follow `stepMinutes` apart. */
  createdAt?: Date;
  stepMinutes?: number;
}

/** The project written: its ids and code (null for a draft never submitted). */
export interface WrittenProject {
  id: number;
  uuid: string;
  code: string | null;
}

/** The entries of a list naming each member once, the first entry of each kept. */
function oncePerMember<T>(entries: readonly T[], memberOf: (entry: T) => number): T[] {
  const seen = new Set<number>();
  return entries.filter((entry) => {
    const member = memberOf(entry);
    if (seen.has(member)) return false;
    seen.add(member);
    return true;
  });
}

/**
 * Writes a complete project in the caller's transaction, with no files (billing proof and screenshot
 * left empty): the project (its code drawn at its first submission, its tree counts by the theme rule), committee,
 * contributions, participants, its estimate (computed from schemas/projects/points.json while a
 * draft), its status history and status, the evaluator's line decisions, and, once approved, the
 * approved lines' sum and any adjustments. For the demo seed and the tests' fixtures.
 */
export async function writeProjectRecord(tx: Tx, record: ProjectRecord): Promise<WrittenProject> {
  const [theme] = record.themeKey
    ? await tx
        .select({ id: governorThemes.id })
        .from(governorThemes)
        .where(eq(governorThemes.themeKey, record.themeKey))
    : [];
  if (record.themeKey && !theme) throw new Error(`No governor theme ${record.themeKey}`);
  const step = (record.stepMinutes ?? 1) * 60_000;
  const moves = record.moves ?? [];
  // Laid out in the past by default, so a move made afterwards sorts after them in the history.
  const createdAt = record.createdAt ?? new Date(Date.now() - (moves.length + 1) * step);
  // Each history row at its own time when it has one, else a step after the row before.
  const times = [createdAt];
  for (const move of moves) times.push(move.at ?? new Date(times.at(-1)!.getTime() + step));
  const at = (index: number) =>
    times[index] ?? new Date(times.at(-1)!.getTime() + (index - times.length + 1) * step);
  const [row] = await tx
    .insert(serviceProjects)
    .values({
      clubId: record.clubId,
      projectTitle: record.title,
      projectType: record.type,
      status: 'PROCESSING',
      governorThemeId: theme?.id ?? null,
      date: record.date,
      venue: record.venue,
      totalProjectCost: record.totalProjectCost,
      directBeneficiaries: record.directBeneficiaries,
      indirectBeneficiaries: record.indirectBeneficiaries,
      ...treeCounts(record.themeKey, record.largeTree, record.smallTree),
      volunteerHours: record.volunteerHours ?? null,
      fundsRaised: record.fundsRaised ?? null,
      description: record.description,
      createdBy: record.createdBy.userId,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  const project = row!;
  const firstSubmission = moves.findIndex((move) => move.status !== 'PROCESSING');
  const code =
    firstSubmission < 0 ? null : await drawProjectCode(tx, record.type, colomboDate(at(firstSubmission + 1)));
  const projectId = project.id;
  // A member appears once per list (a small district may name one member twice): the first stays.
  const committee = oncePerMember(record.committee, (c) => c.memberId);
  const contributions = oncePerMember(record.contributions, (c) => c.memberId);
  const participants = oncePerMember(record.participants, (id) => id);
  if (committee.length > 0) {
    await tx.insert(projectCommitteeMembers).values(committee.map((c) => ({ projectId, ...c })));
  }
  if (contributions.length > 0) {
    await tx
      .insert(projectContributions)
      .values(contributions.map((c) => ({ projectId, memberId: c.memberId, contributions: c.amount })));
  }
  if (participants.length > 0) {
    await tx.insert(projectParticipants).values(participants.map((memberId) => ({ projectId, memberId })));
  }
  if (record.documents?.length) {
    await tx.insert(projectDocuments).values(
      record.documents.map((d) => ({
        projectId,
        documentType: d.type,
        kind: fileKind(d.path),
        path: d.path,
        roleCode: record.createdBy.role,
        uploadedBy: record.createdBy.userId,
        createdAt,
      })),
    );
  }
  await refreshEstimate(tx, projectId);
  const history = [{ status: 'PROCESSING' as ProjectStatus, by: record.createdBy, comment: null }, ...moves];
  await tx.insert(projectStatusLogs).values(
    history.map((move, index) => ({
      projectId,
      status: move.status,
      roleCode: move.by.role,
      memberId: move.by.memberId,
      comment: move.comment ?? null,
      note: 'note' in move ? (move.note ?? null) : null,
      createdAt: at(index),
      updatedAt: at(index),
    })),
  );
  // The approved lines in one statement (an approval decides every line), the rejected one by one.
  const decisions = record.lineDecisions ?? [];
  const approvedKeys = decisions.filter((d) => d.status === 'APPROVED').map((d) => d.key);
  if (approvedKeys.length > 0) {
    await tx
      .update(projectPointLines)
      .set({ status: 'APPROVED', rejectComment: null })
      .where(
        and(eq(projectPointLines.projectId, projectId), inArray(projectPointLines.itemKey, approvedKeys)),
      );
  }
  for (const decision of decisions.filter((d) => d.status === 'REJECTED')) {
    await tx
      .update(projectPointLines)
      .set({ status: 'REJECTED', rejectComment: decision.rejectComment ?? null })
      .where(and(eq(projectPointLines.projectId, projectId), eq(projectPointLines.itemKey, decision.key)));
  }
  const last = history.at(-1)!;
  if (last.status === 'APPROVED') {
    const approved = await tx
      .select({ total: projectPointLines.totalPoint })
      .from(projectPointLines)
      .where(and(eq(projectPointLines.projectId, projectId), eq(projectPointLines.status, 'APPROVED')));
    const rows = [
      {
        points: roundPoints(approved.reduce((sum, l) => sum + Number(l.total), 0)),
        comment: last.comment ?? null,
        kind: 'approval',
        by: last.by,
        at: at(history.length - 1),
      },
      ...(record.adjustments ?? []).map((a, i) => ({
        ...a,
        kind: 'adjustment',
        at: a.at ?? at(history.length + i),
      })),
    ];
    await tx.insert(projectPoints).values(
      rows.map((r) => ({
        projectId,
        clubId: record.clubId,
        points: r.points,
        comment: r.comment,
        kind: r.kind,
        createdBy: r.by.userId,
        createdAt: r.at,
        updatedAt: r.at,
      })),
    );
  }
  await tx
    .update(serviceProjects)
    .set({
      projectCode: code,
      status: last.status,
      // A project waiting in PENDING returns to the status it was sent back from.
      resumeStatus: last.status === 'PENDING' ? (history.at(-2)?.status ?? null) : null,
      statusChangedAt: at(history.length - 1),
      version: 1 + moves.length + decisions.length + (record.adjustments?.length ?? 0),
      updatedAt: at(history.length - 1),
    })
    .where(eq(serviceProjects.id, projectId));
  return { id: projectId, uuid: project.uuid, code };
}
