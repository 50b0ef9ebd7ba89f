import type { FastifyRequest } from 'fastify';
import { readMultipartParts } from '../../http/multipart-body';
import { unsupportedMediaType } from '../../services/errors';
import { actorOf, requireAuth } from '../../http/request-context';
import type { WizardDeps } from '../../services/projects/project-caller';
import { projectForms, type Transport } from '../../services/projects/project-forms';
import type { UploadedFile } from '../../services/files/uploaded-file';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/** What a wizard write needs of the request: the app's stores, the audit actor and the caller. */
export async function wizardContext(request: FastifyRequest) {
  const { db, files, config } = request.server;
  const deps: WizardDeps = { db, files, forms: await projectForms(config.schemasDir) };
  return { deps, actor: actorOf(request), caller: requireAuth(request) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A wizard body from JSON or multipart: its fields, the files of `fileFields`, and how it came. */
export async function wizardBody(
  request: FastifyRequest,
  fileFields: ReadonlySet<string>,
): Promise<{ body: Record<string, unknown>; uploads: UploadedFile[]; transport: Transport }> {
  if (request.isMultipart()) {
    const { body, files } = await readMultipartParts(request, fileFields);
    return { body, uploads: files, transport: 'multipart' };
  }
  // Fastify also parses text/plain; only a JSON object is a wizard body.
  const body = request.body;
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '') || !isObject(body)) {
    throw unsupportedMediaType(text('http.multipartOrJsonRequired'));
  }
  return { body: { ...body }, uploads: [], transport: 'json' };
}

/** The answer of a wizard write: the spec's 'Success' (in the request's language) with what was saved. */
export function saved<T>(request: FastifyRequest, data: T) {
  return { status_code: 200, message: say(request, text('projects.saved')), data };
}
