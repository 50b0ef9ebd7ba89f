import { isMissing, MISSING } from '../values';
import { rankWith, type ViewRendererProps } from '../view-renderer';

/** Ranks the number renderer for `number` rows. */
export const numberTester = rankWith(1, 'number');

/** The number as it came; 0 is a value (shown), not a missing one. */
export function NumberRenderer({ row, report }: ViewRendererProps) {
  const value = report[row.field];
  return <>{isMissing(value) ? MISSING : String(value)}</>;
}
