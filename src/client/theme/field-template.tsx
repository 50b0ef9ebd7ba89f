import { FormGroup, Intent } from '@blueprintjs/core';
import { getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';

/** Widgets that print their own label beside the control (a second label above would repeat it). */
const SELF_LABELLED_WIDGETS = new Set(['checkbox', 'switch']);

/**
 * Every field: a Blueprint `FormGroup` with the label (a `*` when required), the description under
 * the label, the control, then the field's errors in red and the `ui:help` text.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    errors,
    rawErrors,
    help,
    rawHelp,
    description,
    rawDescription,
    hidden,
    required,
    displayLabel,
    hideError,
    disabled,
    registry,
    uiSchema,
  } = props;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  if (hidden) return <div hidden>{children}</div>;

  const hasErrors = !hideError && (rawErrors?.length ?? 0) > 0;
  const selfLabelled = typeof uiOptions.widget === 'string' && SELF_LABELLED_WIDGETS.has(uiOptions.widget);
  const showLabel = displayLabel && !selfLabelled && Boolean(label);
  // `rawHelp` is only set for text; `ui:help` may also be an element.
  const hasHelp = Boolean(rawHelp ?? uiOptions.help);
  return (
    // eslint-disable-next-line react-hooks/static-components -- rjsf's registry hands back the same template on every render
    <WrapIfAdditionalTemplate {...props}>
      <FormGroup
        label={showLabel ? label : undefined}
        labelFor={id}
        labelInfo={showLabel && required ? '*' : undefined}
        subLabel={displayLabel && !selfLabelled && rawDescription ? description : undefined}
        intent={hasErrors ? Intent.DANGER : Intent.NONE}
        disabled={disabled}
        helperText={
          hasErrors || hasHelp ? (
            <>
              {hasErrors ? errors : null}
              {hasHelp ? help : null}
            </>
          ) : undefined
        }
      >
        {children}
      </FormGroup>
    </WrapIfAdditionalTemplate>
  );
}
