import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../shared/api/openapi';
import { api } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-error';

/** One reminder SMS a run queued. */
export type ReminderSend = components['schemas']['ReminderSend'];

/** One page of the SMS a reminder run queued (GET /api/reminder/sends?run=&page=). */
export function useReminderSends(run: number, page: number) {
  return useQuery({
    queryKey: ['reminders', 'sends', run, page] as const,
    queryFn: () => unwrap(api.GET('/api/reminder/sends', { params: { query: { run, page } } })),
  });
}
