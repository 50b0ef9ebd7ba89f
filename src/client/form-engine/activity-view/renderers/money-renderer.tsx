import { LOCALE_TAGS } from '../../../i18n/language';
import { useLanguage, useT } from '../../../i18n/translator';
import { formEngineMessages } from '../../messages';
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

/**
 * The amount in rupees in the app's language ('Rs. 25,000.00', 'රු. 25,000.00'); a value that is no
 * number (a numeric column may come as a string) shows as it came.
 */
export function MoneyRenderer({ row, report }: ViewRendererProps) {
  const t = useT();
  const language = useLanguage();
  const value = report[row.field];
  if (isMissing(value)) return <>{MISSING}</>;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return <>{String(value)}</>;
  const number = new Intl.NumberFormat(LOCALE_TAGS[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return <>{t(formEngineMessages.rupees, { amount: number })}</>;
}
