import type { CsvRow } from '../reports/csv-stream';
import { mylionCauseOf } from './mylion-causes';

/** One approved project as the MyLion export reads it (null: not recorded). */
export interface MylionProject {
  code: string | null;
  title: string | null;
  /** YYYY-MM-DD. */
  date: string | null;
  themeKey: string | null;
  description: string | null;
  venue: string | null;
  directBeneficiaries: number | null;
  /** Distinct members on the committee or among the participants. */
  volunteers: number;
  volunteerHours: number | null;
  /** Rupees. */
  totalProjectCost: number | null;
  fundsRaised: number | null;
}

/** The export's columns, named as Lions International's service-activity report names its fields. */
export const MYLION_HEADER: CsvRow = [
  'Activity Title',
  'Start Date',
  'End Date',
  'Cause',
  'Description',
  'Location',
  'People Served',
  'Total Volunteers',
  'Total Volunteer Hours',
  'Funds Donated',
  'Funds Raised',
  'Currency',
  'Club Project Code',
];

/**
 * The export's rows: the header, then a project a row. A value the project lacks is a blank cell,
 * never 0, so the secretary sees what MyLion will still ask for; a project with nobody on its
 * committee or participant list has no volunteer count. The product records one date, so the activity
 * starts and ends on it. Amounts are whole rupees (LKR, the Currency column).
 */
export function* mylionRows(projects: Iterable<MylionProject>): Generator<CsvRow> {
  yield MYLION_HEADER;
  for (const p of projects) {
    yield [
      p.title,
      p.date,
      p.date,
      mylionCauseOf(p.themeKey),
      p.description,
      p.venue,
      p.directBeneficiaries,
      p.volunteers > 0 ? p.volunteers : null,
      p.volunteerHours,
      p.totalProjectCost === null ? null : Math.round(p.totalProjectCost),
      p.fundsRaised === null ? null : Math.round(p.fundsRaised),
      'LKR',
      p.code,
    ];
  }
}
