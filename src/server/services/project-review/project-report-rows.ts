import { PROJECT_STATUS_LABELS, isProjectStatus } from '../../../shared/machines';
import { roundPoints } from '../../../shared/points';
import type { CsvRow } from '../reports/csv-stream';

/** One project as the project reports print it. */
export interface ProjectReportLine {
  code: string | null;
  title: string | null;
  club: string;
  zone: string;
  region: string;
  type: string | null;
  theme: string | null;
  /** YYYY-MM-DD, as every report prints dates. */
  date: string | null;
  status: string;
  venue: string | null;
  totalProjectCost: number | null;
  directBeneficiaries: number | null;
  indirectBeneficiaries: number | null;
  /** The estimate: the sum of the point lines. */
  estimated: number;
  /** The approved points and every adjustment since. */
  approved: number;
}

/** The header of both project reports (theme-wise and club-wise). */
export const PROJECT_REPORT_HEADER: CsvRow = [
  'Project Code',
  'Project Title',
  'Club',
  'Zone',
  'Region',
  'Type',
  'Theme',
  'Date',
  'Status',
  'Venue',
  'Total Project Cost (Rs.)',
  'Direct Beneficiaries',
  'Indirect Beneficiaries',
  'Estimated Points',
  'Approved Points',
];

/** The rows of a project report: the header, then a row per project (every cell neutralised by csvStream). */
export function* projectReportRows(projects: Iterable<ProjectReportLine>): Generator<CsvRow> {
  yield PROJECT_REPORT_HEADER;
  for (const p of projects) {
    yield [
      p.code,
      p.title,
      p.club,
      p.zone,
      p.region,
      p.type,
      p.theme,
      p.date,
      isProjectStatus(p.status) ? PROJECT_STATUS_LABELS[p.status] : p.status,
      p.venue,
      p.totalProjectCost,
      p.directBeneficiaries,
      p.indirectBeneficiaries,
      roundPoints(p.estimated),
      roundPoints(p.approved),
    ];
  }
}
