import { useQuery } from '@tanstack/react-query';
import type { components } from '../../shared/api/openapi';
import { ACTIVITIES_KEY } from '../activity-domain/query-keys';
import { api } from '../lib/api-client';
import { unwrap } from '../lib/api-error';
import { useSession } from '../lib/session-store';

/** A club's reports due and sent back, and the server's today (GET /api/activity/due/{clubId}). */
export type ClubDue = components['schemas']['ActivityDue'];

/**
 * What the club has still to file and what was sent back (issue 28), and the server's today, by which
 * the home page lists, and the month chooser and date pickers stop. Under the activities' key, so a
 * filed, decided or deleted report refreshes it; idle until a club is chosen.
 */
export function useClubDue(clubId: string | null) {
  const { role } = useSession();
  return useQuery({
    queryKey: [...ACTIVITIES_KEY, 'due', role, clubId ?? ''] as const,
    queryFn: async () =>
      (await unwrap(api.GET('/api/activity/due/{clubId}', { params: { path: { clubId: clubId ?? '' } } })))
        .data,
    enabled: Boolean(clubId),
  });
}
