import { isMissing, MISSING } from '../values';
import { rankWith, type ViewRendererProps } from '../view-renderer';

/** Ranks the money renderer for `money` rows. */
export const moneyTester = rankWith(1, 'money');

// Sri Lankan English groups by thousands and rupees show cents: 'Rs. 25,000.00'.
const rupees = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in rupees, 'Rs. 25,000.00'. */
export function formatRupees(amount: number): string {
  return `Rs. ${rupees.format(amount)}`;
}

/** The amount in rupees; a value that is no number (a numeric column may come as a string) shows as it came. */
export function MoneyRenderer({ row, report }: ViewRendererProps) {
  const value = report[row.field];
  if (isMissing(value)) return <>{MISSING}</>;
  const amount = typeof value === 'number' ? value : Number(value);
  return <>{Number.isFinite(amount) ? formatRupees(amount) : String(value)}</>;
}
