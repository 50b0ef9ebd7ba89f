import { Switch } from '@blueprintjs/core';
import { ariaDescribedByIds, getSchemaType, labelValue, type WidgetProps } from '@rjsf/utils';

/** Whether the schema stores the switch as a number: the activity forms' yes/no flags are 1 or 0. */
function isNumeric(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.includes('integer') || types.includes('number');
}

/**
 * A toggle (`ui:widget: 'switch'`) as a Blueprint `Switch`. For integer and number schemas it sends 1
 * when on and 0 when off (spec 2: "Toggle switches send 1 when on and 0 when off"); for booleans,
 * true and false.
 */
export function SwitchWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    schema,
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
  const numeric = isNumeric(getSchemaType(schema));
  const checked = value === true || value === 1;
  const toValue = (on: boolean) => (numeric ? (on ? 1 : 0) : on);
  return (
    <Switch
      id={id}
      name={htmlName ?? id}
      checked={checked}
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
      onChange={(event) => onChange(toValue(event.currentTarget.checked))}
      onBlur={(event) => onBlur(id, toValue(event.currentTarget.checked))}
      onFocus={(event) => onFocus(id, toValue(event.currentTarget.checked))}
    />
  );
}
