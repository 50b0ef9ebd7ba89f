import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { applyMigrations } from '../../../src/server/db/migrate';
import { openDatabase } from '../../../src/server/db/open-database';
import { demoLoginEmail } from '../../../src/server/db/seed/demo-logins';
import { seedDemo } from '../../../src/server/db/seed/seed-demo';
import { loadActivityCatalogue } from '../../../src/server/services/activities/activity-catalogue';
import { CPE } from '../../../src/shared/policy';
import { colomboDate } from '../../../src/shared/time/colombo';
import { lionsYearOf } from '../../../src/shared/time/lions-year';
import { withoutSecondaryIndexes } from './bulk-indexes';
import { generateActivities } from './generate-activities';
import { generateMembers } from './generate-members';
import { generateOrganisation } from './generate-organisation';
import { generateProjects } from './generate-projects';
import { writeNamePool } from './name-pool';
import { judgeMarker, migrationTags, readMarker, writeMarker } from './world-marker';
import {
  databaseBytes,
  databaseExists,
  databaseUrl,
  gigabytes,
  recreateDatabase,
  withClient,
} from './world-db';
import { describeWorld, worldDatabaseName, worldSize, type WorldSize } from './world-size';

/** The tables the bulk load fills, loaded without their secondary indexes (bulk-indexes.ts). */
const BULK_TABLES = [
  'members',
  'users',
  'contacts',
  'office_role_assignments',
  'activities',
  'activity_points',
  'service_projects',
  'project_committee_members',
  'project_point_lines',
  'project_points',
];

/** What `ensureWorld` is asked for. */
export interface WorldRequest {
  scale: number;
  /** Regenerate even when a complete world of that size is there. */
  fresh: boolean;
  /** The PostgreSQL server (any database URL on it; the world gets its own database). */
  serverUrl: string;
}

/** A world ready to measure, and how it came to be. */
export interface World {
  url: string;
  database: string;
  size: WorldSize;
  /** What was done: generated now, reused as it was, or reused after applying new migrations. */
  origin: 'generated' | 'reused' | 'migrated';
  /** Seconds the generation took (now, or when the reused world was made). */
  generationSeconds: number;
  bytes: number;
}

/**
 * The world of `request.scale` in its named database on the server: reused when a complete one of
 * that size, generated this month, is there (a full generation takes minutes), brought up to this
 * checkout's migrations when it only lacks new ones, generated otherwise or with `fresh`.
 */
export async function ensureWorld(request: WorldRequest): Promise<World> {
  const size = worldSize(request.scale);
  const database = worldDatabaseName(request.scale);
  const url = databaseUrl(request.serverUrl, database);
  const tags = migrationTags();
  const marker =
    !request.fresh && (await databaseExists(request.serverUrl, database))
      ? await withClient(url, readMarker)
      : null;
  const verdict = request.fresh ? 'regenerate' : judgeMarker(marker, size, colomboDate().slice(0, 7), tags);
  if (verdict === 'regenerate') {
    const seconds = await generateWorld(request.serverUrl, database, size);
    const bytes = await withClient(url, databaseBytes);
    return { url, database, size, origin: 'generated', generationSeconds: seconds, bytes };
  }
  if (verdict === 'migrate') {
    console.log(`World ${database}: applying the migrations added since it was generated...`);
    const started = performance.now();
    const opened = await openDatabase({ url });
    try {
      await applyMigrations(opened);
    } finally {
      await opened.close();
    }
    await withClient(url, (client) => writeMarker(client, { ...marker!, migrations: tags }));
    console.log(`  migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const bytes = await withClient(url, databaseBytes);
  console.log(
    `World ${database} reused (${describeWorld(size)}; generated ${marker!.generatedAt.toISOString().slice(0, 16)} ` +
      `in ${Math.round(marker!.generationSeconds)} s; ${gigabytes(bytes)}). --fresh regenerates it.`,
  );
  return {
    url,
    database,
    size,
    origin: verdict === 'migrate' ? 'migrated' : 'reused',
    generationSeconds: marker!.generationSeconds,
    bytes,
  };
}

/** The demo district, as `npm start` loads it on an empty database: migrated, then seeded. */
async function seedDemoDistrict(url: string): Promise<void> {
  const opened = await openDatabase({ url });
  try {
    await applyMigrations(opened);
    const result = await seedDemo(opened.db);
    if (!result.seeded) throw new Error(`the demo seed refused: ${result.reason}`);
  } finally {
    await opened.close();
  }
}

/** Ids the bulk steps start from: the demo district, its last club, the evaluator's user. */
async function anchors(client: pg.Client) {
  const { rows } = await client.query<{
    district: number;
    clubs: number;
    next_club: number;
    evaluator: number;
  }>(
    `select (select min(id) from districts) as district,
            (select count(*)::int from clubs) as clubs,
            (select max(id) + 1 from clubs) as next_club,
            (select id from users where lower(email) = $1) as evaluator`,
    [demoLoginEmail(CPE)],
  );
  return rows[0]!;
}

/**
 * Generates a world into a new database `database` (dropped first if it exists): the demo district
 * (so the demo logins sign in), then the bulk on top in a few large set-based statements, the
 * statistics, and last the marker. Answers the seconds it took.
 */
export async function generateWorld(serverUrl: string, database: string, size: WorldSize): Promise<number> {
  console.log(`Generating world ${database}: ${describeWorld(size)}...`);
  const started = performance.now();
  const url = databaseUrl(serverUrl, database);
  await recreateDatabase(serverUrl, database);
  await seedDemoDistrict(url);
  const types = (await loadActivityCatalogue()).types;
  const today = colomboDate();
  const year = lionsYearOf(today);
  const lastYear = lionsYearOf(`${year.startYear - 1}-07-01`);
  await withClient(url, async (client) => {
    // The world is generated once and thrown away whole if anything fails: no need to wait for
    // the disk on every statement; big sorts for the index builds.
    await client.query(`set synchronous_commit = off`);
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '1GB'`);
    const ids = await anchors(client);
    await writeNamePool(client);
    await withoutSecondaryIndexes(client, BULK_TABLES, async () => {
      const newClubs = await generateOrganisation(client, {
        districtId: ids.district,
        newClubs: size.clubs - ids.clubs,
      });
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from members');
      await generateMembers(client, {
        newMembers: size.members - rows[0]!.n,
        firstClubId: ids.next_club,
        year,
        lastYear,
        today,
      });
      await generateActivities(client, types, {
        reports: size.reports,
        clubs: ids.clubs + newClubs,
        startYear: year.startYear,
        today,
        evaluatorUserId: ids.evaluator,
      });
      await generateProjects(client, { projects: size.projects, evaluatorUserId: ids.evaluator });
    });
    // As autovacuum would have left a database that grew over years: statistics for the planner,
    // and the visibility map that lets index-only scans skip the table.
    const vacuumed = performance.now();
    await client.query('vacuum (analyze)');
    console.log(`  vacuum (analyze): ${((performance.now() - vacuumed) / 1000).toFixed(1)} s`);
    const seconds = (performance.now() - started) / 1000;
    await writeMarker(client, {
      size,
      month: today.slice(0, 7),
      migrations: migrationTags(),
      generatedAt: new Date(),
      generationSeconds: seconds,
    });
    console.log(`World ${database} generated in ${Math.round(seconds)} s.`);
  });
  return (performance.now() - started) / 1000;
}
