import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../shared/api/openapi';
import { isClubOfficerRole } from '../../../shared/policy/roles';
import { api } from '../../lib/api-client';
import { unwrap } from '../../lib/api-error';
import { useSession } from '../../lib/session-store';

/** A notification of the bell (GET /api/notifications). */
export type BellNotification = components['schemas']['Notification'];

/** The bell's queries, refreshed together when one is marked read. */
const NOTIFICATIONS_KEY = ['notifications'] as const;

/**
 * How often the badge asks again while the app is open: a decision reaches the officer within a
 * couple of minutes without a socket, at one small request a minute per open tab.
 */
const POLL_MS = 60_000;

/** Whether the acting role has a bell: a club officer's club is told of decisions; others have none. */
export function useHasBell(): boolean {
  const { role } = useSession();
  return isClubOfficerRole(role);
}

const fetchPage = async (page: number) =>
  unwrap(api.GET('/api/notifications', { params: { query: { page } } }));

/** The number of the club's notifications the user has not read (the badge), asked every minute. */
export function useUnreadCount(): number {
  const { role, clubId } = useSession();
  const enabled = useHasBell();
  const first = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, role, clubId, 'unread'] as const,
    queryFn: async () => (await fetchPage(1)).unread,
    enabled,
    refetchInterval: POLL_MS,
  });
  return enabled ? (first.data ?? 0) : 0;
}

/** The drawer's list, newest first, a page at a time ("Show older notifications" asks the next). */
export function useNotificationPages(enabled: boolean) {
  const { role, clubId } = useSession();
  return useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_KEY, role, clubId, 'pages'] as const,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    enabled,
    // Opening the drawer always shows what is new.
    staleTime: 0,
  });
}

/** Marks one notification read (id), or every one (null), then refreshes the badge and the list. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) =>
      id === null
        ? unwrap(api.PUT('/api/notifications/read-all'))
        : unwrap(api.PUT('/api/notifications/{id}/read', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
