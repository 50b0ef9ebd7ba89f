import { and, eq } from 'drizzle-orm';
import { can, canSeeContacts } from '../../../shared/policy';
import type { Db } from '../../db/database';
import { members, serviceProjects } from '../../db/schema';
import { inScope, ownClubOnly } from '../clubs/club-scope';
import { notFound } from '../errors';
import { placedProjects, projectScopeWhere, type ProjectActing } from '../projects/project-scope';
import type { FileLinks } from '../files/signed-links';
import type { MemberActing } from './member-authority';
import { memberDetail } from './member-detail';
import { projectMembersWhere } from '../projects/project-members';
import { memberChoices, memberPage, ofClub, type Searcher } from './member-lists';
import { text } from '../../i18n/text';

/** The acting member, and whether their role sees members' contact details (policy). */
export function searcherOf(acting: MemberActing): Searcher {
  return { contacts: can(acting.role?.name, 'member.viewContacts'), memberUuid: acting.member.uuid };
}

/** Member choices of the district (a club officer: of their club) matching the search. */
export function districtMemberChoices(db: Db, links: FileLinks, acting: MemberActing, search: string) {
  return memberChoices(db, links, ofClub(ownClubOnly(acting)), search, searcherOf(acting));
}

/** Member choices of the club acted for; none without a club (not everybody). */
export async function clubMemberChoices(db: Db, links: FileLinks, acting: MemberActing, search: string) {
  if (!acting.club) return [];
  return memberChoices(db, links, ofClub(acting.club.id), search, searcherOf(acting));
}

/** A page of the members of the club acted for (every club's for a role without one). */
export function clubMemberPage(
  db: Db,
  links: FileLinks,
  acting: MemberActing,
  search: string,
  page?: number,
) {
  return memberPage(db, links, acting.club?.id ?? null, search, page, searcherOf(acting));
}

/**
 * A member as the info page shows it, within the acting scope (an officer also sees a member dropped
 * from their club: the member stays in its history); contact details only as the policy allows.
 */
export async function memberInfoFor(db: Db, links: FileLinks, acting: MemberActing, uuid: string) {
  const [member] = await db
    .select({ id: members.id, clubId: members.clubId, droppedFrom: members.droppedFromClubId })
    .from(members)
    .where(eq(members.uuid, uuid));
  if (!member || !(inScope(acting, member.clubId) || inScope(acting, member.droppedFrom)))
    throw notFound(text('members.notFound'));
  const contacts = canSeeContacts(acting.role?.name, member.id === acting.member.id);
  return memberDetail(db, links, member.id, { contacts });
}

/** The id of the member with that uuid within the acting scope; not found otherwise. */
export async function memberIdInScope(db: Db, acting: MemberActing, uuid: string): Promise<number> {
  const [member] = await db
    .select({ id: members.id, clubId: members.clubId })
    .from(members)
    .where(eq(members.uuid, uuid));
  if (!member || !inScope(acting, member.clubId)) throw notFound(text('members.notFound'));
  return member.id;
}

/**
 * Member choices for a service project's committee, contributions and participants: the members
 * who may be named on it (its club's; a region project's region's; a joint project's district's:
 * project-members.ts), the project within the reach of
 * the acting office as every project call has it (club, zone, region or district: project-scope.ts).
 */
export async function projectCommitteeChoices(
  db: Db,
  links: FileLinks,
  acting: MemberActing & ProjectActing,
  projectUuid: string,
  search: string,
) {
  const [placed] = await placedProjects(db).where(
    and(eq(serviceProjects.uuid, projectUuid), projectScopeWhere(db, acting)),
  );
  if (!placed) throw notFound(text('projects.serviceProjectNotFound'));
  const place = { ...placed.project, regionId: placed.regionId };
  return memberChoices(db, links, projectMembersWhere(db, place), search, searcherOf(acting));
}
