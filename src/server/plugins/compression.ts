import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than the headers cost. */
const COMPRESS_ABOVE_BYTES = 1024;

/**
 * The API's answers compressed on the fly (brotli, else gzip) when the caller accepts it and the
 * answer is over 1 KB: a member list or a report is several times smaller on a phone's connection.
 * Brotli at quality 4, not its default 11, which costs tens of milliseconds per answer. The built
 * client is not compressed here: it is served from the files compressed at build time (client-app).
 * Images and PDFs are left alone (their types are not compressible).
 */
async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies are taken as sent: a compressed upload would slip past the size limits that
    // are counted on the wire (and a small gzip can unpack to gigabytes).
    globalDecompression: false,
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** Compression of the API's answers. */
export const compressionPlugin = fp(compression, { name: 'compression' });
