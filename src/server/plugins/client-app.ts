import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../http/errors';
import { text } from '../i18n/text';
import { languageOf } from '../i18n/request-language';

/**
 * Serves the built client from STATIC_DIR and answers every other GET outside /api with its
 * index.html, so deep links like /switch-role load the app. Unknown API paths, and everything when
 * there is no build, are a 404 in the API's error shape.
 */
async function clientApp(app: FastifyInstance): Promise<void> {
  const root = resolve(app.config.staticDir);
  const hasBuild = existsSync(resolve(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
  } else {
    app.log.warn({ root }, 'no client build found: serving the API only');
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/assets/');
    if (hasBuild && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(errorBody(404, text('http.notFound'), languageOf(request)));
  });
}

/** The client app and the app-wide not-found handler. */
export const clientAppPlugin = fp(clientApp, { name: 'client-app' });
