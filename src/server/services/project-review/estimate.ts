import { and, count, countDistinct, eq, inArray, like, sum } from 'drizzle-orm';
import { projectTransition } from '../../../shared/machines';
import {
  computeProjectPoints,
  type ProjectPointLine,
  type ProjectPointsContext,
  type ProjectPointsDefinition,
} from '../../../shared/points';
import type { Db, Tx } from '../../db/database';
import {
  governorThemes,
  projectCommitteeMembers,
  projectContributions,
  projectDocuments,
  projectParticipants,
  projectPointLines,
  serviceProjects,
} from '../../db/schema';
import { mergePointLines, type PointLineStore } from '../points/merge-point-lines';
import { projectPointsDefinition } from './points-definition';

type Project = typeof serviceProjects.$inferSelect;
type StoredLine = typeof projectPointLines.$inferSelect;

/** The photo slots of spec 3 section 9 (Photo 01 to Photo 04) share this prefix. */
const PHOTO_TYPE_PREFIX = 'Photo ';

/** How many rows of a project a table holds. */
async function countOf(
  db: Db | Tx,
  table: typeof projectCommitteeMembers | typeof projectContributions | typeof projectParticipants,
  projectId: number,
) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.projectId, projectId));
  return row?.n ?? 0;
}

/**
 * What the project point rules read of a project: its fields (snake_case, as the API spells them),
 * its theme's key and name, and what was recorded with it (committee, contributions and their sum,
 * participants, documents, and the photo slots filled).
 */
export async function projectPointsContext(db: Db | Tx, project: Project): Promise<ProjectPointsContext> {
  const [theme] = project.governorThemeId
    ? await db
        .select({ theme: governorThemes.theme, key: governorThemes.themeKey })
        .from(governorThemes)
        .where(eq(governorThemes.id, project.governorThemeId))
    : [];
  const [given] = await db
    .select({ total: sum(projectContributions.contributions) })
    .from(projectContributions)
    .where(eq(projectContributions.projectId, project.id));
  const [docs] = await db
    .select({ n: count() })
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, project.id));
  const [photos] = await db
    .select({ n: countDistinct(projectDocuments.documentType) })
    .from(projectDocuments)
    .where(
      and(
        eq(projectDocuments.projectId, project.id),
        like(projectDocuments.documentType, `${PHOTO_TYPE_PREFIX}%`),
      ),
    );
  return {
    data: {
      project_title: project.projectTitle,
      project_type: project.projectType,
      theme: theme?.theme ?? null,
      venue: project.venue,
      date: project.date,
      total_project_cost: project.totalProjectCost,
      direct_beneficiaries: project.directBeneficiaries,
      indirect_beneficiaries: project.indirectBeneficiaries,
      large_tree: project.largeTree,
      small_tree: project.smallTree,
      description: project.description,
    },
    theme_key: theme?.key ?? null,
    project_type: project.projectType,
    counts: {
      committee: await countOf(db, projectCommitteeMembers, project.id),
      contributions: await countOf(db, projectContributions, project.id),
      participants: await countOf(db, projectParticipants, project.id),
      documents: docs?.n ?? 0,
      photos: photos?.n ?? 0,
    },
    // A sum of a numeric column comes back as text (null for no rows).
    contributions_total: Number(given?.total ?? 0),
  };
}

/** The stored lines of one project, as the shared merge reaches them. */
function projectLines(tx: Tx, projectId: number): PointLineStore<StoredLine, ProjectPointLine> {
  const numbers = (line: ProjectPointLine) => ({
    title: line.title,
    comment: line.comment,
    quantity: line.quantity,
    unitPoint: line.unit_point,
    totalPoint: line.total,
    updatedAt: new Date(),
  });
  return {
    list: () => tx.select().from(projectPointLines).where(eq(projectPointLines.projectId, projectId)),
    sameNumbers: (stored, line) =>
      Number(stored.quantity) === line.quantity &&
      Number(stored.unitPoint) === line.unit_point &&
      Number(stored.totalPoint) === line.total,
    insert: async (line) => {
      await tx.insert(projectPointLines).values({ ...numbers(line), projectId, itemKey: line.key });
    },
    update: async (stored, line, resetDecision) => {
      await tx
        .update(projectPointLines)
        .set({ ...numbers(line), ...(resetDecision && { status: 'PENDING', rejectComment: null }) })
        .where(eq(projectPointLines.id, stored.id));
    },
    remove: async (ids) => {
      await tx.delete(projectPointLines).where(inArray(projectPointLines.id, ids));
    },
  };
}

/**
 * Calculates a project's estimate again from its row and what was recorded with it, and merges the
 * lines into project_point_lines: an unchanged line keeps its decision, a changed one goes back to
 * PENDING, new ones are added and lines no longer earned removed. An APPROVED project's lines are
 * final and left alone. Answers whether the lines changed. Call it inside the transaction of the write
 * that may change the estimate (the project's row locked, so decisions and refreshes never
 * interleave); the caller audits its write.
 */
export async function refreshEstimate(
  tx: Tx,
  projectId: number,
  definition: ProjectPointsDefinition = projectPointsDefinition(),
): Promise<boolean> {
  const [project] = await tx.select().from(serviceProjects).where(eq(serviceProjects.id, projectId));
  if (!project) return false;
  if (!projectTransition(project.status, project.projectType, { type: 'project.recalculate' }).ok)
    return false;
  const lines = computeProjectPoints(definition, await projectPointsContext(tx, project));
  return mergePointLines(projectLines(tx, project.id), lines);
}
