import { sql } from 'drizzle-orm';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/config';
import { applyMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import { DataFolderBusyError } from './db/open-pglite';
import { seedDemo } from './db/seed/seed-demo';
import { seedDemoReports } from './db/seed/seed-demo-reports';
import {
  claimPendingDemoReports,
  finishDemoReports,
  markDemoReportsPending,
} from './db/seed/demo-reports-job';
import { runScheduledJob } from './services/background/scheduled-jobs';
import { sweepOrphanFiles } from './services/files/orphan-sweep';
import { fillMissingFingerprints } from './services/duplicates/fingerprint-fill';
import { DEFAULT_SCHEMAS_DIR } from './services/activities/activity-catalogue';
import { scheduleReminders } from './services/reminders/schedule-reminders';
import { SchemasCheckError } from './services/activities/schemas-check';

/**
 * Starts the server: configuration, database (migrations once, under a lock; the demo district on an
 * empty database unless SEED=none), then listens. SIGTERM and SIGINT finish open requests, close the
 * database and exit.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let database;
  try {
    database = await openDatabase(config.database);
  } catch (err) {
    if (err instanceof DataFolderBusyError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(`Cannot open the database: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }

  let app;
  try {
    app = await buildApp({ config, database });
  } catch (err) {
    // A broken activity folder: say each problem in words (as `npm run schemas:check` does), not a stack.
    if (!(err instanceof SchemasCheckError)) throw err;
    console.error(err.message);
    await database.close();
    process.exit(1);
  }
  const db = database;
  /** Removes the stored files no row names that are older than `minutes`; answers how many went. */
  const sweepOrphans = async (minutes: number) => {
    const removed = await sweepOrphanFiles(db.db, app.files, new Date(Date.now() - minutes * 60_000));
    if (removed.length > 0) app.log.warn({ files: removed.length }, 'removed stored files that no row names');
    return removed.length;
  };
  const sweepFailed = (err: unknown) => app.log.error({ err }, 'the sweep of orphaned files failed');
  let fillDemoYear = false;
  await db.withStartupLock(async () => {
    await applyMigrations(db);
    if (config.demoSeedWithheld) {
      app.log.warn(
        'production: the demo district is not loaded (its accounts share a published password); ' +
          'set SEED=demo to load it anyway',
      );
    }
    if (config.seed !== 'none') {
      const result = await seedDemo(db.db);
      if (result.seeded && config.seed === 'demo') await markDemoReportsPending(db.db);
      // A stop during an earlier first start left part of the year to file.
      fillDemoYear =
        config.seed === 'demo' &&
        (result.seeded || (await claimPendingDemoReports(db.db, db.kind === 'pglite' ? 0 : 10 * 60_000)));
      app.log.info(
        result.seeded ? 'demo district loaded' : `demo seed skipped: ${result.reason ?? 'not needed'}`,
      );
      // The planner gets the loaded tables' statistics now: PostgreSQL's autovacuum would gather them
      // a minute or so later, and PGlite has no autovacuum at all.
      if (result.seeded) await db.db.execute(sql`analyze`);
      if (result.seeded && config.env === 'production') {
        app.log.warn('production: SEED=demo loaded 27 demo accounts with the published demo password');
      }
    }
    // Files a crash left between storing them and committing their row. A PGlite folder has one
    // process (locked), so every such file is an orphan; other PostgreSQL processes may be uploading.
    await sweepOrphans(db.kind === 'pglite' ? 0 : config.orphanFileMinutes).catch(sweepFailed);
  });
  // A process of a PostgreSQL deployment that crashed and never came back leaves orphans too. Each
  // process looks six times a period (every 10 minutes for the hourly default); one of them takes
  // the period's turn (scheduled_job_runs), and says so in its log.
  const everyMs = config.orphanSweepSeconds * 1000;
  const periodicSweep = {
    name: 'orphan-file-sweep',
    everyMs,
    run: async () => `${await sweepOrphans(config.orphanFileMinutes)} files removed`,
  };
  const sweepTurn = async () => {
    // The turn's time as scheduled_job_runs records it, logged too: runs end when they end, turns
    // are what the schedule spaces (a period apart at least, across all processes).
    const turn = new Date();
    const detail = await runScheduledJob(db.db, periodicSweep, turn);
    if (detail !== null) {
      app.log.info({ job: periodicSweep.name, turn: turn.toISOString(), detail }, 'scheduled job ran');
    }
  };
  const sweeper = setInterval(() => void sweepTurn().catch(sweepFailed), everyMs / 6);
  sweeper.unref();
  // The daily reminder SMS: every process looks, one a day sends (REMINDERS=off turns it off).
  const stopReminders = config.reminders
    ? scheduleReminders(
        {
          db: db.db,
          sms: app.sms,
          types: app.activityCatalogue.types,
          schemasDir: config.schemasDir ?? DEFAULT_SCHEMAS_DIR,
        },
        app.log,
      )
    : () => undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(sweeper);
    stopReminders();
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (fillDemoYear) fillDemoReports(app, () => closing);
  // Uploads stored before the duplicate-claim flags (or restored from an archive) get their fingerprints.
  app.background.run('fingerprint-fill', async () => {
    const filled = await fillMissingFingerprints(db.db, app.files, () => closing);
    if (filled > 0)
      app.log.info({ files: filled }, 'fingerprinted stored uploads for the duplicate-claim flags');
  });
}

/**
 * Files the demo district's Lions year of monthly reports once the server answers: through the real
 * services that takes half a minute on PGlite, too long to keep a new district waiting at its first
 * start. It goes club by club, month by month, each in its own transaction, and the log says when
 * the year is in.
 */
function fillDemoReports(app: Awaited<ReturnType<typeof buildApp>>, stopped: () => boolean): void {
  app.log.info("filing the demo district's monthly reports in the background");
  app.background.run('demo-reports', async () => {
    const started = performance.now();
    const services = {
      files: app.files,
      catalogue: app.activityCatalogue,
      schemasDir: app.config.schemasDir,
    };
    const counts = await seedDemoReports(app.db, services, { stopped });
    if (counts.stopped) {
      app.log.info(counts, "demo district's monthly reports stopped; the next start files the rest");
      return;
    }
    await finishDemoReports(app.db, `${counts.reports} reports, ${counts.projects} service projects`);
    await app.db.execute(sql`analyze`);
    app.log.info(
      { ...counts, seconds: Math.round((performance.now() - started) / 1000) },
      "demo district's monthly reports filed",
    );
  });
}
