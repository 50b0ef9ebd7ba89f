import { describe, expect, it } from 'vitest';
import { pointsContext } from './points-context';

describe('pointsContext', () => {
  it('builds the context rules read, in their snake_case spelling', () => {
    expect(
      pointsContext({
        data: { venue: 'x', date: null },
        month: '08',
        dueDate: '2026-09-15',
        filedOn: '2026-09-05',
      }),
    ).toEqual({
      data: { venue: 'x' },
      month: '08',
      due_date: '2026-09-15',
      filed_on: '2026-09-05',
      entries_count: 0,
    });
  });

  it('takes an instant as its Asia/Colombo date', () => {
    // 20:00 UTC on 15 September is 01:30 on 16 September in Colombo: a day late.
    const ctx = pointsContext({
      data: {},
      month: '08',
      dueDate: '2026-09-15',
      filedOn: new Date('2026-09-15T20:00:00Z'),
    });
    expect(ctx.filed_on).toBe('2026-09-16');
    expect(
      pointsContext({ data: {}, month: '08', dueDate: null, filedOn: new Date('nonsense') }).filed_on,
    ).toBeNull();
  });

  it('puts the entries of an entry-by-entry type under data.details and counts them', () => {
    const entries = [{ uuid: '1', member_id: 'm', document2: null }, { uuid: '2' }];
    const ctx = pointsContext({
      data: {},
      month: '10',
      dueDate: '2026-11-15',
      filedOn: '2026-11-05',
      entries,
    });
    expect(ctx.entries_count).toBe(2);
    expect(ctx.data.details).toEqual([{ uuid: '1', member_id: 'm' }, { uuid: '2' }]);
    const stored = pointsContext({ data: { details: entries }, month: '10', dueDate: null, filedOn: null });
    expect(stored.entries_count).toBe(2);
  });

  it('copes with no data at all, and does not change the caller’s', () => {
    const data = { details: [{ uuid: '1' }] };
    pointsContext({ data, month: '10', dueDate: null, filedOn: null, entries: [] });
    expect(data.details).toHaveLength(1);
    expect(pointsContext({ data: null, month: '10', dueDate: undefined, filedOn: undefined })).toEqual({
      data: {},
      month: '10',
      due_date: null,
      filed_on: null,
      entries_count: 0,
    });
  });
});
