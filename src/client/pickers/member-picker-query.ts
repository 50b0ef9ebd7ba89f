import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../shared/api/openapi';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';

/** A member as the member lists answer them: uuid, name, club (`group`), image, international id. */
export type MemberChoice = components['schemas']['MemberChoice'];

/**
 * Which members a picker offers: `'club'` the acting club's members (GET /api/club-member/list/se=),
 * `'district'` any member of the district (GET /api/member/list/se=).
 */
export type MemberSource = 'club' | 'district';

/** The source a picker's `ui:options.source` names; the club's members unless it says 'district'. */
export function memberSourceOf(option: unknown): MemberSource {
  return option === 'district' ? 'district' : 'club';
}

/** The query key of one member search; the prefix `['members', 'choices']` covers every search. */
export function memberChoicesQueryKey(source: MemberSource, search: string) {
  return ['members', 'choices', source, search] as const;
}

/**
 * The members matching a search (at most 20, the server's first page for an empty search). The
 * previous answer stays while the next loads, so the list does not flash empty between keystrokes.
 */
export function useMemberChoices(source: MemberSource, search: string) {
  return useQuery({
    queryKey: memberChoicesQueryKey(source, search),
    queryFn: async () => {
      const init = { params: { path: { search } } };
      const call =
        source === 'district'
          ? api.GET('/api/member/list/se={search}', init)
          : api.GET('/api/club-member/list/se={search}', init);
      return (await unwrap(call)).data;
    },
    placeholderData: keepPreviousData,
  });
}
