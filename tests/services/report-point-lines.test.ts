import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityPoints, clubs } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { pointLineBatches } from '../../src/server/services/reports/point-line-batches';
import { createTestDatabase } from '../helpers/test-database';

// The activity CSV's point lines, read from the database in batches as the file streams.

let db: Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];
let dispose: () => Promise<void>;

beforeAll(async () => {
  const test = await createTestDatabase();
  db = test.database.db;
  dispose = test.dispose;
  await seedDemo(db, { clubs: 1, membersPerClub: 1 });
});
afterAll(() => dispose());

/** A report of `month` with `count` point lines titled 'Line 0'..., and another report's line between. */
async function reportWithLines(month: string, count: number): Promise<number> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).limit(1);
  const [report] = await db
    .insert(activities)
    .values({ clubId: club!.id, key: 'batch-test', lionsYear: 2026, month })
    .returning({ id: activities.id });
  const [other] = await db
    .insert(activities)
    .values({ clubId: club!.id, key: 'batch-other', lionsYear: 2026, month })
    .returning({ id: activities.id });
  for (let i = 0; i < count; i += 1) {
    await db.insert(activityPoints).values({ activityId: report!.id, title: `Line ${i}`, crPoints: i });
    await db.insert(activityPoints).values({ activityId: other!.id, title: `Other ${i}` });
  }
  return report!.id;
}

async function titles(lines: AsyncIterable<{ title: string }>): Promise<string[]> {
  const seen: string[] = [];
  for await (const line of lines) seen.push(line.title);
  return seen;
}

describe('point lines in batches', () => {
  it('hands over every line of the report once, in the order made, across batches', async () => {
    const id = await reportWithLines('01', 7);
    expect(await titles(await pointLineBatches(db, id, 3))).toEqual(
      Array.from({ length: 7 }, (_, i) => `Line ${i}`),
    );
  });

  it('ends after a last batch that is exactly full', async () => {
    const id = await reportWithLines('02', 6);
    expect(await titles(await pointLineBatches(db, id, 3))).toHaveLength(6);
  });

  it('hands over nothing for a report without lines', async () => {
    const id = await reportWithLines('03', 0);
    expect(await titles(await pointLineBatches(db, id))).toEqual([]);
  });

  it('carries the points as numbers', async () => {
    const id = await reportWithLines('04', 2);
    const lines = [];
    for await (const line of await pointLineBatches(db, id)) lines.push(line.crPoints);
    expect(lines).toEqual([0, 1]);
  });
});
