import { InputGroup, Intent } from '@blueprintjs/core';
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import type { FocusEvent } from 'react';

/**
 * The text-like input behind TextWidget, EmailWidget, PasswordWidget, DateWidget and number fields:
 * a Blueprint `InputGroup` honouring `ui:placeholder`, `ui:autocomplete` and the input type.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    type,
    placeholder,
    required,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    rawErrors,
    hideError,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const isNumber = inputProps.type === 'number';
  // 0 is a value; only null/undefined are empty (a number input cannot show '' otherwise).
  const inputValue = value === undefined || value === null ? '' : String(value);
  const hasErrors = !hideError && (rawErrors?.length ?? 0) > 0;
  const changed = (text: string) => onChange(text === '' ? options.emptyValue : text);

  return (
    <InputGroup
      {...inputProps}
      id={id}
      name={htmlName ?? id}
      value={inputValue}
      placeholder={placeholder}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      // Phones show a digit keypad; decimals need the keypad with a separator.
      inputMode={isNumber ? (schema.type === 'number' ? 'decimal' : 'numeric') : undefined}
      intent={hasErrors ? Intent.DANGER : Intent.NONE}
      aria-invalid={hasErrors || undefined}
      aria-describedby={ariaDescribedByIds(id, Boolean(schema.examples))}
      fill
      {...(onChangeOverride ? { onChange: onChangeOverride } : { onValueChange: changed })}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
    />
  );
}
