import type { ActivityType } from '../activity-type';

/** The files an activity folder must ship, by the name the checks use. */
export const FOLDER_FILES = {
  schema: 'schema.json',
  uiSchema: 'ui-schema.json',
  view: 'view.json',
  points: 'points.json',
  example: 'example.json',
} as const;

/** A JSON object as read from a file (the checks trust nothing about its shape). */
export type JsonObject = Record<string, unknown>;

/**
 * One `schemas/activities/<KEY>/` folder as read from disk: each file parsed (undefined when it is
 * missing or unreadable, which the reader reports itself), the schema with its `$ref`s resolved.
 */
export interface ActivityFolder {
  /** The folder's name: the type's key. */
  key: string;
  /** schema.json, dereferenced (the shared definitions of schemas/common/defs.json inlined). */
  schema?: JsonObject;
  uiSchema?: JsonObject;
  view?: JsonObject;
  points?: JsonObject;
  example?: unknown;
}

/** Everything the schemas check looks at: the catalogue's lines and every folder. */
export interface ActivitySchemas {
  /** The lines of activities/catalogue.json, as written. */
  lines: readonly Partial<ActivityType>[];
  /** Every folder under activities/, by name order. */
  folders: readonly ActivityFolder[];
}

/** Whether a value is a JSON object (not an array, not null). */
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The properties of a schema node (an object schema's fields); empty for anything else. */
export function propertiesOf(schema: unknown): Record<string, JsonObject> {
  return isObject(schema) && isObject(schema.properties)
    ? (schema.properties as Record<string, JsonObject>)
    : {};
}
