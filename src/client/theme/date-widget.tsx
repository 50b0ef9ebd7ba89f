import { Button, InputGroup, Intent } from '@blueprintjs/core';
import { ariaDescribedByIds, type ErrorSchema, type WidgetProps } from '@rjsf/utils';
import { useEffect, useEffectEvent, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { dateLimitsMessage } from '../form-engine/error-messages';
import { formEngineMessages } from '../form-engine/messages';
import { useT } from '../i18n/translator';
import { fieldDateLimits, isWithinLimits, type DateLimits } from './date-field/date-limits';
import type { DatePickerPopoverProps } from './date-field/date-picker-popover';
import { loadDatePicker } from './date-field/load-date-picker';
import { displayDate, readTypedDate } from './date-field/typed-date';
import { blueprintFormContext } from './form-context';
import { themeMessages } from './messages';

// The calendar's range where the form sets no limits: birthdays to terms of office years ahead.
const EARLIEST = '1900-01-01';
const yearsAhead = (years: number) => `${new Date().getFullYear() + years}-12-31`;

/** The value a field's text gives the form: its date when it is one inside the limits, else none. */
function valueOfText(text: string, limits: DateLimits): string | undefined {
  const typed = readTypedDate(text);
  return typed.kind === 'date' && isWithinLimits(typed.iso, limits) ? typed.iso : undefined;
}

/**
 * A date (`format: 'date'` or `ui:widget: 'date'`): a text field in DD/MM/YYYY (5/8/2026 and the
 * YYYY-MM-DD dates travel in are read too) with a button opening Blueprint's calendar. The form's
 * value is YYYY-MM-DD, and `undefined` while the text is no date (cleared, half typed, wrong or
 * outside the limits), so `required` catches it. A wrong date is said under the field at once when
 * the text is a whole date, else when the field is left. The limits are the schema's
 * `formatMinimum`/`formatMaximum`, else the form context's `dateLimits` (an activity's report month);
 * the calendar offers no other day.
 *
 * The form is not submitted while the text is something the field refuses: rjsf validates the value
 * only, and an optional field's value is then empty, so the typed date would be dropped unseen. The
 * refusal shows under the field, which takes the focus.
 *
 * The calendar is not part of the form's load: it is fetched when the field is focused or its button
 * pointed at, and opens once it has come if the button was pressed meanwhile. Typing needs none of it.
 */
export function DateWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    label,
    placeholder,
    required,
    disabled,
    readonly,
    autofocus,
    schema,
    rawErrors,
    hideError,
    registry,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const t = useT();
  const limits = fieldDateLimits(schema, blueprintFormContext(registry.formContext).dateLimits);
  const fieldName = label || id;

  // The text as typed; it follows the value when the value changes from elsewhere (the calendar, a
  // resumed draft), not when the value is what the text already says.
  const [text, setText] = useState(() => displayDate(value));
  const [shownValue, setShownValue] = useState<unknown>(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (valueOfText(text, limits) !== value) setText(displayDate(value));
  }

  const [Picker, setPicker] = useState<ComponentType<DatePickerPopoverProps> | null>(null);
  const [open, setOpen] = useState(false);
  const fieldRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const want = () => {
    if (Picker) return;
    loadDatePicker().then(
      (Loaded) => setPicker(() => Loaded),
      // Offline, say: the field still takes typed dates, and the next focus tries again.
      () => undefined,
    );
  };

  /** Why the field refuses a text (judged as when it is left), or null when it takes it. */
  const refusalOf = (next: string): string | null => {
    const typed = readTypedDate(next);
    if (typed.kind === 'empty') return null;
    if (typed.kind === 'date')
      return isWithinLimits(typed.iso, limits) ? null : dateLimitsMessage(fieldName, limits, t);
    return t(formEngineMessages.formatDate, { label: fieldName });
  };
  const refuse = (message: string) => onChange(undefined, { __errors: [message] } as ErrorSchema);

  /** The form's value and error for a text; `leaving` judges a text still on its way to a date. */
  const commit = (next: string, leaving: boolean) => {
    const typed = readTypedDate(next);
    const refusal = refusalOf(next);
    if (typed.kind === 'date' && !refusal) onChange(typed.iso);
    else if (refusal && (leaving || typed.kind === 'date')) refuse(refusal);
    else onChange(undefined);
  };

  // The form's submit event, heard before rjsf (React's handlers listen at the root, past the form).
  const guardSubmit = useEffectEvent((event: Event) => {
    const refusal = refusalOf(text);
    if (!refusal) return;
    event.preventDefault();
    event.stopPropagation();
    refuse(refusal);
    fieldRef.current?.querySelector('input')?.focus();
  });
  useEffect(() => {
    const form = fieldRef.current?.closest('form');
    if (!form) return;
    const guard = (event: Event) => guardSubmit(event);
    form.addEventListener('submit', guard);
    return () => form.removeEventListener('submit', guard);
  }, []);

  const openCalendar = () => {
    setOpen(true);
    want();
  };

  const picked = (iso: string) => {
    setText(displayDate(iso));
    onChange(iso);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      openCalendar();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const hasErrors = !hideError && (rawErrors?.length ?? 0) > 0;
  const locked = disabled || readonly;
  const calendarValue = typeof value === 'string' ? value : undefined;

  return (
    <div className="cms-date-field" ref={fieldRef}>
      <InputGroup
        id={id}
        name={htmlName ?? id}
        value={text}
        placeholder={placeholder || t(themeMessages.datePlaceholder)}
        required={required}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        autoComplete="off"
        intent={hasErrors ? Intent.DANGER : Intent.NONE}
        aria-invalid={hasErrors || undefined}
        aria-describedby={ariaDescribedByIds(id, Boolean(schema.examples))}
        fill
        onValueChange={(next) => {
          setText(next);
          commit(next, false);
        }}
        onKeyDown={keyDown}
        onFocus={() => {
          want();
          onFocus(id, value);
        }}
        onBlur={() => {
          const typed = readTypedDate(text);
          // A whole date in the limits is shown as dates show (5/8/2026 becomes 05/08/2026).
          if (typed.kind === 'date' && isWithinLimits(typed.iso, limits)) setText(displayDate(typed.iso));
          else if (typed.kind === 'partial' || typed.kind === 'invalid') commit(text, true);
          onBlur(id, value);
        }}
        rightElement={
          <Button
            ref={buttonRef}
            variant="minimal"
            icon="calendar"
            className="cms-date-field__button"
            aria-label={t(themeMessages.openCalendar)}
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={locked}
            onPointerEnter={want}
            onFocus={want}
            onClick={() => (open ? setOpen(false) : openCalendar())}
          />
        }
      />
      {Picker && !locked ? (
        <Picker
          isOpen={open}
          value={calendarValue}
          min={limits.min ?? EARLIEST}
          max={limits.max ?? yearsAhead(10)}
          onPick={picked}
          onDismiss={(byKey) => {
            setOpen(false);
            if (byKey) buttonRef.current?.focus();
          }}
          fieldRef={fieldRef}
        />
      ) : null}
    </div>
  );
}
