import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../shared/api/openapi';
import { api } from '../../lib/api-client';
import { unwrap } from '../../lib/api-error';
import { useSession } from '../../lib/session-store';

/** One duplicate-claim flag as the server answers it. */
export type DuplicateFlag = components['schemas']['DuplicateFlag'];

/** What the flags are asked for: a report (its uuid and type key) or a project (its uuid). */
export type ClaimSubject =
  { kind: 'activity'; id: string; activityKey: string } | { kind: 'project'; id: string };

/**
 * The duplicate-claim flags of a report or project (evaluator only; `enabled` false asks nothing).
 * Read once per subject: they change only when some club files a file again, not while reviewing.
 */
export function useDuplicateClaims(subject: ClaimSubject, enabled: boolean) {
  const { role } = useSession();
  return useQuery({
    queryKey: ['duplicate-claims', role, subject.kind, subject.id] as const,
    queryFn: async () => {
      const answer =
        subject.kind === 'activity'
          ? await unwrap(
              api.GET('/api/activity/{id}/duplicate-claims/{key}', {
                params: { path: { id: subject.id, key: subject.activityKey } },
              }),
            )
          : await unwrap(
              api.GET('/api/service-project/{id}/duplicate-claims', { params: { path: { id: subject.id } } }),
            );
      return answer.data.flags;
    },
    enabled,
  });
}
