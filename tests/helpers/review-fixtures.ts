import type { FastifyInstance } from 'fastify';

/** A point line as GET /api/activity/{id}/points/{key} answers it. */
export interface PointLineAnswer {
  id: number;
  status: string;
  total_points: number;
}

/** Files a Monthly Meeting (JSON) for the club of `headers` in a month; answers its uuid. */
export async function fileMonthlyMeeting(
  app: FastifyInstance,
  headers: Record<string, string>,
  month: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/month_meeting',
    headers,
    payload: {
      month,
      venue: 'Club House, Colombo 07',
      date: '2026-09-12',
      no_of_attendance: 30,
      no_of_lion_ladies: 6,
      no_of_leos: 2,
      others: 1,
      ...fields,
    },
  });
  if (res.statusCode !== 200) throw new Error(`filing failed: ${res.statusCode} ${res.body}`);
  return res.json().data.uuid as string;
}

/** Opens a Monthly Meeting's points panel as the evaluator: the calculation, then the points. */
export async function openMeetingPoints(app: FastifyInstance, headers: Record<string, string>, uuid: string) {
  await app.inject({
    method: 'POST',
    url: `/api/activity/${uuid}/point-calculation/MONTHLY_MEETING`,
    headers,
  });
  const res = await app.inject({
    method: 'GET',
    url: `/api/activity/${uuid}/points/MONTHLY_MEETING`,
    headers,
  });
  return res.json().data as { points: PointLineAnswer[]; status: string; version: number };
}
