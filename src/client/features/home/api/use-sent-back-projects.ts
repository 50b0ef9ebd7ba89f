import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';

/** A project row as the project list answers it (with its send-back's reason). */
export type SentBackProject = components['schemas']['ProjectListItem'];

/**
 * The club's projects waiting in PENDING, sent back by a reviewer (GET
 * api/service-project/list/se=?status=PENDING), for the officer's home. Under the projects' key
 * (['projects', …], as the projects feature names its queries), so a resubmission anywhere
 * refreshes it.
 */
export function useSentBackProjects(enabled: boolean) {
  const { role, clubId } = useSession();
  return useQuery({
    queryKey: ['projects', 'sent-back', role, clubId] as const,
    queryFn: async () =>
      (
        await unwrap(
          api.GET('/api/service-project/list/se={search}', {
            params: { path: { search: '' }, query: { status: 'PENDING' } },
          }),
        )
      ).data,
    enabled,
  });
}
