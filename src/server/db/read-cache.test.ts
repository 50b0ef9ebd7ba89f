import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from './database';
import { applyMigrations } from './migrate';
import { openPglite } from './open-pglite';
import { keepReadsBetweenWrites, preparedRead } from './read-cache';
import { districts, regions, zones } from './schema';

// A prepared read on PGlite is answered again from memory while no write completes; any write, made
// any way, makes the next call read the database again.
let database: Database;
let asked = 0;

/** The zones named like a pattern: a prepared read that counts how often it reaches the database. */
const zonesLike = (pattern: string) =>
  preparedRead(database.db, 'test_zones_like', (d, name) => {
    const statement = d
      .select({ name: zones.name })
      .from(zones)
      .where(sql`${zones.name} like ${sql.placeholder('pattern')}`)
      .orderBy(zones.name)
      .prepare(name);
    return {
      execute: (params: { pattern: string }) => {
        asked++;
        return statement.execute(params);
      },
    };
  }).execute({ pattern });

beforeAll(async () => {
  database = await openPglite();
  await applyMigrations(database);
});
afterAll(() => database.close());

describe('prepared reads kept between writes on PGlite', () => {
  it('answers the same parameters from memory while nothing is written', async () => {
    const first = await zonesLike('Cache%');
    const before = asked;
    expect(await zonesLike('Cache%')).toEqual(first);
    expect(asked).toBe(before);
    await zonesLike('Other%');
    expect(asked).toBe(before + 1);
  });

  it('reads again after a write, and sees it', async () => {
    const [district] = await database.db.insert(districts).values({ code: 'C', name: 'Cache' }).returning();
    const [region] = await database.db
      .insert(regions)
      .values({ districtId: district!.id, name: 'Cache Region' })
      .returning();
    expect(await zonesLike('Cache%')).toEqual([]);
    await database.db.insert(zones).values({ name: 'Cache Zone', regionId: region!.id });
    expect(await zonesLike('Cache%')).toEqual([{ name: 'Cache Zone' }]);
    await database.db.transaction(async (tx) => {
      await tx.update(zones).set({ name: 'Cache Zone 2' }).where(eq(zones.name, 'Cache Zone'));
    });
    expect(await zonesLike('Cache%')).toEqual([{ name: 'Cache Zone 2' }]);
    await database.db.execute(sql`delete from zones where name = 'Cache Zone 2'`);
    expect(await zonesLike('Cache%')).toEqual([]);
  });
});

describe('prepared reads elsewhere', () => {
  /** A database handle and a read whose every call counts, the clock moved by `during` while it reads. */
  function fakeRead(during: () => void) {
    const db = {} as Db;
    let calls = 0;
    const read = () =>
      preparedRead(db, 'fake', () => ({
        execute: async () => {
          calls++;
          during();
          return [calls];
        },
      })).execute({});
    return { db, read, calls: () => calls };
  }

  it('keeps nothing read while a write completed', async () => {
    let writes = 0;
    const fake = fakeRead(() => writes++);
    keepReadsBetweenWrites(fake.db, { now: () => writes });
    await fake.read();
    await fake.read();
    expect(fake.calls()).toBe(2);
  });

  it('keeps nothing where other processes write (no clock: PostgreSQL)', async () => {
    const fake = fakeRead(() => {});
    await fake.read();
    await fake.read();
    expect(fake.calls()).toBe(2);
  });
});
