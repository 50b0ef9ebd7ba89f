import { documentsFor, MISSING } from '../values';
import { rankWith, type ViewRendererProps } from '../view-renderer';
import { DocumentLink } from './document-link';

/** Ranks the documents renderer for `documents` rows. */
export const documentsTester = rankWith(1, 'documents');

/** Every file of the row's slots, in slot order, each under its slot's label. */
export function DocumentsRenderer({ row, report }: ViewRendererProps) {
  const shown = Object.entries(row.slots ?? {}).flatMap(([slot, label]) =>
    documentsFor(report, slot).map((document) => ({ document, label })),
  );
  if (shown.length === 0) return <>{MISSING}</>;
  return (
    <ul className="cms-activity-view__documents">
      {shown.map(({ document, label }) => (
        <li key={`${document.comments}-${document.uuid}`} className="cms-activity-view__document-item">
          <span className="cms-activity-view__document-label">{label}</span>
          <DocumentLink document={document} label={label} />
        </li>
      ))}
    </ul>
  );
}
