import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { projectListKey } from './project-keys';

/** A project as the list and the review queue answer it, with what the role may do with it. */
export type ProjectListItem = components['schemas']['ProjectListItem'];

/**
 * One page of the service projects the role may see whose code, title or club matches the search
 * (GET /api/service-project/list/se={search}?page={n}).
 */
export function useProjectList(search: string, page: number) {
  const { role, clubId } = useSession();
  return useQuery({
    queryKey: projectListKey({ role, clubId }, search, page),
    queryFn: () =>
      unwrap(
        api.GET('/api/service-project/list/se={search}', { params: { path: { search }, query: { page } } }),
      ),
    // The previous page stays on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
