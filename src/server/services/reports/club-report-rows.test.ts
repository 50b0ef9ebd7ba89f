import { describe, expect, it } from 'vitest';
import { clubReportHeader, clubReportRows } from './club-report-rows';
import { cellKey, type ReportCell } from './club-year-cells';

const COLUMNS = [
  { key: 'BOARD_MEETING', label: 'Board Meeting' },
  { key: 'DISTRICT_DUES', label: 'District Dues' },
];

/** Dues are due in July only; board meetings every month. */
const isDue = (key: string, month: string) => key === 'BOARD_MEETING' || month === '07';

describe('the club report rows', () => {
  it('heads each column with a status and a points cell, between Month and the total', () => {
    expect(clubReportHeader(COLUMNS)).toEqual([
      'Month',
      'Board Meeting Status',
      'Board Meeting Points',
      'District Dues Status',
      'District Dues Points',
      'Total Points',
    ]);
  });

  it('has a row per month, July to June, with statuses, approved points and the total', () => {
    const cells = new Map<string, ReportCell>([
      [cellKey('07', 'BOARD_MEETING'), { status: 'APPROVED', points: 10.1 }],
      [cellKey('07', 'DISTRICT_DUES'), { status: 'PENDING', points: 0 }],
      [cellKey('01', 'BOARD_MEETING'), { status: 'REJECTED', points: 0 }],
      [cellKey('06', 'BOARD_MEETING'), { status: 'SOMETHING', points: 0.2 }],
      [cellKey('09', 'DISTRICT_DUES'), { status: 'SUBMITTED', points: 0 }],
    ]);
    const [header, ...rows] = [...clubReportRows({ columns: COLUMNS, startYear: 2026, cells, isDue })];
    expect(header).toEqual(clubReportHeader(COLUMNS));
    expect(rows.map((r) => r[0])).toEqual([
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
      'November 2026',
      'December 2026',
      'January 2027',
      'February 2027',
      'March 2027',
      'April 2027',
      'May 2027',
      'June 2027',
    ]);
    expect(rows[0]).toEqual(['July 2026', 'Approved', 10.1, 'Pending', 0, 10.1]);
    // Not due and not filed: empty; due and missing: Not Submitted; filed out of schedule: shown.
    expect(rows[1]).toEqual(['August 2026', 'Not Submitted', 0, '', 0, 0]);
    expect(rows[2]).toEqual(['September 2026', 'Not Submitted', 0, 'Submitted', 0, 0]);
    expect(rows[6]).toEqual(['January 2027', 'Rejected', 0, '', 0, 0]);
    expect(rows[11]).toEqual(['June 2027', 'Not Submitted', 0.2, '', 0, 0.2]);
  });

  it('adds points without float noise', () => {
    const cells = new Map<string, ReportCell>([
      [cellKey('07', 'BOARD_MEETING'), { status: 'APPROVED', points: 0.1 }],
      [cellKey('07', 'DISTRICT_DUES'), { status: 'APPROVED', points: 0.2 }],
    ]);
    const rows = [...clubReportRows({ columns: COLUMNS, startYear: 2026, cells, isDue })];
    expect(rows[1]!.at(-1)).toBe(0.3);
  });
});
