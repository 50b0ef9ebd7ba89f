import { describe, expect, it } from 'vitest';
import { validatePointsDefinition } from './validate-points-definition';

const valid = {
  available: 15,
  items: [
    {
      key: 'held',
      title: 'Held',
      when: { '!!': [{ var: 'data.venue' }] },
      cr: 10,
      comment: 'At {data.venue}',
    },
    {
      key: 'attendance',
      title: 'Attendance',
      values: { percent: { '/': [{ var: 'data.no_of_attendance' }, 12] } },
      when: { '>=': [{ var: 'values.percent' }, 0.75] },
      cr: 5,
      comment: '{values.percent}',
    },
    {
      key: 'late',
      title: 'Filed after the due date',
      when: { '>': [{ var: 'filed_on' }, { var: 'due_date' }] },
      dr: 5,
      comment: '{filed_on}',
    },
  ],
};

describe('validatePointsDefinition', () => {
  it('accepts a definition in the format of points.schema.json', () => {
    expect(validatePointsDefinition(valid, { fields: ['venue', 'no_of_attendance'] })).toEqual({
      valid: true,
      errors: [],
    });
  });

  it('refuses a wrong shape: no items, an item with neither cr nor dr, negative points, unknown fields', () => {
    expect(validatePointsDefinition({ available: 1, items: [] }).valid).toBe(false);
    expect(
      validatePointsDefinition({ available: 1, items: [{ key: 'a', title: 'A', comment: '' }] }).valid,
    ).toBe(false);
    expect(
      validatePointsDefinition({ available: 1, items: [{ key: 'a', title: 'A', cr: -1, comment: '' }] })
        .valid,
    ).toBe(false);
    expect(validatePointsDefinition({ ...valid, extra: 1 }).valid).toBe(false);
    expect(validatePointsDefinition(null).valid).toBe(false);
  });

  it('refuses operations JSON Logic does not define, and log', () => {
    const withOp = (op: string) => ({
      available: 1,
      items: [{ key: 'a', title: 'A', when: { [op]: [1] }, cr: 1, comment: '' }],
    });
    expect(validatePointsDefinition(withOp('round')).valid).toBe(false);
    expect(validatePointsDefinition(withOp('log')).valid).toBe(false);
    expect(validatePointsDefinition(withOp('!!')).valid).toBe(true);
  });

  it('refuses duplicate keys, unknown context paths, values used before they are defined and fields the report lacks', () => {
    const result = validatePointsDefinition(
      {
        available: 1,
        values: { early: { var: 'values.later' }, later: 1 },
        items: [
          { key: 'a', title: 'A', cr: { var: 'date' }, comment: '{values.nope}' },
          { key: 'a', title: 'A again', cr: 1, comment: '{data.venu}' },
          {
            key: 'b',
            title: 'B',
            cr: { reduce: [{ var: 'data.members' }, { '+': [{ var: 'accumulator' }, 1] }, 0] },
            comment: '',
          },
        ],
      },
      { fields: ['venue', 'members'] },
    );
    expect(result.errors).toEqual([
      'value "early" reads "values.later" before it is defined',
      'item "a": reads unknown "date"',
      'item "a": comment reads "values.nope" before it is defined',
      'item "a" appears more than once',
      'item "a": comment reads "data.venu", not a field of the report',
    ]);
  });
});
