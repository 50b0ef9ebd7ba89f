import type { components } from '../../../../shared/api/openapi';

/** A filed report as the detail views read it (data.data). */
export type ActivityReportDetail = components['schemas']['ActivityReport'];

/** A type slug of the contract (spec 2 section 7). */
export type ActivitySlug = components['parameters']['ActivitySlug'];

/** The answer of filing or changing a report. */
export interface ReportSaved {
  status_code: number;
  message: string;
  data: ActivityReportDetail;
}
