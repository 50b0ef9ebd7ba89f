import type { ActivityType } from '../activity-type';
import { isObject, propertiesOf, type ActivityFolder, type JsonObject } from './activity-folder';
import { folderFile, notAField, type CatalogueProblem } from './problem';
import { VIEW_KINDS } from './vocabulary';

const KINDS = Object.keys(VIEW_KINDS);

/** A row's kind must have a renderer: the view engine would show an unknown one as plain text. */
function kindProblem(row: JsonObject, file: string, field: string): CatalogueProblem[] {
  return typeof row.kind === 'string' && KINDS.includes(row.kind)
    ? []
    : [
        {
          file,
          field,
          message: `the kind "${String(row.kind)}" does not exist (kinds: ${KINDS.join(', ')})`,
        },
      ];
}

/**
 * The fields an `entries` row's columns read, as the entries renderer reads them: an entry-by-entry
 * type's own entries (catalogue `entries`) are reports of its schema; any other is an array field of
 * objects, one row per item.
 */
function entryFields(row: JsonObject, schema: JsonObject, entries: string | undefined): string[] | undefined {
  if (row.field === entries) return Object.keys(propertiesOf(schema));
  const field = propertiesOf(schema)[String(row.field)];
  return isObject(field?.items) ? Object.keys(propertiesOf(field.items)) : undefined;
}

/** The problems of one row: its kind, and the report fields it reads (slots and columns included). */
function rowProblems(
  row: JsonObject,
  schema: JsonObject,
  file: string,
  entries?: string,
): CatalogueProblem[] {
  const fields = Object.keys(propertiesOf(schema));
  if (typeof row.field !== 'string')
    return [{ file, field: '', message: `the row "${String(row.label)}" names no "field"` }];
  const name = row.field;
  const problems = kindProblem(row, file, name);
  if (row.kind === 'documents') {
    // A documents row's own field is only a name; its slots are the fields it reads.
    for (const slot of Object.keys(isObject(row.slots) ? row.slots : {}))
      if (!fields.includes(slot))
        problems.push({
          file,
          field: `${name}.slots.${slot}`,
          message: `a documents row names the slot ${notAField(slot, fields)}`,
        });
  } else if (row.kind === 'entries') {
    const columnFields = entryFields(row, schema, entries);
    if (!columnFields) {
      const message = fields.includes(name)
        ? `an entries row reads "${name}", which is not a list of objects in schema.json`
        : `an entries row reads ${notAField(name, fields)}`;
      return [...problems, { file, field: name, message }];
    }
    const columns = Array.isArray(row.columns) ? row.columns.filter(isObject) : [];
    for (const column of columns) {
      const columnField = `${name}.columns.${String(column.field)}`;
      problems.push(...kindProblem(column, file, columnField));
      if (!columnFields.includes(String(column.field)))
        problems.push({
          file,
          field: columnField,
          message: `a column of "${name}" reads ${notAField(String(column.field), columnFields, `the items of "${name}"`)}`,
        });
    }
  } else if (!fields.includes(name)) {
    problems.push({ file, field: name, message: `a view row shows ${notAField(name, fields)}` });
  }
  return problems;
}

/**
 * Rows of view.json that the view engine could not show: a kind without a renderer, or a field (a
 * documents row's slots, an entries row's columns) that the schema lacks.
 */
export function viewProblems(folder: ActivityFolder, line?: Partial<ActivityType>): CatalogueProblem[] {
  const { view, schema } = folder;
  if (!view || !schema) return [];
  const file = folderFile(folder.key, 'view.json');
  if (typeof view.title !== 'string' || !Array.isArray(view.rows))
    return [{ file, field: '', message: 'view.json needs a "title" (text) and "rows" (a list)' }];
  return view.rows.filter(isObject).flatMap((row) => rowProblems(row, schema, file, line?.entries));
}
