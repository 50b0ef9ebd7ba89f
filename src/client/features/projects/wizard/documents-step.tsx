import { Button, Checkbox, H4, Intent, ProgressBar } from '@blueprintjs/core';
import { useEffect, useMemo } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useFolderOverlay } from '../../../form-engine/overlays/use-folder-overlay';
import { useChosenFiles } from '../../../form-engine/use-chosen-files';
import { useT } from '../../../i18n/translator';
import { linesOf } from '../../../lib/api-error';
import { useDeleteProjectDocument } from '../api/use-delete-project-document';
import { useProjectInfo } from '../api/use-project-info';
import { useUploadProjectDocument, type ProjectDocumentUpload } from '../api/use-upload-project-document';
import { projectMessages as m } from '../messages';
import { chainMessages } from '../review-chain/messages';
import { photosAmong } from './wizard-facts';
import { DOCUMENT_FORM } from './step-forms';
import { EntryFormCard } from './entry-form-card';
import { EntryTable } from './entry-table';
import { useEntryForm } from './use-entry-form';
import { WizardNav } from './wizard-nav';

/** What the document form holds (`document` is the chosen file's name). */
interface DocumentFormData {
  type?: ProjectDocumentUpload['type'];
  document?: string;
  comments?: string;
}

/** The confirmation the officer ticks before submitting (spec 3 section 4). */
export const SUBMIT_CONFIRMATION = m.confirmSubmit.defaultMessage;

/** Props of step 5. */
export interface DocumentsStepProps {
  /** The project (saved in step 1). */
  uuid: string;
  /** True when the role may delete documents (the four club officers; spec 3 section 6). */
  canDelete: boolean;
  /** The confirmation tick, as the wizard holds it. */
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
  onBack: () => void;
  onSubmit: () => void;
  /** Tells the wizard how many photos the project holds whenever its documents load. */
  onPhotos: (count: number) => void;
  /** False while Submit's rule does not hold (no tick, no photo, not a draft). */
  canSubmit: boolean;
  /** True while the submission is on its way. */
  submitting: boolean;
}

/**
 * Step 5, photos and documents (spec 3 sections 2, 4, 5): a document type, a file and a comment, and
 * Add (needing type and file); the documents so far with a delete action; the confirmation tick and
 * Submit, which sends the project for review once it holds a photo (said beside Submit until then).
 */
export function DocumentsStep({
  uuid,
  canDelete,
  confirmed,
  onConfirm,
  onBack,
  onSubmit,
  onPhotos,
  canSubmit,
  submitting,
}: DocumentsStepProps) {
  const t = useT();
  const project = useProjectInfo(uuid);
  const upload = useUploadProjectDocument(uuid);
  const remove = useDeleteProjectDocument();
  const form = useEntryForm<DocumentFormData>();
  const files = useChosenFiles();
  // The document types are the form's options: their words come from its folder's overlay too.
  const words = useFolderOverlay(DOCUMENT_FORM.folder);
  const formContext = useMemo(
    () => ({ onFile: files.onFile, onFileBusy: files.onFileBusy }),
    [files.onFile, files.onFileBusy],
  );

  const add = (data: DocumentFormData) => {
    const file = files.filesFor(data as Record<string, unknown>).get('document');
    if (!data.type || !file) return;
    form.startAdd();
    upload.mutate({ type: data.type, document: file, comments: data.comments }, form.addCallbacks);
  };

  const documents = project.data?.documents ?? [];
  const listLines = project.isError ? linesOf(project.error) : null;
  const photos = photosAmong(documents);
  const loaded = project.data !== undefined;
  useEffect(() => {
    if (loaded) onPhotos(photos);
  }, [loaded, photos, onPhotos]);

  return (
    <section className="cms-wizard-step" aria-labelledby="cms-wizard-documents">
      <H4 id="cms-wizard-documents">{t(m.stepDocuments)}</H4>
      <ErrorAlert lines={form.alert ?? listLines} onDismiss={form.dismissAlert} />
      {upload.isPending ? (
        <ProgressBar
          aria-label={t(m.uploading)}
          value={upload.progress ?? undefined}
          stripes={upload.progress === null}
        />
      ) : null}
      <EntryFormCard<DocumentFormData>
        definition={DOCUMENT_FORM}
        form={form}
        onSubmit={add}
        loading={upload.isPending}
        submitDisabled={!form.draft.type || !form.draft.document || upload.isPending || files.busy}
        formContext={formContext}
      />
      <EntryTable
        label={t(m.documentsTable)}
        entries={documents}
        loading={project.isPending}
        loadingText={t(m.loadingDocuments)}
        emptyText={t(m.noDocuments)}
        columns={[
          { header: t(m.columnDocumentType), cell: (doc) => words.translate(doc.document_type) },
          {
            header: t(m.columnFile),
            cell: (doc) => (
              <a href={doc.path} target="_blank" rel="noreferrer">
                {doc.type === 'pdf' ? t(m.openPdf) : t(m.openImage)}
              </a>
            ),
          },
          { header: t(m.columnComments), cell: (doc) => doc.comments ?? '' },
        ]}
        deletion={
          canDelete
            ? form.deletion<(typeof documents)[number]>(remove, (doc) =>
                t(m.deleteNamed, { name: words.translate(doc.document_type) }),
              )
            : undefined
        }
      />
      <div className="cms-wizard-confirm">
        <Checkbox
          checked={confirmed}
          disabled={submitting}
          label={t(m.confirmSubmit)}
          onChange={(event) => onConfirm(event.currentTarget.checked)}
        />
      </div>
      <WizardNav
        onBack={submitting ? undefined : onBack}
        nextDisabled={loaded && photos === 0}
        nextHint={t(chainMessages.needPhoto)}
      >
        <Button
          intent={Intent.SUCCESS}
          icon="send-message"
          text={t(m.submit)}
          disabled={!canSubmit}
          loading={submitting}
          onClick={onSubmit}
        />
      </WizardNav>
    </section>
  );
}
