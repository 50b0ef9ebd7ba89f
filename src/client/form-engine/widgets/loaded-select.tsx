import { AppSelect } from '../../components/app-select';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/translator';
import { formEngineMessages } from '../messages';

/** A choice of a select whose options come from the API. */
export interface LoadedOption {
  value: string;
  label: string;
}

/** Props of a select over options loaded from the API. */
export interface LoadedSelectProps {
  /** The rjsf widget props of the field. */
  widget: WidgetProps;
  /** The field's value as option text ('' for none). */
  chosen: string;
  /** The options, once loaded. */
  options: readonly LoadedOption[];
  /** True while the options load. */
  loading: boolean;
  /** The text of the empty option (a placeholder, or why there is nothing to choose). */
  emptyText: string;
  /** The label of a prefilled value that is not among the options (yet). */
  missingLabel?: string;
  /** From an option's text to the form's value; by default the text, or undefined for none. */
  decode?: (text: string) => unknown;
  /** True to disable it beyond the field's own disabled/readonly (e.g. no region chosen yet). */
  disabled?: boolean;
}

const asText = (text: string): unknown => text || undefined;

/**
 * The Blueprint select of the API-backed widgets (regions, zones, member types, office roles): the
 * field's id, errors and focus wiring, an empty option, and a prefilled value kept selectable while
 * the options load, so an edit form does not drop it.
 */
export function LoadedSelect({
  widget,
  chosen,
  options,
  loading,
  emptyText,
  missingLabel,
  decode = asText,
  disabled = false,
}: LoadedSelectProps) {
  const { id, htmlName, required, readonly, autofocus, rawErrors, hideError, onChange, onBlur, onFocus } =
    widget;
  const t = useT();
  const hasErrors = !hideError && (rawErrors?.length ?? 0) > 0;
  const missing = chosen !== '' && !options.some((o) => o.value === chosen);
  return (
    <AppSelect
      id={id}
      name={htmlName ?? id}
      value={chosen}
      required={required}
      disabled={widget.disabled || readonly || disabled}
      autoFocus={autofocus}
      fill
      className={hasErrors ? 'cms-select--danger' : undefined}
      aria-invalid={hasErrors || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      aria-busy={loading || undefined}
      onChange={(event) => onChange(decode(event.target.value))}
      onBlur={(event) => onBlur(id, decode(event.target.value))}
      onFocus={(event) => onFocus(id, decode(event.target.value))}
    >
      {!chosen || !required ? <option value="">{emptyText}</option> : null}
      {missing ? (
        <option value={chosen}>
          {loading ? t(formEngineMessages.loadingOption) : (missingLabel ?? chosen)}
        </option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </AppSelect>
  );
}
