import { readMultipartParts } from '../../http/multipart-body';
import { documentEntry } from '../../services/projects/entry-shapes';
import { addDocument } from '../../services/projects/project-documents';
import type { OperationHandler } from '../types';
import { saved, wizardContext } from './wizard-context';

/** The file slot of step 5. */
const DOCUMENT_FILE = new Set(['document']);

/** POST /api/service-project/{id}/document: attaches a photo or document to a draft (multipart). */
export const projectDocumentUpload: OperationHandler<{ Params: { id: string } }> = async (request) => {
  const { deps, actor, caller } = await wizardContext(request);
  const { body, files } = await readMultipartParts(request, DOCUMENT_FILE);
  const row = await addDocument(deps, actor, caller, request.params.id, { body, uploads: files });
  return saved(request, documentEntry(request.server.fileLinks, row));
};
