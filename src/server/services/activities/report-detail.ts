import type { activities } from '../../db/schema';
import type { FileLinks } from '../files/signed-links';
import type { LoadedActivityType } from './activity-catalogue';
import { fileRules } from './submit-report';

/**
 * A report as the detail views read it (spec 2, activity report): uuid, month, status, name and the
 * type's fields, with its files as `documents` ({uuid, type 'pdf' or 'image', path: a signed link,
 * comments: the file slot}) instead of bare names.
 */
export function reportDetail(
  report: typeof activities.$inferSelect,
  type: LoadedActivityType,
  links: FileLinks,
) {
  const data = report.data as Record<string, unknown>;
  const rules = fileRules(type);
  const fields = Object.fromEntries(Object.entries(data).filter(([field]) => !rules.has(field)));
  const documents = [...rules.keys()]
    .filter((field) => typeof data[field] === 'string')
    .map((field) => {
      const name = data[field] as string;
      return {
        uuid: name,
        type: name.endsWith('.pdf') ? 'pdf' : 'image',
        path: links.url(name),
        comments: field,
      };
    });
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
  };
}
