import { reminderRunsPage, reminderSendsPage } from '../../services/reminders/reminder-lists';
import type { OperationHandler } from '../types';

/** GET /api/reminder/runs?page=: the evaluator's list of the daily reminder runs, newest first. */
export const reminderRuns: OperationHandler<{ Querystring: { page?: number } }> = async (request) => ({
  status_code: 200,
  ...(await reminderRunsPage(request.server.db, request.query.page)),
});

/** GET /api/reminder/sends?run=&page=: the SMS a reminder run (by default the latest) queued. */
export const reminderSends: OperationHandler<{ Querystring: { run?: number; page?: number } }> = async (
  request,
) => ({
  status_code: 200,
  ...(await reminderSendsPage(request.server.db, request.query.run, request.query.page)),
});
