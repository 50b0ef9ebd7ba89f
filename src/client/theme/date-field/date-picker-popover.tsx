import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { PopoverNext } from '@blueprintjs/core';
import { DatePicker } from '@blueprintjs/datetime';
import { useMemo, type RefObject, type SyntheticEvent } from 'react';
import { MONTH_NAME_MESSAGES } from '../../components/messages';
import { useLanguage, useT } from '../../i18n/translator';
import { themeMessages } from '../messages';
import { pickerLocale } from './picker-locale';

/** Props of a date field's calendar. */
export interface DatePickerPopoverProps {
  /** Whether the calendar shows. */
  isOpen: boolean;
  /** The field's date (YYYY-MM-DD), marked in the calendar; undefined when it has none. */
  value: string | undefined;
  /** The first and last day offered (YYYY-MM-DD); the days outside are disabled. */
  min: string;
  max: string;
  /** Called with the day chosen (YYYY-MM-DD). */
  onPick: (iso: string) => void;
  /** Called when the calendar is dismissed: `byKey` when with Escape, so the focus goes back. */
  onDismiss: (byKey: boolean) => void;
  /** The field under which the calendar opens: a press in it is the field's own to handle. */
  fieldRef: RefObject<HTMLElement | null>;
}

/** The local midnight of a YYYY-MM-DD day (the calendar works in local days). */
function dayOf(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The YYYY-MM-DD of a local day. */
function isoOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A date field's calendar: Blueprint's DatePicker in a popover under the field, in the app's language,
 * offering only the days from `min` to `max`. The field's input stays where it is (the popover's
 * target is an invisible box over the field), so loading this after the officer began typing moves
 * neither the text nor the focus.
 */
export function DatePickerPopover({
  isOpen,
  value,
  min,
  max,
  onPick,
  onDismiss,
  fieldRef,
}: DatePickerPopoverProps) {
  const t = useT();
  const language = useLanguage();
  const locale = useMemo(
    () =>
      pickerLocale(
        language,
        MONTH_NAME_MESSAGES.map((month) => t(month)),
      ),
    [language, t],
  );
  const minDate = dayOf(min);
  const maxDate = dayOf(max);
  // A stored date outside the days offered is not marked (Blueprint refuses such a value).
  const selected = value && value >= min && value <= max ? dayOf(value) : null;
  const today = isoOf(new Date());
  const start = selected ?? dayOf(today < min ? min : today > max ? max : today);

  const interacted = (next: boolean, event?: SyntheticEvent<HTMLElement>) => {
    if (next) return;
    const target = event?.target;
    const isKey = event?.nativeEvent instanceof KeyboardEvent;
    // The field's input and button handle their own presses (the button toggles the calendar).
    if (!isKey && target instanceof Node && fieldRef.current?.contains(target)) return;
    onDismiss(isKey);
  };

  return (
    // PopoverNext: the legacy Popover misplaces its content under React 19, Blueprint warns.
    <PopoverNext
      isOpen={isOpen}
      placement="bottom-start"
      animation="minimal"
      arrow={false}
      autoFocus={false}
      enforceFocus={false}
      onInteraction={interacted}
      popoverClassName="cms-date-popover"
      renderTarget={({ ref }) => <span ref={ref} className="cms-date-field__anchor" aria-hidden />}
      content={
        <div role="dialog" aria-label={t(themeMessages.calendar)}>
          <DatePicker
            locale={locale}
            value={selected}
            initialMonth={start}
            minDate={minDate}
            maxDate={maxDate}
            canClearSelection={false}
            highlightCurrentDay
            dayPickerProps={{
              // The chosen day (else today) takes the focus, so the arrow keys move through the days.
              initialFocus: true,
              labels: {
                labelPrevious: () => t(themeMessages.previousMonth),
                labelNext: () => t(themeMessages.nextMonth),
                labelMonthDropdown: () => t(themeMessages.monthOfCalendar),
                labelYearDropdown: () => t(themeMessages.yearOfCalendar),
              },
            }}
            onChange={(date, isUserChange) => {
              if (date && isUserChange) onPick(isoOf(date));
            }}
          />
        </div>
      }
    />
  );
}
