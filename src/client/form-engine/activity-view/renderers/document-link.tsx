import { Tag } from '@blueprintjs/core';
import type { ReportDocument } from '../report';
import { useT } from '../../../i18n/translator';
import { formEngineMessages } from '../../messages';

/** Props of one file's link. */
export interface DocumentLinkProps {
  /** The file to open. */
  document: ReportDocument;
  /** Names the file for the thumbnail's alternative text. */
  label: string;
}

/** A PDF as a 'PDF document' chip, any other file as a 150px-high thumbnail; either opens the file in a new tab. */
export function DocumentLink({ document, label }: DocumentLinkProps) {
  const t = useT();
  return (
    <a className="cms-activity-view__document" href={document.path} target="_blank" rel="noopener noreferrer">
      {document.type === 'pdf' ? (
        <Tag icon="document" interactive minimal>
          {t(formEngineMessages.pdfDocument)}
        </Tag>
      ) : (
        <img src={document.path} alt={label} height={150} />
      )}
    </a>
  );
}
