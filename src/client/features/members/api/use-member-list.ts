import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { withKeptAnswer, type KeptAnswer } from '../../../lib/outbox/kept-answers';
import { useSession } from '../../../lib/session-store';
import { memberListKey } from './member-keys';

/**
 * One page of the members of the club acted for (GET /api/member/club/list/se={search}?page={n}):
 * the officer's own club, the chosen club, or every club's members when none is chosen. Offline, the
 * last answer kept on the device is shown; `asOf` is then its time (null for a fresh answer).
 */
export function useMemberList(search: string, page: number) {
  const { role, clubId, userId } = useSession();
  const options = {
    queryKey: memberListKey({ role, clubId }, search, page),
    queryFn: () =>
      withKeptAnswer(userId, `members:${role}:${clubId}:${search}:${page}`, () =>
        unwrap(
          api.GET('/api/member/club/list/se={search}', { params: { path: { search }, query: { page } } }),
        ),
      ),
    // Offline the call is still made: it fails at once and the kept answer is shown.
    networkMode: 'always' as const,
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  };
  type Answer = Awaited<ReturnType<typeof options.queryFn>>;
  const list = useQuery({ ...options, select: (answer: Answer) => answer.data });
  // The same cached answer, read for its age (one request serves both).
  const age = useQuery({ ...options, select: (answer: KeptAnswer<unknown>) => answer.asOf });
  return { list, asOf: list.isError ? null : (age.data ?? null) };
}
