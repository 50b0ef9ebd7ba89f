import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { members, projectParticipants } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { validationError } from '../errors';
import { draftInScope, isUniqueViolation, refuseErrors, writeDraft } from './draft-writes';
import { participantEntry } from './entry-shapes';
import type { ProjectCaller, WizardDeps } from './project-caller';
import type { Transport } from './project-forms';
import { eligibleMembers, INVALID_MEMBER, MEMBER_TAKEN } from './project-members';
import { projectInScope, type ProjectActing } from './project-scope';
import { text } from '../../i18n/text';

/** The characters of a uuid, as the contract's `format: uuid` accepts it. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Step 4 as it arrived: the project's uuid and the members, from JSON or multipart `members[i]`. */
export interface ParticipantsInput {
  body: Record<string, unknown>;
  transport: Transport;
}

/** The project uuid of a body (multipart bodies are not checked by the contract before they get here). */
function projectUuidOf(body: Record<string, unknown>): string {
  const value = body.project_id;
  if (typeof value === 'string' && UUID.test(value)) return value;
  throw validationError({
    project_id: [
      value === undefined || value === ''
        ? text('projects.projectIdRequired')
        : text('projects.projectIdInvalid'),
    ],
  });
}

/**
 * Adds members as participants of a draft: the list checked by the step's form (at least one, none
 * twice), each member eligible (decision 5) and not taking part already. All or none are added.
 */
export async function addParticipants(
  { db, forms }: WizardDeps,
  actor: Actor,
  caller: ProjectCaller,
  { body, transport }: ParticipantsInput,
) {
  const { project_id: _project, ...fields } = body;
  const project = await draftInScope(db, caller, projectUuidOf(body));
  // A list field sent as its bare name with no value is an empty list, answered as 'required'.
  if (fields.members === '') fields.members = [];
  refuseErrors(forms.check('project-participants', fields, transport));
  const uuids = fields.members as string[];
  const eligible = await eligibleMembers(db, project, uuids);
  if (uuids.some((uuid) => !eligible.has(uuid))) throw validationError({ members: [INVALID_MEMBER] });
  const chosen = uuids.map((uuid) => eligible.get(uuid)!);
  try {
    return await writeDraft(db, caller, project, async (tx, current) => {
      const taken = await tx
        .select({ id: projectParticipants.id })
        .from(projectParticipants)
        .where(
          and(
            eq(projectParticipants.projectId, current.id),
            inArray(
              projectParticipants.memberId,
              chosen.map((m) => m.id),
            ),
          ),
        );
      if (taken.length > 0) throw validationError({ members: [MEMBER_TAKEN] });
      const rows = await tx
        .insert(projectParticipants)
        .values(chosen.map((m) => ({ projectId: current.id, memberId: m.id })))
        .returning();
      await recordAudit(tx, actor, {
        action: 'project.participants.add',
        entity: 'service_project',
        entityId: current.uuid,
        after: rows,
      });
      const byId = new Map(chosen.map((m) => [m.id, m]));
      return rows.map((row) => participantEntry(row, byId.get(row.memberId)!, current.uuid));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw validationError({ members: [MEMBER_TAKEN] });
    throw err;
  }
}

/** The participants of a project within the caller's reach, in the order they were added. */
export async function listParticipants(db: Db, acting: ProjectActing, uuid: string) {
  const project = await projectInScope(db, acting, uuid);
  const rows = await db
    .select({ entry: projectParticipants, uuid: members.uuid, name: members.displayName })
    .from(projectParticipants)
    .innerJoin(members, eq(members.id, projectParticipants.memberId))
    .where(eq(projectParticipants.projectId, project.id))
    .orderBy(asc(projectParticipants.id));
  return rows.map((r) => participantEntry(r.entry, { uuid: r.uuid, display_name: r.name }, project.uuid));
}
