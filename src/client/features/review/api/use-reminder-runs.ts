import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';

/** One daily run of the reminder SMS. */
export type ReminderRun = components['schemas']['ReminderRun'];

/** One page of the daily reminder runs, newest day first (GET /api/reminder/runs?page=). */
export function useReminderRuns(page: number) {
  return useQuery({
    queryKey: ['reminders', 'runs', page] as const,
    queryFn: () => unwrap(api.GET('/api/reminder/runs', { params: { query: { page } } })),
    placeholderData: keepPreviousData,
  });
}
