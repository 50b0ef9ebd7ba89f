import { eq } from 'drizzle-orm';
import { can, canSeeContacts } from '../../../shared/policy';
import { members, serviceProjects } from '../../db/schema';
import { notFound } from '../../services/errors';
import { requireAuth, type AuthContext } from '../../http/request-context';
import { inScope, ownClubOnly } from '../../services/clubs/club-scope';
import { memberDetail } from '../../services/members/member-detail';
import { memberChoices, memberPage, type Searcher } from '../../services/members/member-lists';
import type { OperationHandler } from '../types';

type Search = { Params: { search: string } };

/** The request's member and whether its role sees members' contact details (policy). */
function searcherOf(auth: AuthContext): Searcher {
  return { contacts: can(auth.role?.name, 'member.viewContacts'), memberUuid: auth.member.uuid };
}

/** GET /api/member/list/se={search}: members of the district (an officer: of their club). */
export const memberSearch: OperationHandler<Search> = async (request) => {
  const auth = requireAuth(request);
  const { db, fileLinks } = request.server;
  return {
    status_code: 200,
    data: await memberChoices(db, fileLinks, ownClubOnly(auth), request.params.search, searcherOf(auth)),
  };
};

/** GET /api/club-member/list/se={search}: members of the club acted for. */
export const clubMemberSearch: OperationHandler<Search> = async (request) => {
  const auth = requireAuth(request);
  const { db, fileLinks } = request.server;
  // Without a club there is no club to search in: an empty list, not everybody.
  if (!auth.club) return { status_code: 200, data: [] };
  return {
    status_code: 200,
    data: await memberChoices(db, fileLinks, auth.club.id, request.params.search, searcherOf(auth)),
  };
};

/** GET /api/member/club/list/se={search}?page={n}: a page of the club's members. */
export const memberClubList: OperationHandler<Search & { Querystring: { page?: number } }> = async (
  request,
) => {
  const auth = requireAuth(request);
  const { db, fileLinks } = request.server;
  const page = await memberPage(
    db,
    fileLinks,
    auth.club?.id ?? null,
    request.params.search,
    request.query.page,
    searcherOf(auth),
  );
  return { status_code: 200, ...page };
};

/** GET /api/member/info/{id}: a member; outside an officer's club, not found. */
export const memberInfo: OperationHandler<{ Params: { id: string } }> = async (request) => {
  const auth = requireAuth(request);
  const { db, fileLinks } = request.server;
  const [member] = await db
    .select({ id: members.id, clubId: members.clubId, droppedFrom: members.droppedFromClubId })
    .from(members)
    .where(eq(members.uuid, request.params.id));
  // An officer still sees a member dropped from their club: the member stays in its history.
  if (!member || !(inScope(auth, member.clubId) || inScope(auth, member.droppedFrom)))
    throw notFound('Member not found.');
  const contacts = canSeeContacts(auth.role?.name, member.id === auth.member.id);
  return { status_code: 200, data: await memberDetail(db, fileLinks, member.id, { contacts }) };
};

/** GET /api/service-project/{id}/committee-members/se={search}: members of the project's club. */
export const projectCommitteeSearch: OperationHandler<{ Params: { id: string; search: string } }> = async (
  request,
) => {
  const auth = requireAuth(request);
  const { db, fileLinks } = request.server;
  const [project] = await db
    .select({ clubId: serviceProjects.clubId })
    .from(serviceProjects)
    .where(eq(serviceProjects.uuid, request.params.id));
  if (!project || !inScope(auth, project.clubId)) throw notFound('Service project not found.');
  return {
    status_code: 200,
    data: await memberChoices(db, fileLinks, project.clubId, request.params.search, searcherOf(auth)),
  };
};
