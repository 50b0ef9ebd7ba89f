import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { members, projectContributions } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { validationError } from '../errors';
import { draftInScope, isUniqueViolation, refuseErrors, writeDraft } from './draft-writes';
import { entryInScope } from './entry-lookup';
import { contributionEntry } from './entry-shapes';
import type { ProjectCaller, WizardDeps } from './project-caller';
import { eligibleMembers, INVALID_MEMBER, contributionTaken } from './project-members';
import { assertEditable } from './project-rights';
import { projectInScope, type ProjectActing } from './project-scope';
import { text } from '../../i18n/text';

/** Step 3 as the wizard sends it: the project's uuid, and the member and amount of the form. */
export interface ContributionInput {
  project_id: string;
  [field: string]: unknown;
}

/** A change to a contribution: the amount, and optionally another member. */
export interface ContributionChange {
  contributions: number;
  member?: string;
}

/**
 * Records a member's contribution (Rs.) to a draft: checked by the step's form, the member eligible
 * (decision 5) and contributing once per project, checked again with the project locked.
 */
export async function addContribution(
  { db, forms }: WizardDeps,
  actor: Actor,
  caller: ProjectCaller,
  input: ContributionInput,
) {
  const { project_id: projectUuid, ...fields } = input;
  const project = await draftInScope(db, caller, projectUuid);
  refuseErrors(forms.check('project-contribution', fields, 'json'));
  const member = (await eligibleMembers(db, project, [fields.member as string])).get(fields.member as string);
  if (!member) throw validationError({ member: [INVALID_MEMBER] });
  try {
    return await writeDraft(db, caller, project, async (tx, current) => {
      const [taken] = await tx
        .select({ id: projectContributions.id })
        .from(projectContributions)
        .where(
          and(eq(projectContributions.projectId, current.id), eq(projectContributions.memberId, member.id)),
        );
      if (taken) throw validationError({ member: [contributionTaken(member.display_name)] });
      const [row] = await tx
        .insert(projectContributions)
        .values({ projectId: current.id, memberId: member.id, contributions: fields.contributions as number })
        .returning();
      await recordAudit(tx, actor, {
        action: 'project.contribution.add',
        entity: 'service_project',
        entityId: current.uuid,
        after: row,
      });
      return contributionEntry(row!, member, current.uuid);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw validationError({ member: [contributionTaken(member.display_name)] });
    throw err;
  }
}

/**
 * Changes a contribution of a draft (by the contribution's uuid): its amount, and its member when
 * another is named, under the same rules as adding one.
 */
export async function updateContribution(
  { db, forms }: WizardDeps,
  actor: Actor,
  caller: ProjectCaller,
  uuid: string,
  change: ContributionChange,
) {
  const { entry, project } = await entryInScope(
    db,
    caller,
    projectContributions,
    uuid,
    text('projects.contributionNotFound'),
  );
  assertEditable(caller.role?.name, project);
  const [stored] = await db
    .select({ row: projectContributions, memberUuid: members.uuid, memberName: members.displayName })
    .from(projectContributions)
    .innerJoin(members, eq(members.id, projectContributions.memberId))
    .where(eq(projectContributions.id, entry));
  const fields = { member: change.member ?? stored!.memberUuid, contributions: change.contributions };
  refuseErrors(forms.check('project-contribution', fields, 'json'));
  const member = (await eligibleMembers(db, project, [fields.member])).get(fields.member);
  // The member it already names stays acceptable: a member who left the club keeps their contribution.
  const memberId = member?.id ?? (fields.member === stored!.memberUuid ? stored!.row.memberId : null);
  if (memberId === null) throw validationError({ member: [INVALID_MEMBER] });
  const taken = contributionTaken(member?.display_name ?? stored!.memberName);
  try {
    return await writeDraft(db, caller, project, async (tx, current) => {
      const [other] = await tx
        .select({ id: projectContributions.id })
        .from(projectContributions)
        .where(
          and(
            eq(projectContributions.projectId, current.id),
            eq(projectContributions.memberId, memberId),
            ne(projectContributions.id, entry),
          ),
        );
      if (other) throw validationError({ member: [taken] });
      const [row] = await tx
        .update(projectContributions)
        .set({ memberId, contributions: fields.contributions, updatedAt: new Date() })
        .where(eq(projectContributions.id, entry))
        .returning();
      await recordAudit(tx, actor, {
        action: 'project.contribution.update',
        entity: 'service_project',
        entityId: current.uuid,
        before: stored!.row,
        after: row,
      });
      const [shown] = await tx
        .select({ uuid: members.uuid, display_name: members.displayName })
        .from(members)
        .where(eq(members.id, memberId));
      return contributionEntry(row!, shown!, current.uuid);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw validationError({ member: [taken] });
    throw err;
  }
}

/** The member contributions to a project within the caller's reach, in the order they were entered. */
export async function listContributions(db: Db, acting: ProjectActing, uuid: string) {
  const project = await projectInScope(db, acting, uuid);
  const rows = await db
    .select({ entry: projectContributions, uuid: members.uuid, name: members.displayName })
    .from(projectContributions)
    .innerJoin(members, eq(members.id, projectContributions.memberId))
    .where(eq(projectContributions.projectId, project.id))
    .orderBy(asc(projectContributions.id));
  return rows.map((r) => contributionEntry(r.entry, { uuid: r.uuid, display_name: r.name }, project.uuid));
}
