import { eq } from 'drizzle-orm';
import { can } from '../../../shared/policy';
import type { Db } from '../../db/database';
import {
  projectCommitteeMembers,
  projectContributions,
  projectDocuments,
  projectParticipants,
  serviceProjects,
} from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { forbidden, notFound } from '../errors';
import type { FileStore } from '../files/file-store';
import { entryInScope, type EntryTable } from './entry-lookup';
import { removeStoredFiles } from './project-files';
import { assertEditable } from './project-rights';
import { projectInScope, type ProjectActing } from './project-scope';
import { lockProject, touchProject } from './project-writes';
import { text, type Text } from '../../i18n/text';

/** The typed deletes of the wizard's lists (spec 3 section 7), and what the id names for each. */
export const TYPED_DELETES = {
  /** The project's uuid: its governor theme (and the theme's tree counts) is cleared. */
  DISTRICT_GOVERNOR_THEME: null,
  PROJECT_COMMITTEE: projectCommitteeMembers,
  PROJECT_CONTRIBUTION: projectContributions,
  PROJECT_PARTICIPANT: projectParticipants,
} as const;

/** One of the typed deletes. */
export type TypedDelete = keyof typeof TYPED_DELETES;

/** What the deletes need: the database and the file store. */
export interface DeleteDeps {
  db: Db;
  files: FileStore;
}

/** Each entry's not-found message and its audit action. */
const ENTRY_NAMES = new Map<EntryTable, { missing: Text; action: string }>([
  [
    projectCommitteeMembers,
    { missing: text('projects.committeeMemberNotFound'), action: 'project.committee.delete' },
  ],
  [
    projectContributions,
    { missing: text('projects.contributionNotFound'), action: 'project.contribution.delete' },
  ],
  [
    projectParticipants,
    { missing: text('projects.participantNotFound'), action: 'project.participant.delete' },
  ],
  [projectDocuments, { missing: text('projects.documentNotFound'), action: 'project.document.delete' }],
]);

/**
 * Removes one entry of a project's wizard list (by the entry's uuid), as every wizard write: by a role
 * that may edit the project's type (403; RP and JRP the region roles and the evaluator) while the
 * project is a draft, PENDING or PROCESSING (409 once submitted: the evidence under review stays as
 * the reviewers saw it; spec 3's "unless APPROVED" read as the edit window, docs/spec-deviations.md).
 * The project's row is locked, its version and estimate move on; a document's file goes once the
 * entry is gone.
 */
export async function deleteEntry(
  { db, files }: DeleteDeps,
  actor: Actor,
  acting: ProjectActing,
  table: EntryTable,
  uuid: string,
): Promise<void> {
  if (!can(acting.role?.name, 'project.wizardDelete')) throw forbidden();
  const { missing, action } = ENTRY_NAMES.get(table)!;
  const { entry, project } = await entryInScope(db, acting, table, uuid, missing);
  assertEditable(acting.role?.name, project);
  const removed = await db.transaction(async (tx) => {
    const current = await lockProject(tx, project.id);
    assertEditable(acting.role?.name, current);
    const t = table as typeof projectCommitteeMembers;
    const [row] = await tx.delete(t).where(eq(t.id, entry)).returning();
    if (!row) throw notFound(missing);
    await touchProject(tx, current);
    await recordAudit(tx, actor, { action, entity: 'service_project', entityId: current.uuid, before: row });
    return row as Partial<typeof projectDocuments.$inferSelect>;
  });
  if (table === projectDocuments) await removeStoredFiles(files, [removed.path]);
}

/**
 * Clears a draft's governor theme and with it the theme's tree counts (the typed delete
 * DISTRICT_GOVERNOR_THEME, by the project's uuid), by a role that may edit its type (403); a submitted
 * project keeps its theme (409).
 */
export async function clearProjectTheme(
  db: Db,
  actor: Actor,
  acting: ProjectActing,
  uuid: string,
): Promise<void> {
  if (!can(acting.role?.name, 'project.wizardDelete')) throw forbidden();
  const project = await projectInScope(db, acting, uuid);
  assertEditable(acting.role?.name, project);
  await db.transaction(async (tx) => {
    const current = await lockProject(tx, project.id);
    assertEditable(acting.role?.name, current);
    await tx
      .update(serviceProjects)
      .set({ governorThemeId: null, largeTree: 0, smallTree: 0 })
      .where(eq(serviceProjects.id, current.id));
    const row = await touchProject(tx, current);
    await recordAudit(tx, actor, {
      action: 'project.theme.clear',
      entity: 'service_project',
      entityId: current.uuid,
      before: current,
      after: row,
    });
  });
}

/** Runs a typed delete: the theme of a project, or an entry of one of its lists. */
export function typedDelete(
  deps: DeleteDeps,
  actor: Actor,
  acting: ProjectActing,
  type: TypedDelete,
  uuid: string,
) {
  const table = TYPED_DELETES[type];
  return table === null
    ? clearProjectTheme(deps.db, actor, acting, uuid)
    : deleteEntry(deps, actor, acting, table, uuid);
}

/** Removes a document (by its uuid) and, once it is gone, its file. */
export function deleteDocument(deps: DeleteDeps, actor: Actor, acting: ProjectActing, uuid: string) {
  return deleteEntry(deps, actor, acting, projectDocuments, uuid);
}
