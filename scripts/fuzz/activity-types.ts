import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import type { Schema } from './schema-values';

/** schemas/activities of the project: the catalogue and each type's schema.json and example.json. */
const ACTIVITIES = fileURLToPath(new URL('../../schemas/activities/', import.meta.url));

/** One activity type, as the fuzzer needs it to build report bodies. */
export interface ActivityType {
  key: string;
  /** The /api/{type} slug, or null for the types filed only through /api/activity/common/create. */
  slug: string | null;
  transport: 'json' | 'multipart';
  /** Months (01..12) the type is filed for. */
  months: string[];
  /** The type's schema.json with its $refs resolved. */
  schema: Schema;
  /** Fields that are file slots (x-file): sent as file parts. */
  fileFields: string[];
  /** Fields that name members (x-member): a uuid or a list of uuids. */
  memberFields: string[];
  /** schemas/activities/<KEY>/example.json: a known-good filled form. */
  example: Record<string, unknown>;
}

interface CatalogueEntry {
  key: string;
  slug: string | null;
  transport: 'json' | 'multipart';
  schedule: { months: string[] };
}

/** Reads the catalogue and every type's schema (dereferenced) and example. */
export async function loadActivityTypes(): Promise<ActivityType[]> {
  const catalogue = JSON.parse(readFileSync(`${ACTIVITIES}catalogue.json`, 'utf8')) as CatalogueEntry[];
  const types: ActivityType[] = [];
  for (const entry of catalogue) {
    const schema = (await dereference(`${ACTIVITIES}${entry.key}/schema.json`)) as Schema;
    const props = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
    let example: Record<string, unknown> = {};
    try {
      example = JSON.parse(readFileSync(`${ACTIVITIES}${entry.key}/example.json`, 'utf8')) as Record<
        string,
        unknown
      >;
    } catch {
      // A type without an example is still fuzzed from its schema.
    }
    types.push({
      key: entry.key,
      slug: entry.slug,
      transport: entry.transport,
      months: entry.schedule.months,
      schema,
      fileFields: props.filter(([, p]) => p['x-file']).map(([k]) => k),
      memberFields: props.filter(([, p]) => p['x-member']).map(([k]) => k),
      example,
    });
  }
  return types;
}
