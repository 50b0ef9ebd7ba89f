import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { applyMigrations } from '../src/server/db/migrate';
import { openDatabase } from '../src/server/db/open-database';
import { seedDemo } from '../src/server/db/seed/seed-demo';
import { createFileLinks } from '../src/server/services/files/signed-links';
import { memberChoices, memberPage } from '../src/server/services/members/member-lists';

/**
 * Member search on a large district: `npx tsx scripts/bench-member-search.ts [members]` (default
 * 100,000) on PGlite in memory, or on DATABASE_URL (a fresh database is expected). Prints the median
 * and worst time of each kind of search and whether PostgreSQL's plan uses the trigram index.
 */
const target = Number(process.argv[2] ?? 100_000);
const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { memory: true },
);
const { db } = database;
await applyMigrations(database);
await seedDemo(db, { clubs: 30, membersPerClub: 25 });

// Bulk members beyond the demo district: one statement, so loading 100k rows takes seconds.
const started = performance.now();
await db.execute(sql`
  insert into members (club_id, international_id, display_name, full_name, member_since, search_text)
  select (select id from clubs order by id limit 1 offset (g % 30)),
         'B' || g,
         'Member ' || g,
         'Bench Member Number ' || g,
         date '2010-01-01' + (g % 5000),
         lower('Member ' || g || ' Bench Member Number ' || g || ' B' || g || ' 79' || lpad(g::text, 7, '0'))
  from generate_series(1, ${target}) as g`);
await db.execute(sql`
  insert into users (member_id, mobile)
  select m.id, '79' || lpad(substr(m.international_id, 2), 7, '0') from members m
  where m.international_id like 'B%'`);
await db.execute(sql`analyze members`);
console.log(`loaded ${target} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const links = createFileLinks('bench-secret-bench-secret-bench-secret');
const searches = ['member 4242', 'number 99', 'b77777', '790012345', 'perera', 'zzzz-nothing'];

async function time(label: string, run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label.padEnd(40)} median ${samples[7]!.toFixed(1)} ms, worst ${samples[14]!.toFixed(1)} ms`);
}

// An official who manages members searches mobiles and e-mails too (the trigram index); a plain
// member only names and ids.
const official = { contacts: true, memberUuid: '' };
const plainMember = { contacts: false, memberUuid: '' };
for (const search of searches) {
  await time(`picker search "${search}"`, () => memberChoices(db, links, undefined, search, official));
  await time(`paged list "${search}"`, () => memberPage(db, links, null, search, 1, official));
  await time(`paged list "${search}" (plain member)`, () =>
    memberPage(db, links, null, search, 1, plainMember),
  );
}
await time('paged list, no search, page 500', () => memberPage(db, links, null, '', 500, official));

const plan = await db.execute(
  sql`explain select id from members where search_text like '%member 4242%' limit 20`,
);
const rows =
  (plan as unknown as { rows: Record<string, string>[] }).rows ??
  (plan as unknown as Record<string, string>[]);
console.log('plan:', rows.map((r) => Object.values(r)[0]).join(' | '));
await database.close();
