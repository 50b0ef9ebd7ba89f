import type { Db, Tx } from '../../db/database';
import { validationError, type FieldErrors } from '../errors';
import type { ProjectCaller } from './project-caller';
import { assertEditable } from './project-rights';
import { projectInScope, type PlacedProject } from './project-scope';
import { lockProject, touchProject, type ProjectRow } from './project-writes';

/**
 * The project a wizard step changes: within the caller's reach (404 elsewhere), of a type the role may
 * edit (403) and still a draft (409).
 */
export async function draftInScope(db: Db, caller: ProjectCaller, uuid: string): Promise<PlacedProject> {
  const project = await projectInScope(db, caller, uuid);
  assertEditable(caller.role?.name, project);
  return project;
}

/**
 * Runs one wizard write on a draft in a transaction: the project's row locked and checked again (a
 * submission that landed since wins), then the write, then the project's version and estimate moved on.
 */
export async function writeDraft<T>(
  db: Db,
  caller: ProjectCaller,
  project: { id: number },
  write: (tx: Tx, current: ProjectRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const current = await lockProject(tx, project.id);
    assertEditable(caller.role?.name, current);
    const result = await write(tx, current);
    await touchProject(tx, current);
    return result;
  });
}

/** Refuses (422) what a check found, when it found anything. */
export function refuseErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** True when a database error is a unique violation (the same member twice on one list). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
