import type { ActivityReport, ReportDocument, ReportMember } from './report';

/** What a row shows when its value is missing. */
export const MISSING = '-';

/** What an entries table cell shows for a file that was not uploaded (spec 2: "a link or NA"). */
export const NOT_AVAILABLE = 'NA';

/** Whether a value counts as not filled: undefined, null or the empty string. */
export function isMissing(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

/** The name of a member value; tolerates a bare string (a name, or a uuid the server did not resolve). */
export function memberName(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (value && typeof value === 'object' && 'display_name' in value) {
    const name = (value as Partial<ReportMember>).display_name;
    return typeof name === 'string' && name ? name : undefined;
  }
  return undefined;
}

/**
 * The report's files filling a slot. Compared without case because the legacy data labels slots
 * 'Document1' where the forms name them 'document1'.
 */
export function documentsFor(report: ActivityReport, slot: string): ReportDocument[] {
  const documents = Array.isArray(report.documents) ? report.documents : [];
  const wanted = slot.toLowerCase();
  return documents.filter((d) => typeof d?.comments === 'string' && d.comments.toLowerCase() === wanted);
}
