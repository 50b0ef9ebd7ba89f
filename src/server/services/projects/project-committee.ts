import { asc, eq } from 'drizzle-orm';
import { PROJECT_CHAIRMAN_POSITION } from '../../../shared/machines';
import type { Db } from '../../db/database';
import { members, projectCommitteeMembers } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { validationError } from '../errors';
import { draftInScope, isUniqueViolation, refuseErrors, writeDraft } from './draft-writes';
import { committeeEntry } from './entry-shapes';
import type { ProjectCaller, WizardDeps } from './project-caller';
import { eligibleMembers, INVALID_MEMBER, committeeTaken } from './project-members';
import { projectInScope, type ProjectActing } from './project-scope';
import { text } from '../../i18n/text';

/** Step 2 as the wizard sends it: the project's uuid, and the position and member of the form. */
export interface CommitteeInput {
  project_id: string;
  [field: string]: unknown;
}

/**
 * Adds a member of the project's club to the committee of a draft: the position and member checked
 * by the step's form, the member eligible (decision 5), on the committee once, and at most one
 * Project Chairman. Checked again with the project locked, so two additions at once cannot both pass.
 */
export async function addCommitteeMember(
  { db, forms }: WizardDeps,
  actor: Actor,
  caller: ProjectCaller,
  input: CommitteeInput,
) {
  const { project_id: projectUuid, ...fields } = input;
  const project = await draftInScope(db, caller, projectUuid);
  refuseErrors(forms.check('project-committee', fields, 'json'));
  const position = fields.position as string;
  const member = (await eligibleMembers(db, project, [fields.member as string])).get(fields.member as string);
  if (!member) throw validationError({ member: [INVALID_MEMBER] });
  try {
    return await writeDraft(db, caller, project, async (tx, current) => {
      const committee = await tx
        .select()
        .from(projectCommitteeMembers)
        .where(eq(projectCommitteeMembers.projectId, current.id));
      if (committee.some((c) => c.memberId === member.id)) {
        throw validationError({ member: [committeeTaken(member.display_name)] });
      }
      if (
        position === PROJECT_CHAIRMAN_POSITION &&
        committee.some((c) => c.position === PROJECT_CHAIRMAN_POSITION)
      ) {
        throw validationError({ position: [text('projects.chairmanTaken')] });
      }
      const [row] = await tx
        .insert(projectCommitteeMembers)
        .values({ projectId: current.id, memberId: member.id, position })
        .returning();
      await recordAudit(tx, actor, {
        action: 'project.committee.add',
        entity: 'service_project',
        entityId: current.uuid,
        after: row,
      });
      return committeeEntry(row!, member, current.uuid);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw validationError({ member: [committeeTaken(member.display_name)] });
    throw err;
  }
}

/** The committee of a project within the caller's reach, in the order it was entered. */
export async function listCommittee(db: Db, acting: ProjectActing, uuid: string) {
  const project = await projectInScope(db, acting, uuid);
  const rows = await db
    .select({ entry: projectCommitteeMembers, uuid: members.uuid, name: members.displayName })
    .from(projectCommitteeMembers)
    .innerJoin(members, eq(members.id, projectCommitteeMembers.memberId))
    .where(eq(projectCommitteeMembers.projectId, project.id))
    .orderBy(asc(projectCommitteeMembers.id));
  return rows.map((r) => committeeEntry(r.entry, { uuid: r.uuid, display_name: r.name }, project.uuid));
}
