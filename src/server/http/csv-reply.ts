import type { FastifyReply } from 'fastify';
import { csvStream, type CsvRow } from '../services/reports/csv-stream';
import { attachment } from '../services/reports/file-name';

/**
 * Answers a CSV download: the rows streamed as they are produced, as an attachment named `fileName`.
 * Reports are not cached by the browser or a proxy: they hold one club's data and change with reviews.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  rows: Iterable<CsvRow> | AsyncIterable<CsvRow>,
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(csvStream(rows));
}
