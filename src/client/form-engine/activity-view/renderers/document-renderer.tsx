import { documentsFor, MISSING, NOT_AVAILABLE } from '../values';
import { rankWith, type ViewRendererProps } from '../view-renderer';
import { DocumentLink } from './document-link';

/** Ranks the document renderer for `document` rows. */
export const documentTester = rankWith(1, 'document');

/** The report's file whose slot is the row's field; in an entries table a missing one reads NA. */
export function DocumentRenderer({ row, report, inEntries }: ViewRendererProps) {
  const [document] = documentsFor(report, row.field);
  if (!document) return <>{inEntries ? NOT_AVAILABLE : MISSING}</>;
  return <DocumentLink document={document} label={row.label} />;
}
