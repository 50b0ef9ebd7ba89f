import { isMissing, MISSING } from '../values';
import type { ViewRendererProps, ViewTester } from '../view-renderer';

/** Text rows rank 1; every other row ranks 0, so an unknown kind still shows, as text. */
export const textTester: ViewTester = (row) => (row.kind === 'text' ? 1 : 0);

/** The value as plain text. */
export function TextRenderer({ row, report }: ViewRendererProps) {
  const value = report[row.field];
  if (isMissing(value)) return <>{MISSING}</>;
  // Objects only reach here through an unknown kind; JSON beats '[object Object]'.
  return <>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}
