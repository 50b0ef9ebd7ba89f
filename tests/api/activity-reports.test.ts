import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colomboDate } from '../../src/shared/time/colombo';
import { lionsYearOf } from '../../src/shared/time/lions-year';
import { activities, activityPoints, clubs } from '../../src/server/db/schema';
import { REPORT_COLUMNS } from '../../src/server/services/reports/report-columns';
import { as, createTestApp, demoClubs, signIn, type ClubRef, type TestApp } from '../helpers/test-app';

/** The cells of a CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const YEAR = lionsYearOf(colomboDate()).startYear;

let t: TestApp;
let own: ClubRef & { name: string };
let other: ClubRef;
let president: ReturnType<typeof as>;
let cpe: ReturnType<typeof as>;

/** Files a report directly (the review calls that decide reports are built elsewhere). */
async function file(
  club: number,
  key: string,
  month: string,
  status: string,
  lines: { title: string; total: number; status: string; comment?: string; reject?: string }[] = [],
  lionsYear = YEAR,
) {
  const [row] = await t.database.db
    .insert(activities)
    .values({ clubId: club, key, month, status, lionsYear, date: `${YEAR}-07-20` })
    .returning();
  if (lines.length > 0) {
    await t.database.db.insert(activityPoints).values(
      lines.map((l) => ({
        activityId: row!.id,
        title: l.title,
        crPoints: Math.max(l.total, 0),
        drPoints: Math.max(-l.total, 0),
        totalPoints: l.total,
        status: l.status,
        comment: l.comment ?? null,
        rejectComment: l.reject ?? null,
      })),
    );
  }
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  const clubsOf = await demoClubs(t);
  const [ownRow] = await t.database.db.select().from(clubs).where(eq(clubs.id, clubsOf.own.id));
  own = { ...clubsOf.own, name: ownRow!.name };
  other = clubsOf.other;
  const session = await signIn(t.app, 'CLUB_PRESIDENT');
  president = as(session.token, 'CLUB_PRESIDENT', own.uuid);
  cpe = as((await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION')).token, 'CLUBS_PERFORMANCE_EVALUATION');

  // July: an approved board meeting whose lines are partly approved; a pending monthly meeting with
  // an approved line (earns nothing yet); rejected district dues.
  await file(own.id, 'BOARD_MEETING', '07', 'APPROVED', [
    { title: 'Held', total: 10, status: 'APPROVED' },
    { title: 'Quorum', total: 2.5, status: 'APPROVED' },
    { title: 'Minutes', total: 5, status: 'REJECTED' },
    { title: 'Photos', total: 3, status: 'PENDING' },
  ]);
  await file(own.id, 'MONTHLY_MEETING', '07', 'PENDING', [{ title: 'Held', total: 7, status: 'APPROVED' }]);
  await file(own.id, 'DISTRICT_DUES', '07', 'REJECTED', [{ title: 'Paid', total: 4, status: 'REJECTED' }]);
  // August: an approved meeting with a minus line.
  await file(own.id, 'MONTHLY_MEETING', '08', 'APPROVED', [
    { title: 'Held', total: 8, status: 'APPROVED' },
    { title: 'Late', total: -1.5, status: 'APPROVED' },
  ]);
  // Not in the report: a type outside the 21 columns, last year's report, another club's report.
  await file(own.id, 'LADIES_GET_TOGETHER', '12', 'APPROVED', [
    { title: 'Held', total: 9, status: 'APPROVED' },
  ]);
  await file(
    own.id,
    'BOARD_MEETING',
    '09',
    'APPROVED',
    [{ title: 'Held', total: 50, status: 'APPROVED' }],
    YEAR - 1,
  );
  await file(other.id, 'BOARD_MEETING', '09', 'APPROVED', [{ title: 'Held', total: 60, status: 'APPROVED' }]);
});
afterAll(() => t.close());

/** The club report's column of an activity key in a row: [status, points]. */
function cellOf(row: string[], key: string): [string, string] {
  const i = REPORT_COLUMNS.findIndex((c) => c.key === key);
  return [row[1 + 2 * i]!, row[2 + 2 * i]!];
}

describe('GET /api/activity/{clubId}/club-report', () => {
  it('streams the club year as a CSV attachment named after the club', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/activity/${own.uuid}/club-report`,
      ...president,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const slug = own.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="admin-activity-${slug}.csv"`);
    // Streamed: no length known up front.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');

    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([
      'Month',
      ...REPORT_COLUMNS.flatMap((c) => [`${c.label} Status`, `${c.label} Points`]),
      'Total Points',
    ]);
    expect(header).toHaveLength(44);
    expect(rows.map((r) => r[0])).toEqual([
      `July ${YEAR}`,
      `August ${YEAR}`,
      `September ${YEAR}`,
      `October ${YEAR}`,
      `November ${YEAR}`,
      `December ${YEAR}`,
      `January ${YEAR + 1}`,
      `February ${YEAR + 1}`,
      `March ${YEAR + 1}`,
      `April ${YEAR + 1}`,
      `May ${YEAR + 1}`,
      `June ${YEAR + 1}`,
    ]);
    for (const row of rows) expect(row).toHaveLength(44);
  });

  it('sums only APPROVED lines of APPROVED reports, and totals each month', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/activity/${own.uuid}/club-report`, ...cpe });
    expect(res.statusCode).toBe(200);
    const [, july, august, september, , , december] = parseCsv(res.body);
    expect(cellOf(july!, 'BOARD_MEETING')).toEqual(['Approved', '12.5']);
    expect(cellOf(july!, 'MONTHLY_MEETING')).toEqual(['Pending', '0']);
    expect(cellOf(july!, 'DISTRICT_DUES')).toEqual(['Rejected', '0']);
    // Due in July and not filed; not due in July at all.
    expect(cellOf(july!, 'MONTHLY_MEMBERSHIP')).toEqual(['Not Submitted', '0']);
    expect(cellOf(july!, 'FINANCIAL_STATEMENT')).toEqual(['', '0']);
    expect(july!.at(-1)).toBe('12.5');
    expect(cellOf(august!, 'MONTHLY_MEETING')).toEqual(['Approved', '6.5']);
    expect(august!.at(-1)).toBe('6.5');
    // Last year's board meeting and the other club's do not count; nor does a type outside the columns.
    expect(cellOf(september!, 'BOARD_MEETING')).toEqual(['Not Submitted', '0']);
    expect(september!.at(-1)).toBe('0');
    expect(december!.at(-1)).toBe('0');
  });

  it("refuses a club officer another club's report, and answers an unknown club as not found", async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/activity/${other.uuid}/club-report`,
      ...president,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      status_code: 404,
      message: 'Club not found.',
      message_key: 'clubs.notFound',
      message_params: {},
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/activity/00000000-0000-4000-8000-000000000000/club-report',
      ...cpe,
    });
    expect(unknown.statusCode).toBe(404);
    // The evaluator reaches any club.
    const any = await t.app.inject({ method: 'GET', url: `/api/activity/${other.uuid}/club-report`, ...cpe });
    expect(any.statusCode).toBe(200);
    expect(cellOf(parseCsv(any.body)[3]!, 'BOARD_MEETING')).toEqual(['Approved', '60']);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/activity/${own.uuid}/club-report` });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/activity/{id}/reports/{key}', () => {
  it('answers one report with its point lines and totals, formulas neutralised', async () => {
    await t.database.db
      .update(clubs)
      .set({ name: '=HYPERLINK("http://evil.example","Club")' })
      .where(eq(clubs.id, other.id));
    const report = await file(other.id, 'DISTRICT_DUES', '08', 'APPROVED', [
      { title: 'Paid on time', total: 10, status: 'APPROVED', comment: ' \t=cmd|" /C calc"!A0' },
      { title: '@SUM(1+1)', total: -2, status: 'APPROVED', comment: '-2+3' },
      { title: 'Receipt', total: 4, status: 'REJECTED', reject: '+no receipt' },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/activity/${report.uuid}/reports/DISTRICT_DUES`,
      ...cpe,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="activity-report-hyperlink-http-evil-example-club-district-dues-august-${YEAR}.csv"`,
    );
    expect(parseCsv(res.body)).toEqual([
      ['Club', `'=HYPERLINK("http://evil.example","Club")`],
      ['Activity', 'District Dues'],
      ['Month', `August ${YEAR}`],
      ['Status', 'Approved'],
      ['Date', `${YEAR}-07-20`],
      ['Filed', colomboDate(report.createdAt)],
      ['Review Comment', ''],
      [''],
      [
        'Description',
        'Plus Points',
        'Negative Points',
        'Total Points',
        'Status',
        'Comment',
        'Reject Comment',
      ],
      ['Paid on time', '10', '0', '10', 'Approved', `' \t=cmd|" /C calc"!A0`, ''],
      [`'@SUM(1+1)`, '0', '2', '-2', 'Approved', `'-2+3`, ''],
      ['Receipt', '4', '0', '4', 'Rejected', '', `'+no receipt`],
      ['Total', '14', '2', '12'],
      ['Approved Points', '', '', '8'],
    ]);
  });

  it("answers a wrong key, an unknown report or another club's report as not found", async () => {
    const report = await file(other.id, 'INTERNATIONAL_DUES', '07', 'SUBMITTED');
    const wrongKey = await t.app.inject({
      method: 'GET',
      url: `/api/activity/${report.uuid}/reports/DISTRICT_DUES`,
      ...cpe,
    });
    expect(wrongKey.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/activity/00000000-0000-4000-8000-000000000000/reports/DISTRICT_DUES',
      ...cpe,
    });
    expect(unknown.statusCode).toBe(404);
    const outside = await t.app.inject({
      method: 'GET',
      url: `/api/activity/${report.uuid}/reports/INTERNATIONAL_DUES`,
      ...president,
    });
    expect(outside.statusCode).toBe(404);
  });

  it("lets a club officer read their own club's report", async () => {
    const report = await file(own.id, 'PUBLISH_NEWS_LETTER', '07', 'SUBMITTED');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/activity/${report.uuid}/reports/PUBLISH_NEWS_LETTER`,
      ...president,
    });
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['Club', own.name]);
    expect(rows[3]).toEqual(['Status', 'Submitted']);
    expect(rows.slice(-2)).toEqual([
      ['Total', '0', '0', '0'],
      ['Approved Points', '', '', '0'],
    ]);
  });
});
