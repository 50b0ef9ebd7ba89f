import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { projectPartKey, type ActingAs } from './project-keys';

/** A committee entry: uuid, position, member {uuid, display_name}, project_id. */
export type CommitteeEntry = components['schemas']['ProjectCommitteeEntry'];

/** The query of a project's committee (GET /api/service-project/{id}/committee-member/list). */
export function committeeListQuery(acting: ActingAs, uuid: string) {
  return queryOptions({
    queryKey: projectPartKey(acting, uuid, 'committee'),
    queryFn: async (): Promise<CommitteeEntry[]> =>
      (
        await unwrap(
          api.GET('/api/service-project/{id}/committee-member/list', { params: { path: { id: uuid } } }),
        )
      ).data,
  });
}

/** A project's committee, in the order it was entered; idle without a project. */
export function useCommitteeList(uuid: string | null) {
  const { role, clubId } = useSession();
  return useQuery({ ...committeeListQuery({ role, clubId }, uuid ?? ''), enabled: Boolean(uuid) });
}
