import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { projectPartKey, type ActingAs } from './project-keys';

/** A member's contribution: uuid, member {uuid, display_name}, contributions (Rs.), project_id. */
export type Contribution = components['schemas']['ProjectContribution'];

/** The query of a project's member contributions (GET /api/service-project/{id}/clubs-contribution/list). */
export function contributionListQuery(acting: ActingAs, uuid: string) {
  return queryOptions({
    queryKey: projectPartKey(acting, uuid, 'contributions'),
    queryFn: async (): Promise<Contribution[]> =>
      (
        await unwrap(
          api.GET('/api/service-project/{id}/clubs-contribution/list', { params: { path: { id: uuid } } }),
        )
      ).data,
  });
}

/** A project's member contributions, in the order they were entered; idle without a project. */
export function useContributionList(uuid: string | null) {
  const { role, clubId } = useSession();
  return useQuery({ ...contributionListQuery({ role, clubId }, uuid ?? ''), enabled: Boolean(uuid) });
}
