import { describe, expect, it } from 'vitest';
import { neighboursAfter, neighboursIn, scanQueue, type QueueRow } from './queue-neighbours';

const row = (uuid: string, status = 'SUBMITTED'): QueueRow => ({
  uuid,
  key: 'BOARD_MEETING',
  month: '03',
  status,
});

describe('the neighbours of a report in the queue', () => {
  it('are the nearest reports still waiting on either side, skipping decided ones', () => {
    const rows = [row('a'), row('b', 'APPROVED'), row('c', 'PENDING'), row('d', 'REJECTED'), row('e')];
    expect(neighboursIn(rows, 'c')).toEqual({ previous: row('a'), next: row('e') });
    expect(neighboursIn(rows, 'a')).toEqual({ previous: null, next: row('c', 'PENDING') });
    expect(neighboursIn(rows, 'x')).toBeNull();
  });

  it('after a decision keep the next seen before it while it waits, whether the report moved or left', () => {
    const before = { previous: row('a'), next: row('c') };
    // Waiting first: the decided report moved to the end.
    expect(neighboursAfter([row('a'), row('c'), row('b', 'APPROVED')], 'b', before)).toEqual(before);
    // A status filter: it left the queue.
    expect(neighboursAfter([row('a'), row('c')], 'b', before)).toEqual(before);
    // The next was decided meanwhile (by someone else): the first report still waiting instead.
    expect(neighboursAfter([row('a'), row('c', 'APPROVED'), row('e')], 'b', before)).toEqual({
      previous: row('a'),
      next: row('a'),
    });
  });

  it('are read page by page only as far as the next report waiting', async () => {
    const pages = [[row('a'), row('b')], [row('c', 'APPROVED'), row('d')], [row('e')]];
    const asked: number[] = [];
    const fetchPage = (page: number) => {
      asked.push(page);
      return Promise.resolve({ rows: pages[page - 1]!, lastPage: pages.length });
    };
    expect((await scanQueue(fetchPage, 'b')).map((r) => r.uuid)).toEqual(['a', 'b', 'c', 'd']);
    expect(asked).toEqual([1, 2]);
    asked.length = 0;
    expect(await scanQueue(fetchPage, 'x')).toHaveLength(5);
    expect(asked).toEqual([1, 2, 3]);
  });
});
