// `npm run db:seed`: migrates the configured database and fills it with the demo district when it is
// empty. DATABASE_URL (PostgreSQL) wins over DATA_DIR (PGlite folder, default ./data).
import type { DatabaseTarget } from '../src/server/db/open-database';
import { openDatabase } from '../src/server/db/open-database';
import { applyMigrations } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/db/seed/seed-demo';
import { seedDemoReports } from '../src/server/db/seed/seed-demo-reports';
import { loadActivityCatalogue } from '../src/server/services/activities/activity-catalogue';
import { loadConfig } from '../src/server/config/config';
import { createConfiguredFileStore } from '../src/server/services/files/configured-file-store';

/** Where to seed, from the environment; empty variables count as unset. */
function seedTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url };
  return { dataDir: env.DATA_DIR?.trim() || './data' };
}

async function main(): Promise<number> {
  const target = seedTarget();
  const database = await openDatabase(target);
  const config = loadConfig();
  const files = createConfiguredFileStore(config, database);
  try {
    const started = performance.now();
    const result = await database.withStartupLock(async () => {
      await applyMigrations(database);
      return seedDemo(database.db);
    });
    const reports = result.seeded
      ? await seedDemoReports(database.db, {
          files,
          catalogue: await loadActivityCatalogue(config.schemasDir),
          schemasDir: config.schemasDir,
        })
      : null;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result.seeded && result.counts) {
      const c = result.counts;
      console.log(
        `Seeded the demo district in ${seconds}s: ${c.regions} regions, ${c.zones} zones, ${c.clubs} clubs, ` +
          `${c.members} members (${c.demoLogins} demo logins), ${c.contacts} contacts, ` +
          `${c.officeRoleAssignments} office role assignments, ` +
          `${c.serviceProjects + (reports?.projects ?? 0)} service projects` +
          (reports
            ? `, ${reports.reports} monthly reports (${reports.entries} filings, ${reports.files} files` +
              `${reports.skipped ? `, ${reports.skipped} skipped` : ''}).`
            : '.'),
      );
    } else {
      console.log(`Not seeded: ${result.reason ?? 'unknown reason'}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Seeding failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
