import { FILE_TYPES, type StoredExtension } from '../../services/files/file-store';
import { forbidden, notFound } from '../../services/errors';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';

/** GET /api/files/{name}?exp=&sig=: a stored file through its signed, expiring link. */
export const fileDownload: OperationHandler<{
  Params: { name: string };
  Querystring: { exp: number; sig: string };
}> = async (request, reply) => {
  const { name } = request.params;
  if (!request.server.fileLinks.verify(name, request.query.exp, request.query.sig)) {
    throw forbidden(text('files.linkInvalid'));
  }
  const bytes = await request.server.files.read(name);
  if (!bytes) throw notFound(text('files.notFound'));
  const extension = name.slice(name.lastIndexOf('.') + 1) as StoredExtension;
  return reply
    .header('content-type', FILE_TYPES[extension])
    .header('cache-control', 'private, max-age=900')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(bytes);
};
