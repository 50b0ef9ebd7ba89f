import { FormGroup, Intent } from '@blueprintjs/core';
import { getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { TableLayoutContext, useTableLayout } from './table-layout';

/** Widgets that print their own label beside the control (a second label above would repeat it). */
const SELF_LABELLED_WIDGETS = new Set(['checkbox', 'switch']);

/**
 * Every field: a Blueprint `FormGroup` with the label (a `*` when required), the description under
 * the label, the control, then the field's errors in red and the `ui:help` text.
 * `ui:options.showDescription: false` (also as a `ui:globalOptions` entry) leaves the schema's
 * description out: the activity schemas describe their fields for developers, not for users.
 * Inside a table (`ui:options.table` on the list) the item's object draws only its cells, and each
 * cell's field keeps its label for screen readers alone, the column header showing it.
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
  const tableLayout = useTableLayout();
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  // The row's object: its template draws the `<td>`s, so nothing may wrap them.
  if (tableLayout === 'row') return <>{children}</>;
  if (hidden) return <div hidden>{children}</div>;

  const hasErrors = !hideError && (rawErrors?.length ?? 0) > 0;
  const selfLabelled = typeof uiOptions.widget === 'string' && SELF_LABELLED_WIDGETS.has(uiOptions.widget);
  const showLabel = displayLabel && !selfLabelled && Boolean(label);
  // `rawHelp` is only set for text; `ui:help` may also be an element.
  const hasHelp = Boolean(rawHelp ?? uiOptions.help);
  const showDescription = uiOptions.showDescription !== false && Boolean(rawDescription);
  if (tableLayout === 'cell') {
    return (
      <div className="cms-table-cell-field">
        {showLabel ? (
          <label className="cms-sr-only" htmlFor={id}>
            {label}
          </label>
        ) : null}
        {/* Fields nested in a cell (an object, a list) draw as they would anywhere else. */}
        <TableLayoutContext.Provider value={null}>{children}</TableLayoutContext.Provider>
        {hasErrors ? errors : null}
      </div>
    );
  }
  return (
    // eslint-disable-next-line react-hooks/static-components -- rjsf's registry hands back the same template on every render
    <WrapIfAdditionalTemplate {...props}>
      <FormGroup
        label={showLabel ? label : undefined}
        labelFor={id}
        labelInfo={showLabel && required ? '*' : undefined}
        subLabel={displayLabel && !selfLabelled && showDescription ? description : undefined}
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
