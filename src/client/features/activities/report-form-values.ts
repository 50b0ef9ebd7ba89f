import type { RJSFSchema } from '@rjsf/utils';
import type { ActivityReport, ReportMember } from '../../form-engine/activity-view';
import type { Translate } from '../../i18n/messages';
import type { KnownMembers } from '../../pickers/member-picker';
import { activityMessages } from './messages';

/** A schema property as the catalogue marks it (`x-file` for file slots, `x-member` for members). */
interface MarkedProperty {
  type?: string;
  'x-file'?: unknown;
  'x-member'?: boolean;
}

function propertiesOf(schema: RJSFSchema): [string, MarkedProperty][] {
  return Object.entries((schema.properties ?? {}) as Record<string, MarkedProperty>);
}

/** The file slots of a type's schema (its properties carrying `x-file`). */
export function fileSlotsOf(schema: RJSFSchema): string[] {
  return propertiesOf(schema)
    .filter(([, p]) => p['x-file'])
    .map(([field]) => field);
}

/** The members a report names, for the pickers to show by name before they load. */
export function knownMembersOf(report: ActivityReport, schema: RJSFSchema): KnownMembers {
  const known: KnownMembers = {};
  for (const [field, p] of propertiesOf(schema)) {
    if (!p['x-member']) continue;
    for (const m of ([] as unknown[]).concat(report[field] ?? []) as ReportMember[]) {
      if (m && typeof m === 'object')
        known[m.uuid] = { display_name: m.display_name, profile_image: m.profile_image };
    }
  }
  return known;
}

/**
 * A filed report as its form holds it: members back to uuids, each stored file as a placeholder name
 * in its slot (the server keeps it unless a new file replaces it; `t` words it), the other fields as
 * they are.
 */
export function reportToFormValues(
  report: ActivityReport,
  schema: RJSFSchema,
  t: Translate,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, p] of propertiesOf(schema)) {
    const value = report[field];
    if (p['x-file']) {
      const stored = report.documents?.find((d) => d.comments === field);
      if (stored)
        values[field] = t(
          stored.type === 'pdf' ? activityMessages.currentFilePdf : activityMessages.currentFileImage,
        );
    } else if (p['x-member']) {
      if (Array.isArray(value)) values[field] = (value as ReportMember[]).map((m) => m.uuid);
      else if (value && typeof value === 'object') values[field] = (value as ReportMember).uuid;
    } else if (value !== undefined && value !== null) values[field] = value;
  }
  return values;
}
