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
  /** The point lines in order: a list, or read from the database in batches as the file streams. */
  lines: Iterable<ReportLine> | AsyncIterable<ReportLine>;
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

/**
 * The rows of one activity's report: who filed what and when, a blank line, then its point lines and
 * two totals. 'Total' adds every line, as filed; 'Approved Points' is what the club earns, the
 * APPROVED lines of an APPROVED report, the figure the club report shows for it. The totals are added
 * up as the lines pass, so memory holds one line however many there are.
 */
export async function* activityReportRows(input: ActivityReportInput): AsyncGenerator<CsvRow> {
  yield ['Club', input.clubName];
  yield ['Activity', input.title];
  yield ['Month', input.month];
  yield ['Status', activityStatusLabel(input.status)];
  yield ['Date', input.date ?? ''];
  yield ['Filed', input.filed];
  yield ['Review Comment', input.reviewComment ?? ''];
  yield [];
  yield POINT_LINE_HEADER;
  const approving = input.status === 'APPROVED';
  let [plus, negative, total, approved] = [0, 0, 0, 0];
  for await (const line of input.lines) {
    plus += line.crPoints;
    negative += line.drPoints;
    total += line.totalPoints;
    if (approving && line.status === 'APPROVED') approved += line.totalPoints;
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
  yield ['Total', roundPoints(plus), roundPoints(negative), roundPoints(total)];
  yield ['Approved Points', '', '', roundPoints(approved)];
}
