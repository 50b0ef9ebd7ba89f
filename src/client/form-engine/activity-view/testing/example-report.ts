import type { ActivityType } from '../../../../shared/catalogue/activity-type';
import type { ActivityReport, ReportDocument, ReportMember } from '../report';

/** The part of a dereferenced JSON schema the conversion reads. */
export interface ExampleSchema {
  /** The object's fields. */
  properties?: Record<string, ExampleSchema>;
  /** The element schema of an array. */
  items?: ExampleSchema;
  /** A string's format. */
  format?: string;
  /** Marks a file slot (definitions document and photo). */
  'x-file'?: unknown;
  /** Marks a member or member list (definitions memberRef and memberList). */
  'x-member'?: unknown;
}

/** Where the fake signed links of the test reports point. */
export const FILES_BASE = 'https://files.test/';

/** Whether a property is a file slot. */
export function isFileSlot(schema: ExampleSchema): boolean {
  return schema['x-file'] !== undefined;
}

/**
 * Whether a property holds members. Falls back to the uuid format because validators compiled before
 * defs.json gained `x-member` lack the mark, and in activity schemas every uuid field is a member.
 */
export function isMemberField(schema: ExampleSchema): boolean {
  return Boolean(schema['x-member']) || schema.format === 'uuid' || schema.items?.format === 'uuid';
}

/** A member as the server resolves a uuid: 'Member ' and the first four characters of the uuid. */
export function exampleMember(uuid: string): ReportMember {
  return { uuid, display_name: `Member ${uuid.slice(0, 4)}`, profile_image: null };
}

/** A file as the server answers a slot's file name: pdf by extension, a link under FILES_BASE. */
export function exampleDocument(slot: string, name: string): ReportDocument {
  return {
    uuid: `doc-${slot}`,
    type: name.toLowerCase().endsWith('.pdf') ? 'pdf' : 'image',
    path: `${FILES_BASE}${name}`,
    comments: slot,
  };
}

/** One record (a report's data or one entry) in the server's shape: files under documents, members resolved. */
export function exampleRecord(data: Record<string, unknown>, schema: ExampleSchema): ActivityReport {
  const properties = schema.properties ?? {};
  const record: ActivityReport = {};
  const documents: ReportDocument[] = [];
  for (const [field, value] of Object.entries(data)) {
    const property = properties[field];
    if (property && isFileSlot(property)) {
      if (typeof value === 'string' && value) documents.push(exampleDocument(field, value));
    } else if (property && isMemberField(property)) {
      record[field] = Array.isArray(value)
        ? value.map((uuid) => exampleMember(String(uuid)))
        : typeof value === 'string'
          ? exampleMember(value)
          : value;
    } else {
      record[field] = value;
    }
  }
  record.documents = documents;
  return record;
}

/**
 * A type's example.json as GET would answer it (data.data). An entry-by-entry type answers the
 * example as its single entry under the catalogue's `entries` field.
 */
export function exampleReport(
  type: ActivityType,
  example: Record<string, unknown>,
  schema: ExampleSchema,
): ActivityReport {
  const head = {
    uuid: `report-${type.key}`,
    key: type.key,
    month: '08',
    status: 'SUBMITTED',
    name: type.title,
    date: '2026-08-15',
    created_at: '2026-08-15T10:00:00.000Z',
  };
  if (type.entries) {
    return {
      ...head,
      [type.entries]: [{ uuid: `entry-${type.key}`, ...exampleRecord(example, schema) }],
      documents: [],
    };
  }
  return { ...head, ...exampleRecord(example, schema) };
}
