import { formatDisplayDate } from '../../../../shared/time/date-format';
import { isMissing, MISSING } from '../values';
import { rankWith, type ViewRendererProps } from '../view-renderer';

/** Ranks the date renderer for `date` rows. */
export const dateTester = rankWith(1, 'date');

/** A YYYY-MM-DD date as DD/MM/YYYY. */
export function DateRenderer({ row, report }: ViewRendererProps) {
  const value = report[row.field];
  return <>{isMissing(value) ? MISSING : formatDisplayDate(String(value))}</>;
}
