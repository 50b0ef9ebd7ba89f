import { describe, expect, it } from 'vitest';
import type { ActivityType } from '../../../shared/catalogue/activity-type';
import { addDays, dueReports } from './due-reports';

const ALL = ['07', '08', '09', '10', '11', '12', '01', '02', '03', '04', '05', '06'];

/** A catalogue type scheduled in `months` with due day `dueDay`. */
const type = (key: string, dueDay: number, months = ALL) =>
  ({ key, title: key, slug: key.toLowerCase(), schedule: { months, dueDay } }) as unknown as ActivityType;

const keysOf = (today: string, types: ActivityType[]) =>
  dueReports(types, today).map((r) => `${r.key} ${r.lionsYear} ${r.month} ${r.dueDate}`);

describe('dueReports', () => {
  it("takes the previous month's reports due from today to three days later", () => {
    const types = [type('A', 15), type('B', 10), type('C', 28)];
    expect(keysOf('2026-11-12', types)).toEqual(['A 2026 10 2026-11-15']);
    expect(keysOf('2026-11-15', types)).toEqual(['A 2026 10 2026-11-15']);
    expect(keysOf('2026-11-16', types)).toEqual([]);
    expect(keysOf('2026-11-07', types)).toEqual(['B 2026 10 2026-11-10']);
  });

  it('skips a month the type is not scheduled in', () => {
    expect(keysOf('2026-11-13', [type('A', 15, ['07', '11'])])).toEqual([]);
  });

  it('puts a June report due in July in the Lions year that ended, a December one in the next year', () => {
    expect(keysOf('2027-07-13', [type('A', 15)])).toEqual(['A 2026 06 2027-07-15']);
    expect(keysOf('2027-01-14', [type('A', 15)])).toEqual(['A 2026 12 2027-01-15']);
  });

  it('clamps a due day to a short month and crosses month ends', () => {
    // February has no 30th: a due day 30 falls on its last day.
    expect(keysOf('2027-02-26', [type('A', 30)])).toEqual(['A 2026 01 2027-02-28']);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});
