import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config/config';
import type { Database } from './db/database';
import { frameworkErrorAnswer, installErrorHandler } from './http/error-handler';
import { requestLogFields } from './http/log-redaction';
import { installNulGuard } from './http/nul-guard';
import { installSecurityHeaders, securityHeaders } from './http/security-headers';
import { installRequestValidators } from './http/validators';
import { authPlugin } from './plugins/auth';
import { clientAppPlugin } from './plugins/client-app';
import { compressionPlugin } from './plugins/compression';
import { operationsPlugin } from './plugins/operations';
import { loadActivityCatalogue } from './services/activities/activity-catalogue';
import { projectPointsDefinition } from './services/project-review/points-definition';
import { createSessionFinder } from './services/auth/session-cache';
import { createThrottles } from './services/auth/throttle';
import { createConfiguredFileStore } from './services/files/configured-file-store';
import { createFileLinks } from './services/files/signed-links';
import { createBackgroundJobs } from './services/background/background-jobs';
import { createSmsSender, gatewayDelivery, type SmsDelivery } from './services/sms/sms-sender';
import './http/request-context';

/** What the app needs from outside: its configuration and an open, migrated database. */
export interface AppDeps {
  config: Config;
  database: Database;
  /** false turns logging off (most tests). */
  logger?: false;
  /** Where log lines go (standard output by default); tests read them from here. */
  logStream?: NodeJS.WritableStream;
  /** Where SMS go instead of the configured gateway (tests read them from here). */
  smsDelivery?: SmsDelivery;
}

/** Largest JSON body accepted; uploads come later as multipart with their own limits. */
const JSON_BODY_LIMIT = 256 * 1024;

/** Builds the whole application (API and client) without listening, so tests can `inject`. */
export async function buildApp({
  config,
  database,
  logger,
  logStream,
  smsDelivery,
}: AppDeps): Promise<FastifyInstance> {
  const loggerOptions: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    // Tokens and passwords never reach the log: not in headers, bodies, nor query strings.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.old_password'],
    serializers: { req: requestLogFields },
    ...(logStream && { stream: logStream }),
  };
  const headers = securityHeaders();
  const app = Fastify({
    logger: logger === false ? false : loggerOptions,
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Request ids are ours, never taken from the caller, so log lines cannot be forged.
    requestIdHeader: false,
    return503OnClosing: true,
    frameworkErrors: frameworkErrorAnswer(headers),
  });

  // The routes this app answers, for the contract test and for diagnostics.
  const routes: { method: string; url: string }[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('findSession', createSessionFinder(database.db, database.writes));
  app.decorate('throttles', createThrottles(database.pool ? { pool: database.pool } : undefined));
  app.decorate(
    'sms',
    createSmsSender(database.db, app.log, config.sms, smsDelivery ?? gatewayDelivery(config.sms)),
  );
  app.decorate('background', createBackgroundJobs(app.log));
  // Work started by requests (reset SMS) finishes before the database closes.
  app.addHook('onClose', () => app.background.drain());
  // Uploads in the database (shared by every process) or in a folder, as FILE_STORE says.
  app.decorate(
    'files',
    createConfiguredFileStore(config, database, (err, name) =>
      app.log.warn({ err, file: name }, 'fingerprinting an upload failed; the start-up fill retries it'),
    ),
  );
  // Fingerprints still being written reach the database before it closes.
  app.addHook('onClose', () => app.files.settled?.());
  app.decorate('fileLinks', createFileLinks(config.fileUrlSecret));
  app.decorate('activityCatalogue', await loadActivityCatalogue(config.schemasDir));
  // A broken schemas/projects/points.json stops the start here, not at the first project saved.
  projectPointsDefinition();

  installRequestValidators(app);
  installNulGuard(app);
  installErrorHandler(app);
  installSecurityHeaders(app, headers);
  // Every answer carries its request id, so a user's report can be matched to the log.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Multipart bodies are read by the handlers (readMultipartBody), each with per-request limits.
  await app.register(compressionPlugin);
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(authPlugin);
  await app.register(operationsPlugin);
  await app.register(clientAppPlugin);
  return app;
}
