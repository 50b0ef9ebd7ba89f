import { calendarYearOfMonth } from '../../src/shared/time/activity-months';
import { colomboDate } from '../../src/shared/time/colombo';

/** An HTTP call to the app: a method, a path under the base URL, headers and an optional JSON body. */
export type CallApp = (
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) => Promise<{ status: number; json: unknown }>;

/** The two report types filed: JSON bodies, every month, each with a few point lines. */
function reportBodies(month: string, n: number) {
  const day = String((n % 27) + 1).padStart(2, '0');
  const date = `${calendarYearOfMonth(month, colomboDate())}-${month}-${day}`;
  return [
    {
      path: '/api/month_meeting',
      body: { month, venue: `Queue Hall ${n}`, date, no_of_members: 30, no_of_attendance: 25 },
    },
    {
      path: '/api/activity/common/create',
      body: {
        key: 'CLUB_FUNDS_RASING',
        month,
        venue: `Queue Hall ${n}`,
        type: 'Musical Show',
        revenue: 1000,
        expenditure: 400,
        profit: 600,
      },
    },
  ];
}

/**
 * Files `count` reports for a month, all waiting for review, through the API as the evaluator acting
 * for one club after another (a Monthly Meeting, else a Club Funds Raising Programme): a club that
 * has filed one already is passed over, so other tests' reports of the month never collide with
 * these. Answers their uuids in the order filed.
 */
export async function fileWaitingReports(
  call: CallApp,
  evaluator: Record<string, string>,
  month: string,
  count: number,
): Promise<string[]> {
  const filed: string[] = [];
  for (let page = 1; filed.length < count; page += 1) {
    const clubs = await call('GET', `/api/user/role/club-list/se=?page=${page}`, evaluator);
    const answer = clubs.json as { data: { uuid: string }[]; meta: { last_page: number } };
    for (const club of answer.data) {
      for (const report of reportBodies(month, filed.length)) {
        if (filed.length >= count) break;
        const res = await call('POST', report.path, { ...evaluator, club: club.uuid }, report.body);
        if (res.status === 200) filed.push((res.json as { data: { uuid: string } }).data.uuid);
      }
    }
    if (page >= answer.meta.last_page && filed.length < count)
      throw new Error(`only ${filed.length} of ${count} reports could be filed for month ${month}`);
  }
  return filed;
}

/**
 * The review list's rows of a month in its order, every page (GET /api/cpe-activity/{month}/list),
 * with the list's query string as a report URL carries it.
 */
export async function reviewQueue(
  call: CallApp,
  evaluator: Record<string, string>,
  month: string,
  search = `?month=${month}`,
): Promise<{ uuid: string; key: string; month: string; status: string }[]> {
  const rows: { uuid: string; key: string; month: string; status: string }[] = [];
  const query = new URLSearchParams(search);
  for (let page = 1; ; page += 1) {
    query.set('page', String(page));
    const res = await call('GET', `/api/cpe-activity/${month}/list?${query}`, evaluator);
    const answer = res.json as { data: typeof rows; meta: { last_page: number } };
    rows.push(...answer.data);
    if (page >= answer.meta.last_page) return rows;
  }
}
