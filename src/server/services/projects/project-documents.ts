import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projectDocuments } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { addFieldErrors, type FieldErrors } from '../errors';
import type { FileLinks } from '../files/signed-links';
import type { UploadedFile } from '../files/uploaded-file';
import { withoutBlanks } from './blank-fields';
import { draftInScope, refuseErrors, writeDraft } from './draft-writes';
import { derivedDocumentType } from './document-types';
import { documentEntry } from './entry-shapes';
import type { ProjectCaller, WizardDeps } from './project-caller';
import { checkUploads, fileKind, refuseNamedFiles, removeStoredFiles, storeUploads } from './project-files';

/** Step 5 as it arrived: the document type and comment, and the uploaded file. */
export interface DocumentSubmission {
  body: Record<string, unknown>;
  uploads: readonly UploadedFile[];
}

/** The document types a project already holds (its photo slots filled so far). */
async function filledTypes(db: Db, projectId: number): Promise<Set<string>> {
  const rows = await db
    .select({ type: projectDocuments.documentType })
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, projectId));
  return new Set(rows.map((row) => row.type));
}

/**
 * Attaches a photo or document to a draft: the type and comment checked by the step's form, the file
 * (required) by its bytes; stored, then written with the role that attached it, all or nothing. A
 * document sent as the spec sends it, without a type, is given one (derivedDocumentType).
 */
export async function addDocument(
  { db, files, forms }: WizardDeps,
  actor: Actor,
  caller: ProjectCaller,
  uuid: string,
  submission: DocumentSubmission,
) {
  const project = await draftInScope(db, caller, uuid);
  const rules = forms.fileRules('project-document');
  const errors: FieldErrors = {};
  const fields = withoutBlanks(submission.body);
  refuseNamedFiles(rules, fields, 'multipart', errors);
  const checked = await checkUploads(rules, submission.uploads, fields, errors);
  if (fields.type === undefined) {
    const kind = checked.find((file) => file.field === 'document')?.extension;
    fields.type = derivedDocumentType(
      fields.comments,
      kind === undefined ? null : kind === 'pdf' ? 'pdf' : 'image',
      await filledTypes(db, project.id),
    );
  }
  const schemaErrors = forms.check('project-document', fields, 'multipart');
  for (const [field, messages] of Object.entries(schemaErrors)) addFieldErrors(errors, field, messages);
  refuseErrors(errors);
  const stored: string[] = [];
  try {
    const names = await storeUploads(files, checked, stored);
    const path = names.get('document')!;
    return await writeDraft(db, caller, project, async (tx, current) => {
      const [row] = await tx
        .insert(projectDocuments)
        .values({
          projectId: current.id,
          documentType: fields.type as string,
          kind: fileKind(path),
          path,
          comments: typeof fields.comments === 'string' ? fields.comments : null,
          roleCode: caller.role?.name ?? null,
          uploadedBy: actor.userId,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: 'project.document.add',
        entity: 'service_project',
        entityId: current.uuid,
        after: row,
      });
      return row!;
    });
  } catch (err) {
    await removeStoredFiles(files, stored);
    throw err;
  }
}

/** A project's documents (by its row id), oldest first, as the preview shows them. */
export async function projectDocumentList(db: Db, links: FileLinks, projectId: number) {
  const rows = await db
    .select()
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, projectId))
    .orderBy(asc(projectDocuments.id));
  return rows.map((row) => documentEntry(links, row));
}
