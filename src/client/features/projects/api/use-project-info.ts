import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { projectInfoKey } from './project-keys';

/**
 * One service project (GET /api/service-project/{id}/info) with its documents, status history,
 * points and review state, for the preview and the wizard; idle without a uuid.
 */
export function useProjectInfo(uuid: string | undefined) {
  const { role, clubId } = useSession();
  return useQuery({
    queryKey: projectInfoKey({ role, clubId }, uuid ?? ''),
    queryFn: async () =>
      (await unwrap(api.GET('/api/service-project/{id}/info', { params: { path: { id: uuid ?? '' } } })))
        .data,
    enabled: Boolean(uuid),
  });
}
