import { Classes, HTMLTable } from '@blueprintjs/core';
import { getUiOptions, orderProperties, type Registry, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { useT } from '../i18n/translator';
import { themeMessages } from './messages';
import { TableLayoutContext } from './table-layout';

/** One column of a list shown as a table: a visible property of the items. */
export interface ArrayTableColumn {
  /** The property's name. */
  name: string;
  /** Its header: `ui:title`, else the schema's title, else the name. */
  title: string;
  /** Whether every row must fill it (a `*` in the header). */
  required: boolean;
}

/** The item schema of a list, resolved, when its items are objects with properties. */
function objectItemSchema(schema: RJSFSchema, registry: Registry): RJSFSchema | null {
  if (typeof schema.items !== 'object' || Array.isArray(schema.items)) return null;
  const items = registry.schemaUtils.retrieveSchema(schema.items as RJSFSchema);
  return items.type === 'object' && items.properties ? items : null;
}

/** Whether a list asks to be shown as a table (`ui:options.table: true`) and can be: its items are objects. */
export function isTableArray(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  registry: Registry,
): boolean {
  return getUiOptions(uiSchema).table === true && objectItemSchema(schema, registry) !== null;
}

/** The columns of a list shown as a table: the items' properties in their `ui:order`, hidden ones left out. */
export function arrayTableColumns(
  schema: RJSFSchema,
  uiSchema: UiSchema | undefined,
  registry: Registry,
): ArrayTableColumn[] {
  const items = objectItemSchema(schema, registry);
  if (!items) return [];
  const itemsUi = (uiSchema?.items ?? {}) as UiSchema;
  const names = Object.keys(items.properties ?? {});
  let ordered = names;
  try {
    ordered = orderProperties(names, itemsUi['ui:order']);
  } catch {
    // A stale `ui:order` naming unknown properties: rjsf's object field reports it; keep schema order.
  }
  return ordered
    .filter((name) => getUiOptions(itemsUi[name] as UiSchema | undefined).widget !== 'hidden')
    .map((name) => {
      const property = items.properties?.[name];
      const propertyTitle = typeof property === 'object' ? property.title : undefined;
      const uiTitle = getUiOptions(itemsUi[name] as UiSchema | undefined).title;
      return {
        name,
        title: uiTitle ?? propertyTitle ?? name,
        required: items.required?.includes(name) ?? false,
      };
    });
}

/** Props of the table body of a list. */
export interface ArrayItemsTableProps {
  /** The list's schema (its items are objects). */
  schema: RJSFSchema;
  /** The list's ui-schema (`items` holds the items' order, titles and widgets). */
  uiSchema: UiSchema | undefined;
  /** rjsf's registry, to resolve the item schema. */
  registry: Registry;
  /** The rendered items, as rjsf hands them to the array template. */
  items: ReactElement[];
}

/**
 * The items of a list as a table (`ui:options.table: true`, e.g. the reported projects): a header
 * from the item properties' titles, a row per item with a cell per property and the item's buttons.
 * The rows come from the theme's item, object and field templates, told by context they sit in a row.
 */
export function ArrayItemsTable({ schema, uiSchema, registry, items }: ArrayItemsTableProps) {
  const t = useT();
  const columns = arrayTableColumns(schema, uiSchema, registry);
  return (
    <HTMLTable compact className="cms-array-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.name} scope="col">
              {column.title}
              {column.required ? <span className={Classes.TEXT_MUTED}> *</span> : null}
            </th>
          ))}
          <th scope="col">
            <span className="cms-sr-only">{t(themeMessages.actions)}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={columns.length + 1} className={Classes.TEXT_MUTED}>
              {t(themeMessages.noneYet)}
            </td>
          </tr>
        ) : (
          <TableLayoutContext.Provider value="row">{items}</TableLayoutContext.Provider>
        )}
      </tbody>
    </HTMLTable>
  );
}
