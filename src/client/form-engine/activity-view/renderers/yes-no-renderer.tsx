import { isMissing, MISSING } from '../values';
import { rankWith, type ViewRendererProps } from '../view-renderer';
import { useT } from '../../../i18n/translator';
import { formEngineMessages } from '../../messages';

/** Ranks the yes/no renderer for `yesNo` rows. */
export const yesNoTester = rankWith(1, 'yesNo');

/** Whether a flag is on: toggles send 1, and form data or older rows may carry '1' or true. */
export function isYes(value: unknown): boolean {
  return value === 1 || value === '1' || value === true;
}

/** 'Yes' for an on flag, otherwise 'No' (spec 2, read-only views). */
export function YesNoRenderer({ row, report }: ViewRendererProps) {
  const t = useT();
  const value = report[row.field];
  if (isMissing(value)) return <>{MISSING}</>;
  return <>{t(isYes(value) ? formEngineMessages.yes : formEngineMessages.no)}</>;
}
