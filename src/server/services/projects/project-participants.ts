import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { members, projectParticipants } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { validationError } from '../errors';
import { draftInScope, isUniqueViolation, refuseErrors, writeDraft } from './draft-writes';
import { participantEntry } from './entry-shapes';
import type { ProjectCaller, WizardDeps } from './project-caller';
import type { Transport } from './project-forms';
import { eligibleMembers, INVALID_MEMBER, participantsTaken, type EligibleMember } from './project-members';
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

/** Refuses (422, naming them) the chosen members who already take part in the project. */
async function refuseTaken(db: Db | Tx, projectId: number, chosen: readonly EligibleMember[]): Promise<void> {
  const taken = await db
    .select({ memberId: projectParticipants.memberId })
    .from(projectParticipants)
    .where(
      and(
        eq(projectParticipants.projectId, projectId),
        inArray(
          projectParticipants.memberId,
          chosen.map((m) => m.id),
        ),
      ),
    );
  const ids = new Set(taken.map((t) => t.memberId));
  const names = chosen.filter((m) => ids.has(m.id)).map((m) => m.display_name);
  if (names.length > 0) throw validationError({ members: [participantsTaken(names)] });
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
      await refuseTaken(tx, current.id, chosen);
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
    // Added meanwhile by someone else: now committed, so read again to name them.
    if (isUniqueViolation(err)) await refuseTaken(db, project.id, chosen);
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
