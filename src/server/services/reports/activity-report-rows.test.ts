import { describe, expect, it } from 'vitest';
import {
  activityReportRows,
  POINT_LINE_HEADER,
  type ActivityReportInput,
  type ReportLine,
} from './activity-report-rows';
import type { CsvRow } from './csv-stream';

/** Every row the report yields, in order. */
async function rowsOf(input: ActivityReportInput): Promise<CsvRow[]> {
  const rows: CsvRow[] = [];
  for await (const row of activityReportRows(input)) rows.push(row);
  return rows;
}

const line = (title: string, cr: number, dr: number, status: string, comment: string | null = null) => ({
  title,
  comment,
  rejectComment: status === 'REJECTED' ? 'No proof' : null,
  crPoints: cr,
  drPoints: dr,
  totalPoints: cr - dr,
  status,
});

const input: ActivityReportInput = {
  clubName: 'Lions Club of Kandy',
  title: 'District Dues',
  month: 'July 2026',
  status: 'APPROVED',
  date: '2026-07-20',
  filed: '2026-07-21',
  reviewComment: null,
  lines: [
    line('Paid on time', 10, 0, 'APPROVED', 'Paid 1000'),
    line('Late fee', 0, 2.5, 'APPROVED'),
    line('Bonus', 4, 0, 'REJECTED'),
  ],
};

describe('one activity report rows', () => {
  it('names the club, activity, month, status and dates, then the lines and the totals', async () => {
    expect(await rowsOf(input)).toEqual([
      ['Club', 'Lions Club of Kandy'],
      ['Activity', 'District Dues'],
      ['Month', 'July 2026'],
      ['Status', 'Approved'],
      ['Date', '2026-07-20'],
      ['Filed', '2026-07-21'],
      ['Review Comment', ''],
      [],
      POINT_LINE_HEADER,
      ['Paid on time', 10, 0, 10, 'Approved', 'Paid 1000', ''],
      ['Late fee', 0, 2.5, -2.5, 'Approved', '', ''],
      ['Bonus', 4, 0, 4, 'Rejected', '', 'No proof'],
      ['Total', 14, 2.5, 11.5],
      ['Approved Points', '', '', 7.5],
    ]);
  });

  it('earns no approved points while the report itself is not APPROVED', async () => {
    const rows = await rowsOf({ ...input, status: 'PENDING', date: null, reviewComment: 'x' });
    expect(rows[3]).toEqual(['Status', 'Pending']);
    expect(rows[4]).toEqual(['Date', '']);
    expect(rows[6]).toEqual(['Review Comment', 'x']);
    expect(rows.at(-1)).toEqual(['Approved Points', '', '', 0]);
  });

  it('totals zero for a report without lines', async () => {
    const rows = await rowsOf({ ...input, lines: [] });
    expect(rows.slice(-3)).toEqual([POINT_LINE_HEADER, ['Total', 0, 0, 0], ['Approved Points', '', '', 0]]);
  });

  it('adds up lines read one at a time, as a database cursor hands them over', async () => {
    const many = async function* (): AsyncGenerator<ReportLine> {
      for (let i = 0; i < 1000; i += 1) yield line(`Line ${i}`, 1.25, 0.25, i % 2 ? 'APPROVED' : 'REJECTED');
    };
    const rows = await rowsOf({ ...input, lines: many() });
    expect(rows).toHaveLength(9 + 1000 + 2);
    expect(rows[9]).toEqual(['Line 0', 1.25, 0.25, 1, 'Rejected', '', 'No proof']);
    expect(rows.slice(-2)).toEqual([
      ['Total', 1250, 250, 1000],
      ['Approved Points', '', '', 500],
    ]);
  });
});
