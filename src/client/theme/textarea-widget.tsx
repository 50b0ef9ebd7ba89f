import { Intent, TextArea } from '@blueprintjs/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** A multi-line text (`ui:widget: 'textarea'`; `ui:options.rows` sets its height). */
export function TextareaWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    placeholder,
    required,
    disabled,
    readonly,
    autofocus,
    options,
    rawErrors,
    hideError,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const hasErrors = !hideError && (rawErrors?.length ?? 0) > 0;
  return (
    <TextArea
      id={id}
      name={htmlName ?? id}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      fill
      intent={hasErrors ? Intent.DANGER : Intent.NONE}
      aria-invalid={hasErrors || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
