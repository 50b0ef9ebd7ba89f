import { Checkbox } from '@blueprintjs/core';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/** A boolean as a Blueprint `Checkbox`, labelled beside the box (the field template adds no label). */
export function CheckboxWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    autofocus,
    onChange,
    onBlur,
    onFocus,
  } = props;
  return (
    <Checkbox
      id={id}
      name={htmlName ?? id}
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      labelElement={labelValue(
        <>
          {label}
          {required ? ' *' : null}
        </>,
        hideLabel,
      )}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={(event) => onBlur(id, event.currentTarget.checked)}
      onFocus={(event) => onFocus(id, event.currentTarget.checked)}
    />
  );
}
