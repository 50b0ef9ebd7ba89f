import { sql } from 'drizzle-orm';
import type { OperationHandler } from '../types';

/** GET /api/health: answers once the database answers. */
export const health: OperationHandler = async (request) => {
  await request.server.db.execute(sql`select 1`);
  return { status_code: 200, status: 'ok' };
};
