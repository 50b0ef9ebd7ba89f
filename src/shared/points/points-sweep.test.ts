import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ActivityType } from '../catalogue/activity-type';
import { ACTIVITY_TYPES } from '../catalogue/catalogue';
import { dueDateOf } from '../time/activity-months';
import { computePoints, sumPoints } from './compute-points';
import { maximumAvailable } from './maximum-points';
import { pointsContext } from './points-context';
import type { PointLine, PointsDefinition } from './points-definition';
import { validatePointsDefinition } from './validate-points-definition';

const ROOT = fileURLToPath(new URL('../../../schemas/activities/', import.meta.url));
const readJson = (key: string, file: string) => JSON.parse(readFileSync(join(ROOT, key, file), 'utf8'));

/**
 * The examples are reports of the Lions year 2026-27; due dates are computed in it (a June report
 * falls due in July 2027, the next Lions year, which `today` must not move).
 */
const LIONS_YEAR_DAY = '2026-07-01';

/** The uuid the sweep gives an entry-by-entry type's example when it files it as the month's one entry. */
const ENTRY_UUID = '0b7e4c1a-2d3f-4a5b-8c6d-7e8f9a0b1c2d';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The convention every `points.expected.json` is written to:
 * - the report month is the month of the example's `date` (else its first YYYY-MM-DD field) when the
 *   type is filed for that month, otherwise the last month of the type's schedule;
 * - the due date is the catalogue's (`dueDateOf`) in the Lions year 2026-27;
 * - filed on time means filed on the 5th of the month after the report month: every due day is 10 or
 *   later, so that is always before the due date;
 * - filed late means filed the day after the due date;
 * - an entry-by-entry type (MAF, MJF) files its example as the month's one entry.
 */
function exampleReport(type: ActivityType, example: Record<string, unknown>) {
  const firstDate = [example.date, ...Object.values(example)].find(
    (value): value is string => typeof value === 'string' && ISO_DATE.test(value),
  );
  const dateMonth = firstDate?.slice(5, 7);
  const months: readonly string[] = type.schedule.months;
  const month = dateMonth && months.includes(dateMonth) ? dateMonth : (months.at(-1) as string);
  const dueDate = dueDateOf(month, type.schedule.dueDay, LIONS_YEAR_DAY);
  const onTime = `${dueDate.slice(0, 8)}05`;
  const late = new Date(`${dueDate}T00:00:00Z`);
  late.setUTCDate(late.getUTCDate() + 1);
  const entries = type.entries ? [{ uuid: ENTRY_UUID, ...example }] : undefined;
  const data = type.entries ? {} : example;
  return { month, dueDate, onTime, late: late.toISOString().slice(0, 10), data, entries };
}

/** What `points.expected.json` holds: the example's context, written out, and its lines. */
interface ExpectedPoints {
  month: string;
  due_date: string;
  filed_on: string;
  lines: PointLine[];
}

describe.each(ACTIVITY_TYPES.map((t) => [t.key, t] as const))('points of %s', (key, type) => {
  const definition = (
    existsSync(join(ROOT, key, 'points.json')) ? readJson(key, 'points.json') : {}
  ) as PointsDefinition;
  const example = readJson(key, 'example.json') as Record<string, unknown>;
  const report = exampleReport(type, example);
  const schemaFields = Object.keys(readJson(key, 'schema.json').properties);
  const fields = type.entries ? [type.entries] : schemaFields;

  it('is a valid points definition, reading only fields of the report', () => {
    const result = validatePointsDefinition(definition, { fields });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has the shared "late" item, taking points off', () => {
    const late = definition.items.find((item) => item.key === 'late');
    expect(late?.title).toBe('Filed after the due date');
    expect(late?.dr).toBeDefined();
  });

  it('gives the example filed on time the lines written in points.expected.json', () => {
    const expected = readJson(key, 'points.expected.json') as ExpectedPoints;
    expect({ month: expected.month, due_date: expected.due_date, filed_on: expected.filed_on }).toEqual({
      month: report.month,
      due_date: report.dueDate,
      filed_on: report.onTime,
    });
    const context = pointsContext({ ...report, filedOn: report.onTime });
    expect(computePoints(definition, context)).toEqual(expected.lines);
    expect(expected.lines.some((line) => line.key === 'late')).toBe(false);
  });

  it('takes the late points off the same report filed the day after the due date', () => {
    const lines = computePoints(definition, pointsContext({ ...report, filedOn: report.late }));
    const late = lines.find((line) => line.key === 'late');
    expect(late).toMatchObject({ cr: 0, total: -late!.dr });
    expect(late!.dr).toBeGreaterThan(0);
  });

  it('declares as available the most its items can give, never less than the example earns', () => {
    expect(maximumAvailable(definition)).toBe(definition.available);
    const lines = computePoints(definition, pointsContext({ ...report, filedOn: report.onTime }));
    expect(sumPoints(lines).cr).toBeLessThanOrEqual(definition.available);
  });

  it('gives nothing, and does not throw, for an empty report filed on time', () => {
    const empty = pointsContext({
      data: {},
      month: report.month,
      dueDate: report.dueDate,
      filedOn: report.onTime,
    });
    expect(computePoints(definition, empty)).toEqual([]);
  });
});
