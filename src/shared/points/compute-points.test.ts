import { describe, expect, it } from 'vitest';
import { computePoints, sumPoints } from './compute-points';
import { pointsContext } from './points-context';
import type { PointItem, PointsDefinition } from './points-definition';

/** The four rules of the issue, written as a district would write them in points.json. */
const held: PointItem = {
  key: 'held',
  title: 'Board meeting held',
  when: { '!!': [{ var: 'data.venue' }] },
  cr: 10,
  comment: 'Held at {data.venue} on {data.date}',
};
const attendance: PointItem = {
  key: 'attendance',
  title: 'Attendance at least 75% of the board',
  values: {
    percent: {
      if: [
        { '>': [{ var: ['data.no_of_board_members', 0] }, 0] },
        {
          '/': [
            { '*': [{ var: ['data.no_of_attendance', 0] }, 100] },
            { var: ['data.no_of_board_members', 0] },
          ],
        },
        0,
      ],
    },
  },
  when: { '>=': [{ var: 'values.percent' }, 75] },
  cr: 5,
  comment: '{data.no_of_attendance} of {data.no_of_board_members} board members attended ({values.percent}%)',
};
const late: PointItem = {
  key: 'late',
  title: 'Filed after the due date',
  when: { '>': [{ var: 'filed_on' }, { var: 'due_date' }] },
  dr: 5,
  comment: 'Filed on {filed_on}, due by {due_date}',
};
const ladies: PointItem = {
  key: 'ladies',
  title: 'Lions ladies attending (1 each, at most 10)',
  cr: { min: [{ var: ['data.no_of_lion_ladies', 0] }, 10] },
  comment: '{data.no_of_lion_ladies} Lions ladies attended',
};

const definition: PointsDefinition = { available: 30, items: [held, attendance, late, ladies] };

const context = (data: Record<string, unknown>, filedOn = '2026-09-05') =>
  pointsContext({ data, month: '08', dueDate: '2026-09-15', filedOn });

