import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { projectInfoKey } from './project-keys';

/**
 * One service project (GET /api/service-project/{id}/info) with its documents, status history,
 * points and review state, for the preview and the wizard; idle without a uuid. With `fetch` false
 * it only reads what another load put in the cache (the wizard's opening load), asking nothing.
 */
export function useProjectInfo(uuid: string | undefined, { fetch = true }: { fetch?: boolean } = {}) {
  const { role, clubId } = useSession();
  return useQuery({
    queryKey: projectInfoKey({ role, clubId }, uuid ?? ''),
    queryFn: async () =>
      (await unwrap(api.GET('/api/service-project/{id}/info', { params: { path: { id: uuid ?? '' } } })))
        .data,
    enabled: Boolean(uuid) && fetch,
  });
}
