import { requireAuth } from '../../http/request-context';
import {
  clubMemberChoices,
  clubMemberPage,
  districtMemberChoices,
  memberInfoFor,
  projectCommitteeChoices,
} from '../../services/members/member-reads';
import type { OperationHandler } from '../types';

type Search = { Params: { search: string } };

/** GET /api/member/list/se={search}: members of the district (an officer: of their club). */
export const memberSearch: OperationHandler<Search> = async (request) => ({
  status_code: 200,
  data: await districtMemberChoices(
    request.server.db,
    request.server.fileLinks,
    requireAuth(request),
    request.params.search,
  ),
});

/** GET /api/club-member/list/se={search}: members of the club acted for. */
export const clubMemberSearch: OperationHandler<Search> = async (request) => ({
  status_code: 200,
  data: await clubMemberChoices(
    request.server.db,
    request.server.fileLinks,
    requireAuth(request),
    request.params.search,
  ),
});

/** GET /api/member/club/list/se={search}?page={n}: a page of the club's members. */
export const memberClubList: OperationHandler<Search & { Querystring: { page?: number } }> = async (
  request,
) => ({
  status_code: 200,
  ...(await clubMemberPage(
    request.server.db,
    request.server.fileLinks,
    requireAuth(request),
    request.params.search,
    request.query.page,
  )),
});

/** GET /api/member/info/{id}: a member; outside an officer's club, not found. */
export const memberInfo: OperationHandler<{ Params: { id: string } }> = async (request) => ({
  status_code: 200,
  data: await memberInfoFor(
    request.server.db,
    request.server.fileLinks,
    requireAuth(request),
    request.params.id,
  ),
});

/** GET /api/service-project/{id}/committee-members/se={search}: the members who may be named on the project. */
export const projectCommitteeSearch: OperationHandler<{ Params: { id: string; search: string } }> = async (
  request,
) => ({
  status_code: 200,
  data: await projectCommitteeChoices(
    request.server.db,
    request.server.fileLinks,
    requireAuth(request),
    request.params.id,
    request.params.search,
  ),
});
