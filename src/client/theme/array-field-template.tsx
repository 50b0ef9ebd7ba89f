import { buttonId, getTemplate, getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { ArrayItemsTable, isTableArray } from './array-items-table';

/**
 * A list: its title and description, the items one under another (or, for items that are objects
 * and `ui:options.table: true`, as the rows of a table), and an add button under them.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const {
    title,
    items,
    canAdd,
    required,
    disabled,
    readonly,
    schema,
    uiSchema,
    fieldPathId,
    registry,
    optionalDataControl,
    onAddClick,
  } = props;
  const options = getUiOptions(uiSchema);
  // rjsf's own title and description templates for lists render through our Title/Description templates.
  const ArrayFieldTitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, options);
  const ArrayFieldDescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, options);
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <fieldset className="cms-form-fieldset" id={fieldPathId.$id}>
      {/* eslint-disable-next-line react-hooks/static-components -- rjsf's registry hands back the same template on every render */}
      <ArrayFieldTitleTemplate
        fieldPathId={fieldPathId}
        title={options.title ?? title}
        required={required}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
        optionalDataControl={readonly || disabled ? undefined : optionalDataControl}
      />
      {/* eslint-disable-next-line react-hooks/static-components -- rjsf's registry hands back the same template on every render */}
      <ArrayFieldDescriptionTemplate
        fieldPathId={fieldPathId}
        description={options.description ?? schema.description}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      {isTableArray(schema, uiSchema, registry) ? (
        <ArrayItemsTable schema={schema} uiSchema={uiSchema} registry={registry} items={items} />
      ) : (
        <ul className="cms-array-items">{items}</ul>
      )}
      {canAdd ? (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          onClick={onAddClick}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
    </fieldset>
  );
}
