import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../shared/api/openapi';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';

/** A member as the member lists answer them: uuid, name, club (`group`), image, international id. */
export type MemberChoice = components['schemas']['MemberChoice'];

/**
 * Which members a picker offers: `'club'` the acting club's members (GET /api/club-member/list/se=),
 * `'district'` any member of the district (GET /api/member/list/se=), `'project'` the members a
 * service project may name (GET /api/service-project/{id}/committee-members/se=).
 */
export type MemberSource = 'club' | 'district' | 'project';

/** The source a picker's `ui:options.source` names; the club's members unless it names another. */
export function memberSourceOf(option: unknown): MemberSource {
  return option === 'district' || option === 'project' ? option : 'club';
}

/**
 * The query key of one member search: under `['members', 'choices']`, or for a project's members
 * under `['projects']` (with the project's uuid), so the project's saves refresh them.
 */
export function memberChoicesQueryKey(source: MemberSource, search: string, projectUuid?: string | null) {
  return source === 'project'
    ? (['projects', 'member-choices', projectUuid ?? '', search] as const)
    : (['members', 'choices', source, search] as const);
}

/** The call of one search of a source. */
function searchMembers(source: MemberSource, search: string, projectUuid: string | null) {
  if (source === 'project') {
    return api.GET('/api/service-project/{id}/committee-members/se={search}', {
      params: { path: { id: projectUuid ?? '', search } },
    });
  }
  const init = { params: { path: { search } } };
  return source === 'district'
    ? api.GET('/api/member/list/se={search}', init)
    : api.GET('/api/club-member/list/se={search}', init);
}

/**
 * The members matching a search (at most 20, the server's first page for an empty search); a
 * project's search waits for its project. The previous answer stays while the next loads, so the
 * list does not flash empty between keystrokes.
 */
export function useMemberChoices(source: MemberSource, search: string, projectUuid: string | null = null) {
  return useQuery({
    queryKey: memberChoicesQueryKey(source, search, projectUuid),
    queryFn: async () => (await unwrap(searchMembers(source, search, projectUuid))).data,
    enabled: source !== 'project' || Boolean(projectUuid),
    placeholderData: keepPreviousData,
  });
}
