import { AppSelect } from './app-select';
import { monthHasBegun } from '../../shared/time/activity-months';
import { useT } from '../i18n/translator';
import { MONTH_CHOICES } from '../lib/months';
import { componentsMessages, MONTH_NAME_MESSAGES } from './messages';

/** Props of the month select of the Monthly Tasks and Review Tasks lists. */
export interface MonthSelectProps {
  /** The chosen month id, '01'..'12'. */
  value: string;
  /** Called with the month id the user picks. */
  onChange: (month: string) => void;
  /** Accessible name; 'Month', translated, by default. */
  label?: string;
  /** The element id, for a visible label's `for`. */
  id?: string;
  /**
   * Today (YYYY-MM-DD, the server's): the months of its Lions year that have not begun are offered
   * but disabled (issue 28: nothing in the future). Every month while it is not given.
   */
  today?: string;
}

/**
 * January to December (ids 01 to 12). A native select rather than a typed autocomplete: twelve fixed
 * choices, and on the phones club officers use it opens the system's own picker.
 */
export function MonthSelect({ value, onChange, label, id, today }: MonthSelectProps) {
  const t = useT();
  return (
    <AppSelect
      id={id}
      className="cms-month-select"
      aria-label={label ?? t(componentsMessages.month)}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      fill
    >
      {MONTH_CHOICES.map((month, index) => {
        const name = MONTH_NAME_MESSAGES[index];
        return (
          <option
            key={month.id}
            value={month.id}
            disabled={today !== undefined && month.id !== value && !monthHasBegun(month.id, today)}
          >
            {name ? t(name) : month.name}
          </option>
        );
      })}
    </AppSelect>
  );
}
