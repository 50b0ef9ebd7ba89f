import type { CsvRow } from './csv-stream';
import { activityStatusLabel, lineStatusLabel, roundPoints } from './labels';

/** A point line as the report prints it. */
export interface ReportLine {
  title: string;
  comment: string | null;
  rejectComment: string | null;
  crPoints: number;
  drPoints: number;
  totalPoints: number;
  status: string;
}

/** What one activity's report is made of. */
export interface ActivityReportInput {
  clubName: string;
  /** The activity type's title. */
  title: string;
  /** The month as reports name it ('July 2026'). */
  month: string;
  status: string;
  /** The activity's own date (YYYY-MM-DD), if it has one. */
  date: string | null;
  /** The day it was filed (YYYY-MM-DD, Asia/Colombo). */
  filed: string;
  /** The evaluator's reason when the whole report was rejected. */
  reviewComment: string | null;
  lines: readonly ReportLine[];
}

/** The header of the point lines, the points panel's columns (spec 2 section 2) and the comments. */
export const POINT_LINE_HEADER: CsvRow = [
  'Description',
  'Plus Points',
  'Negative Points',
  'Total Points',
  'Status',
  'Comment',
  'Reject Comment',
];

const sum = (lines: readonly ReportLine[], pick: (l: ReportLine) => number) =>
  roundPoints(lines.reduce((total, line) => total + pick(line), 0));

/**
 * The rows of one activity's report: who filed what and when, a blank line, then its point lines and
 * two totals. 'Total' adds every line, as filed; 'Approved Points' is what the club earns, the
 * APPROVED lines of an APPROVED report, the figure the club report shows for it.
 */
export function* activityReportRows(input: ActivityReportInput): Generator<CsvRow> {
  yield ['Club', input.clubName];
  yield ['Activity', input.title];
  yield ['Month', input.month];
  yield ['Status', activityStatusLabel(input.status)];
  yield ['Date', input.date ?? ''];
  yield ['Filed', input.filed];
  yield ['Review Comment', input.reviewComment ?? ''];
  yield [];
  yield POINT_LINE_HEADER;
  for (const line of input.lines) {
    yield [
      line.title,
      roundPoints(line.crPoints),
      roundPoints(line.drPoints),
      roundPoints(line.totalPoints),
      lineStatusLabel(line.status),
      line.comment ?? '',
      line.rejectComment ?? '',
    ];
  }
  const { lines } = input;
  yield [
    'Total',
    sum(lines, (l) => l.crPoints),
    sum(lines, (l) => l.drPoints),
    sum(lines, (l) => l.totalPoints),
  ];
  const approved = input.status === 'APPROVED' ? lines.filter((l) => l.status === 'APPROVED') : [];
  yield ['Approved Points', '', '', sum(approved, (l) => l.totalPoints)];
}
