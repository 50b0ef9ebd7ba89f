import type pg from 'pg';
import { createRandom, generateName, type Community } from '../../../src/server/db/seed/demo-data';
import { bulk } from './world-db';

/** Distinct people the pool holds: enough that a name search finds tens of members, not thousands. */
export const NAME_POOL_SIZE = 20_000;

/** The island's mix of name traditions, as the demo district weighs them for most clubs. */
const COMMUNITIES: readonly (readonly [Community, number])[] = [
  ['sinhala', 70],
  ['tamil', 12],
  ['muslim', 12],
  ['burgher', 6],
];

/** Lower-case ASCII letters of a name, for an e-mail's local part. */
const emailWord = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z]/g, '');

/**
 * Fills the temporary table `world_names (i, display_name, full_name, gender, title, email_local)`
 * with people drawn by the demo district's own name generator, so searches of the world meet the
 * same names (Perera, Rajaratnam, Marikar...) as the demo. Members pick a row by a hash of their
 * number: the pool is a lookup table, written in one statement, not one insert per member.
 */
export async function writeNamePool(client: pg.Client): Promise<void> {
  const random = createRandom(48_000);
  const columns = {
    display: [] as string[],
    full: [] as string[],
    gender: [] as string[],
    title: [] as string[],
    email: [] as string[],
  };
  for (let i = 0; i < NAME_POOL_SIZE; i++) {
    const gender = random.weighted([
      ['Male', 62],
      ['Female', 36],
      ['Preferred not to say', 2],
    ] as const);
    const nameGender = gender === 'Female' ? 'Female' : 'Male';
    const name = generateName(random, random.weighted(COMMUNITIES), nameGender);
    columns.display.push(name.displayName);
    columns.full.push(name.fullName);
    columns.gender.push(gender);
    columns.title.push(
      gender === 'Male' ? 'Mr' : gender === 'Female' ? random.pick(['Mrs', 'Ms', 'Miss']) : '',
    );
    columns.email.push(`${emailWord(name.first)}.${emailWord(name.surname)}`);
  }
  await client.query(`create temporary table world_names (
    i integer primary key, display_name text, full_name text, gender text, title text, email_local text)`);
  await bulk(
    client,
    'name pool',
    `insert into world_names
     select n - 1, d, f, g, nullif(t, ''), e
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) with ordinality
            as p(d, f, g, t, e, n)`,
    [columns.display, columns.full, columns.gender, columns.title, columns.email],
  );
}
