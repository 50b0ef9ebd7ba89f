import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { projectPartKey, type ActingAs } from './project-keys';

/** A participant: uuid (of the entry), member {uuid, display_name}, project_id. */
export type Participant = components['schemas']['ProjectParticipant'];

/** The query of a project's participants (GET /api/service-project/{id}/participant/list). */
export function participantListQuery(acting: ActingAs, uuid: string) {
  return queryOptions({
    queryKey: projectPartKey(acting, uuid, 'participants'),
    queryFn: async (): Promise<Participant[]> =>
      (
        await unwrap(
          api.GET('/api/service-project/{id}/participant/list', { params: { path: { id: uuid } } }),
        )
      ).data,
  });
}

/** A project's participants, in the order they were added; idle without a project. */
export function useParticipantList(uuid: string | null) {
  const { role, clubId } = useSession();
  return useQuery({ ...participantListQuery({ role, clubId }, uuid ?? ''), enabled: Boolean(uuid) });
}
