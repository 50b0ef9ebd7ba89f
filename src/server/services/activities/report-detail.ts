import type { Db } from '../../db/database';
import type { activities } from '../../db/schema';
import type { FileLinks } from '../files/signed-links';
import type { LoadedActivityType } from './activity-catalogue';
import { withMembers } from './member-refs';
import { fileRules } from './report-files';
import { reportClubOf } from './report-club';

/** A record's file slots as the views read them: {uuid, type 'pdf' or 'image', path (signed link), comments: the slot}. */
function documentsOf(record: Record<string, unknown>, slots: readonly string[], links: FileLinks) {
  return slots
    .filter((slot) => typeof record[slot] === 'string')
    .map((slot) => {
      const name = record[slot] as string;
      return {
        uuid: name,
        type: name.endsWith('.pdf') ? ('pdf' as const) : ('image' as const),
        path: links.url(name),
        comments: slot,
      };
    });
}

/** A record without its file slots, with its files as `documents`. */
function withDocuments(record: Record<string, unknown>, slots: readonly string[], links: FileLinks) {
  const fields = Object.fromEntries(Object.entries(record).filter(([field]) => !slots.includes(field)));
  return { ...fields, documents: documentsOf(record, slots, links) };
}

/**
 * A report as the detail views read it (spec 2, activity report): uuid, month, status, name and the
 * type's fields, members as {uuid, display_name, profile_image}, and its files as `documents` instead
 * of bare names; and (issue 16) the club that filed it with its zone and region, as `club`. An
 * entry-by-entry type (MAF, MJF) answers its entries the same way under its entries field
 * (`details`), each with its own documents.
 */
export async function reportDetail(
  db: Db,
  links: FileLinks,
  report: typeof activities.$inferSelect,
  type: LoadedActivityType,
) {
  const data = report.data as Record<string, unknown>;
  const slots = [...fileRules(type).keys()];
  let fields: Record<string, unknown>;
  let documents: ReturnType<typeof documentsOf> = [];
  if (type.entries) {
    const entries = (data[type.entries] as Record<string, unknown>[] | undefined) ?? [];
    const shown = await withMembers(db, links, type, entries);
    fields = { [type.entries]: shown.map((entry) => withDocuments(entry, slots, links)) };
  } else {
    const [shown] = await withMembers(db, links, type, [data]);
    ({ documents, ...fields } = withDocuments(shown!, slots, links));
  }
  const club = await reportClubOf(db, report.clubId);
  return {
    ...fields,
    uuid: report.uuid,
    key: report.key,
    month: report.month,
    status: report.status,
    // Some reports have a name of their own (the new club's, the past governor's): it wins.
    name: typeof fields.name === 'string' ? fields.name : type.title,
    date: report.date,
    created_at: report.createdAt.toISOString(),
    documents,
    club,
  };
}
