import {
  buttonId,
  canExpand,
  descriptionId,
  getTemplate,
  getUiOptions,
  titleId,
  type ObjectFieldTemplateProps,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { Fragment } from 'react';
import { TableLayoutContext, useTableLayout } from './table-layout';

/** Whether a property takes a whole row: nested objects and lists, long texts, or `ui:options.fullWidth`. */
function isWide(schema: RJSFSchema | boolean | undefined, uiSchema: UiSchema | undefined): boolean {
  const options = getUiOptions(uiSchema);
  if (options.fullWidth === true) return true;
  if (options.widget === 'textarea') return true;
  if (typeof schema !== 'object') return false;
  return schema.type === 'object' || schema.type === 'array';
}

/**
 * An object's fields in a responsive grid: two columns on wide screens and one on phones
 * (`ui:options.columns` 1 or 2, default 2). The root object shows no title or description, because
 * every page already carries its title bar; nested objects show theirs. As the item of a list shown
 * as a table, it draws one `<td>` per visible property instead (hidden ones share a hidden cell).
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const {
    title,
    description,
    properties,
    required,
    disabled,
    readonly,
    schema,
    uiSchema,
    formData,
    fieldPathId,
    registry,
    optionalDataControl,
    onAddProperty,
  } = props;
  const tableLayout = useTableLayout();
  const options = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, options);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const { AddButton } = registry.templates.ButtonTemplates;
  // A bare oneOf/anyOf draws its own option selector; an empty grid around it would only add space.
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0) return null;

  if (tableLayout === 'row') {
    const hidden = properties.filter((property) => property.hidden);
    return (
      <TableLayoutContext.Provider value="cell">
        {properties
          .filter((property) => !property.hidden)
          .map((property) => (
            <td key={property.name}>{property.content}</td>
          ))}
        {hidden.length > 0 ? (
          <td hidden>
            {hidden.map((property) => (
              <Fragment key={property.name}>{property.content}</Fragment>
            ))}
          </td>
        ) : null}
      </TableLayoutContext.Provider>
    );
  }

  const isRoot = fieldPathId.path.length === 0;
  const columns = options.columns === 1 ? 1 : 2;
  const propertySchemas = (schema.properties ?? {}) as Record<string, RJSFSchema | boolean>;
  return (
    <fieldset className="cms-form-fieldset" id={fieldPathId.$id}>
      {!isRoot && title ? (
        // eslint-disable-next-line react-hooks/static-components -- rjsf's registry hands back the same template on every render
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={readonly || disabled ? undefined : optionalDataControl}
        />
      ) : null}
      {!isRoot && description ? (
        // eslint-disable-next-line react-hooks/static-components -- rjsf's registry hands back the same template on every render
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      <div className={`cms-form-grid cms-form-grid--${columns}`}>
        {properties.map((property) =>
          property.hidden ? (
            <Fragment key={property.name}>{property.content}</Fragment>
          ) : (
            <div
              key={property.name}
              className={
                isWide(propertySchemas[property.name], uiSchema?.[property.name] as UiSchema | undefined)
                  ? 'cms-form-grid__cell cms-form-grid__cell--wide'
                  : 'cms-form-grid__cell'
              }
            >
              {property.content}
            </div>
          ),
        )}
      </div>
      {canExpand(schema, uiSchema, formData) ? (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          onClick={onAddProperty}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
    </fieldset>
  );
}