describe('computePoints', () => {
  it('gives +10 for a meeting held and +5 for 75% attendance, saying why with the numbers used', () => {
    const lines = computePoints(
      definition,
      context({ venue: 'Hotel Galadari', date: '2026-08-05', no_of_board_members: 12, no_of_attendance: 9 }),
    );
    expect(lines).toEqual([
      {
        key: 'held',
        title: 'Board meeting held',
        comment: 'Held at Hotel Galadari on 05/08/2026',
        cr: 10,
        dr: 0,
        total: 10,
      },
      {
        key: 'attendance',
        title: 'Attendance at least 75% of the board',
        comment: '9 of 12 board members attended (75%)',
        cr: 5,
        dr: 0,
        total: 5,
      },
    ]);
  });

  it('gives nothing for attendance below 75%, and shows a percentage to 2 decimals', () => {
    const below = computePoints(
      definition,
      context({ venue: 'x', no_of_board_members: 12, no_of_attendance: 8 }),
    );
    expect(below.map((l) => l.key)).toEqual(['held']);
    const third = computePoints(
      { available: 5, items: [{ ...attendance, when: true }] },
      context({ no_of_board_members: 12, no_of_attendance: 8 }),
    );
    expect(third[0]?.comment).toBe('8 of 12 board members attended (66.67%)');
  });

  it('takes 5 off a report filed after the due date, and not one filed on it', () => {
    expect(computePoints(definition, context({}, '2026-09-16'))).toEqual([
      {
        key: 'late',
        title: 'Filed after the due date',
        comment: 'Filed on 16/09/2026, due by 15/09/2026',
        cr: 0,
        dr: 5,
        total: -5,
      },
    ]);
    expect(computePoints(definition, context({}, '2026-09-15'))).toEqual([]);
  });

  it('gives +1 per Lions lady attending, at most 10', () => {
    const of = (n: number) =>
      computePoints({ available: 10, items: [ladies] }, context({ no_of_lion_ladies: n }));
    expect(of(6)[0]).toMatchObject({ cr: 6, total: 6, comment: '6 Lions ladies attended' });
    expect(of(14)[0]).toMatchObject({ cr: 10, total: 10, comment: '14 Lions ladies attended' });
    expect(of(0)).toEqual([]);
  });

  it('counts missing fields as nothing, and never throws on odd data', () => {
    expect(computePoints(definition, context({}))).toEqual([]);
    const odd = {
      venue: ['not', 'text'],
      no_of_board_members: 'twelve',
      no_of_attendance: { n: 9 },
      no_of_lion_ladies: null,
    };
    expect(() => computePoints(definition, context(odd))).not.toThrow();
    expect(computePoints(definition, context(odd)).map((l) => l.key)).toEqual(['held']);
    // No board members: no division by zero, no attendance points.
    expect(computePoints(definition, context({ no_of_board_members: 0, no_of_attendance: 3 }))).toEqual([]);
  });

  it('reads a field stored as null as missing, so the rule’s default applies', () => {
    const sum: PointItem = {
      key: 'sum',
      title: 'Guests',
      cr: { '+': [{ var: ['data.no_of_leos', 0] }, { var: ['data.others', 0] }] },
      comment: '{data.no_of_leos} Leos',
    };
    expect(computePoints({ available: 9, items: [sum] }, context({ no_of_leos: null, others: 3 }))).toEqual([
      { key: 'sum', title: 'Guests', comment: ' Leos', cr: 3, dr: 0, total: 3 },
    ]);
  });

  it('treats a rule that fails or gives no number as 0, and negative points as 0', () => {
    const items: PointItem[] = [
      { key: 'nan', title: 'NaN', cr: { '+': [{ var: 'data.missing' }, 1] }, comment: '' },
      { key: 'negative', title: 'Negative', cr: { '-': [0, 4] }, comment: '' },
      { key: 'text', title: 'Text', cr: { cat: ['a', 'b'] }, comment: '' },
      { key: 'unknown', title: 'Unknown op', cr: { nope: [1] } as never, comment: '' },
      { key: 'numeric_text', title: 'Numeric text', cr: { cat: ['1', '2'] }, comment: '' },
    ];
    expect(computePoints({ available: 12, items }, context({})).map((l) => [l.key, l.cr])).toEqual([
      ['numeric_text', 12],
    ]);
  });

  it('rounds cr, dr and total to 2 decimals', () => {
    const item: PointItem = {
      key: 'profit',
      title: 'Profit',
      cr: { '/': [{ var: 'data.profit' }, 3] },
      dr: { '/': [1, 3] },
      comment: 'Rs. {data.profit} ({values.none})',
    };
    expect(computePoints({ available: 10, items: [item] }, context({ profit: 20 }))).toEqual([
      { key: 'profit', title: 'Profit', comment: 'Rs. 20 ()', cr: 6.67, dr: 0.33, total: 6.34 },
    ]);
    const half: PointItem = { key: 'half', title: 'Half', cr: 1.005, comment: '' };
    expect(computePoints({ available: 2, items: [half] }, context({}))[0]?.cr).toBe(1.01);
  });

  it('computes definition values first, then item values in order, each seeing those before it', () => {
    const points: PointsDefinition = {
      available: 20,
      values: { members: { reduce: [{ var: 'data.members' }, { '+': [{ var: 'accumulator' }, 1] }, 0] } },
      items: [
        {
          key: 'registered',
          title: 'Members registered (2 each)',
          values: {
            points: { '*': [{ var: 'values.members' }, 2] },
            capped: { min: [{ var: 'values.points' }, 20] },
          },
          cr: { var: 'values.capped' },
          comment: '{values.members} registered: {values.points} points, {values.capped} after the cap',
        },
      ],
    };
    const uuids = Array.from({ length: 12 }, (_, i) => `member-${i}`);
    expect(computePoints(points, context({ members: uuids }))[0]).toMatchObject({
      cr: 20,
      comment: '12 registered: 24 points, 20 after the cap',
    });
    expect(computePoints(points, context({}))).toEqual([]);
  });

  it('leaves out items whose when fails and items worth 0, keeping the definition’s order', () => {
    const items: PointItem[] = [
      { key: 'a', title: 'A', cr: 0, comment: '' },
      { key: 'b', title: 'B', when: false, cr: 3, comment: '' },
      // JSON Logic's truth: an empty list is false.
      { key: 'c', title: 'C', when: { merge: [] }, cr: 3, comment: '' },
      { key: 'd', title: 'D', cr: 2, dr: 2, comment: '' },
      { key: 'e', title: 'E', cr: 1, comment: '' },
    ];
    expect(computePoints({ available: 9, items }, context({})).map((l) => [l.key, l.total])).toEqual([
      ['d', 0],
      ['e', 1],
    ]);
  });

  it('counts and checks the entries of an entry-by-entry type', () => {
    const documented: PointItem = {
      key: 'documented',
      title: 'Documented contributions',
      values: {
        n: {
          reduce: [
            { filter: [{ var: 'data.details' }, { and: [{ var: 'document1' }, { var: 'document2' }] }] },
            { '+': [{ var: 'accumulator' }, 1] },
            0,
          ],
        },
      },
      cr: { var: 'values.n' },
      comment: '{values.n} of {entries_count} documented',
    };
    const entries = [
      { uuid: '1', document1: 'a.pdf', document2: 'b.pdf' },
      { uuid: '2', document1: 'a.pdf', document2: null },
      { uuid: '3', document1: 'c.pdf', document2: 'd.jpg' },
    ];
    const ctx = pointsContext({
      data: {},
      month: '10',
      dueDate: '2026-11-15',
      filedOn: '2026-11-05',
      entries,
    });
    expect(computePoints({ available: 5, items: [documented] }, ctx)).toEqual([
      {
        key: 'documented',
        title: 'Documented contributions',
        comment: '2 of 3 documented',
        cr: 2,
        dr: 0,
        total: 2,
      },
    ]);
  });
});

describe('sumPoints', () => {
  it('adds up plus, minus and total points', () => {
    const lines = computePoints(definition, context({ venue: 'x', no_of_lion_ladies: 3 }, '2026-10-01'));
    expect(sumPoints(lines)).toEqual({ cr: 13, dr: 5, total: 8 });
    expect(sumPoints([])).toEqual({ cr: 0, dr: 0, total: 0 });
  });
});
