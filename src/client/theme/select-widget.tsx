import { AppSelect } from '../components/app-select';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  type WidgetProps,
} from '@rjsf/utils';
import type { ChangeEvent } from 'react';

/**
 * A drop-down of the schema's `enum` or `oneOf` (`const` + `title`) options, as a Blueprint
 * `HTMLSelect`. An empty first option (with the `ui:placeholder` text) shows while the field is
 * optional or still has no value, so nothing is chosen for the user.
 */
export function SelectWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    options,
    placeholder,
    required,
    disabled,
    readonly,
    autofocus,
    rawErrors,
    hideError,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const selected = enumOptionSelectedValue(value, enumOptions, false, format, '') as string;
  const hasValue = value !== undefined && value !== null && value !== '';
  const hasErrors = !hideError && (rawErrors?.length ?? 0) > 0;
  const decode = (event: ChangeEvent<HTMLSelectElement>) =>
    enumOptionValueDecoder(event.target.value, enumOptions, format, emptyValue);

  return (
    <AppSelect
      id={id}
      name={htmlName ?? id}
      value={selected}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      fill
      className={hasErrors ? 'cms-select--danger' : undefined}
      aria-invalid={hasErrors || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(decode(event))}
      onBlur={(event) => onBlur(id, decode(event))}
      onFocus={(event) => onFocus(id, decode(event))}
    >
      {!required || !hasValue ? <option value="">{placeholder ?? ''}</option> : null}
      {enumOptions.map((option, index) => (
        <option
          key={String(option.value)}
          value={enumOptionValueEncoder(option.value, index, format)}
          disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}
        >
          {option.label}
        </option>
      ))}
    </AppSelect>
  );
}
