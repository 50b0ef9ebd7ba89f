import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors';
import { text } from '../i18n/text';
import { languageOf } from '../i18n/request-language';

/** Hashed build outputs (`/assets/index-3f2a9c.js`): a new build gives new names, so they never change. */
const HASHED_ASSETS = '/assets/';

/**
 * How long a browser keeps a file of the build: hashed assets a year, never asked again
 * (`immutable`); everything else (index.html, the service worker, the manifest, icons) is asked
 * again each time, so a deploy reaches every phone at its next visit.
 */
export function cacheControlOf(urlPath: string): string {
  return urlPath.startsWith(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built client from STATIC_DIR and answers every other GET outside /api with its
 * index.html, so deep links like /switch-role load the app. A file is sent as the brotli or gzip copy
 * made at build time when the browser accepts one (vite.config.ts). Unknown API paths, and everything
 * when there is no build, are a 404 in the API's error shape.
 */
async function clientApp(app: FastifyInstance): Promise<void> {
  const root = resolve(app.config.staticDir);
  const hasBuild = existsSync(resolve(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // By the file's place in the build (its path under the root, as the address names it). The
      // answer differs by Accept-Encoding (a brotli or gzip copy): caches between must know it.
      setHeaders: (res, path) => {
        res.setHeader('cache-control', cacheControlOf(`/${relative(root, path).split(sep).join('/')}`));
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ root }, 'no client build found: serving the API only');
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/assets/');
    if (hasBuild && isPage) return reply.sendFile('index.html');
    return reply.status(404).send(errorBody(404, text('http.notFound'), languageOf(request)));
  });
}

/** The client app and the app-wide not-found handler. */
export const clientAppPlugin = fp(clientApp, { name: 'client-app' });
