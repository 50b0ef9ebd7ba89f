import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { LIONS_YEAR_MONTHS } from '../../../src/shared/catalogue/activity-type';
import {
  DEFAULT_SCHEMAS_DIR,
  type LoadedActivityType,
} from '../../../src/server/services/activities/activity-catalogue';
import { linesOf } from '../../../src/server/services/review/point-calculation';
import { bulk } from './world-db';

/** One month of one Lions year whose reports the world holds, and how old it is. */
export interface SlotMonth {
  lionsYear: number;
  month: string;
  /** 0: the current month, 1: the month before, 2: older (most reports decided). */
  age: 0 | 1 | 2;
  /** The calendar year the month falls in. */
  calendarYear: number;
}

/**
 * The months whose reports the world holds, newest first: the current Lions year up to this month,
 * then as many whole earlier years as `years` says.
 */
export function slotMonths(today: string, startYear: number, years: number): SlotMonth[] {
  const current = today.slice(5, 7);
  const months: SlotMonth[] = [];
  const elapsed = LIONS_YEAR_MONTHS.slice(0, LIONS_YEAR_MONTHS.indexOf(current as never) + 1);
  const add = (lionsYear: number, month: string) =>
    months.push({
      lionsYear,
      month,
      age: months.length === 0 ? 0 : months.length === 1 ? 1 : 2,
      calendarYear: Number(month) >= 7 ? lionsYear : lionsYear + 1,
    });
  for (const month of [...elapsed].reverse()) add(startYear, month);
  for (let back = 1; back <= years; back++) {
    for (const month of [...LIONS_YEAR_MONTHS].reverse()) add(startYear - back, month);
  }
  return months;
}

/** How many reports a club could have filed in those months: one per type scheduled in each. */
export function slotsIn(types: readonly LoadedActivityType[], months: readonly SlotMonth[]): number {
  return months.reduce(
    (sum, m) => sum + types.filter((t) => (t.schedule.months as string[]).includes(m.month)).length,
    0,
  );
}

/** A type's stored data as the service keeps it: the example's fields, or one entry of them. */
function exampleData(type: LoadedActivityType): Record<string, unknown> {
  const example = JSON.parse(
    readFileSync(join(DEFAULT_SCHEMAS_DIR, 'activities', type.key, 'example.json'), 'utf8'),
  ) as Record<string, unknown>;
  return type.entries
    ? { [type.entries]: [{ uuid: '00000000-0000-4000-8000-000000000000', ...example }] }
    : example;
}

/**
 * Fills `world_types` (each type's stored data from its example.json, and where its date sits) and
 * `world_lines` (the point lines the evaluator's Refresh computes for that data, by the type's own
 * points.json), and `world_slots` (every type scheduled in every month of `months`). Reports copy
 * their type's data and lines: 49 computations in the points engine, not ten million.
 */
export async function writeActivityTables(
  client: pg.Client,
  types: readonly LoadedActivityType[],
  months: readonly SlotMonth[],
): Promise<void> {
  const typeRows = types.map((type) => {
    const data = exampleData(type);
    const entry = type.entries ? (data[type.entries] as Record<string, unknown>[])[0]! : data;
    const datePath =
      typeof entry.date === 'string' ? (type.entries ? [type.entries, '0', 'date'] : ['date']) : null;
    const report = {
      data,
      month: type.schedule.months[0]!,
      lionsYear: 2026,
      createdAt: new Date('2026-07-02'),
    };
    const lines = linesOf(type, report as never).map((l, ord) => ({ ord, ...l }));
    return { key: type.key, entries: type.entries ?? null, date_path: datePath, data, lines };
  });
  await client.query(
    `create temporary table world_types (key text primary key, entries text, date_path text[], data jsonb)`,
  );
  await client.query(`create temporary table world_lines (
    key text, ord int, item_key text, title text, comment text, cr numeric, dr numeric, total numeric)`);
  await client.query(`create temporary table world_slots (
    slot serial primary key, key text, lions_year int, month text, age int, calendar_year int)`);
  await client.query(
    `insert into world_types select * from jsonb_to_recordset($1::jsonb)
       as t(key text, entries text, date_path text[], data jsonb)`,
    [JSON.stringify(typeRows.map(({ lines: _, ...t }) => t))],
  );
  await client.query(
    `insert into world_lines select * from jsonb_to_recordset($1::jsonb)
       as t(key text, ord int, item_key text, title text, comment text, cr numeric, dr numeric, total numeric)`,
    [
      JSON.stringify(
        typeRows.flatMap((t) => t.lines.map(({ key, ...line }) => ({ ...line, key: t.key, item_key: key }))),
      ),
    ],
  );
  const slots = months.flatMap((m) =>
    types
      .filter((t) => (t.schedule.months as string[]).includes(m.month))
      .map((t) => ({
        key: t.key,
        lions_year: m.lionsYear,
        month: m.month,
        age: m.age,
        calendar_year: m.calendarYear,
      })),
  );
  await bulk(
    client,
    'report slots',
    `insert into world_slots (key, lions_year, month, age, calendar_year)
     select * from jsonb_to_recordset($1::jsonb)
       as t(key text, lions_year int, month text, age int, calendar_year int)`,
    [JSON.stringify(slots)],
  );
}
