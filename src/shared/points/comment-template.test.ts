import { describe, expect, it } from 'vitest';
import { commentPaths, fillComment, formatCommentValue } from './comment-template';

describe('comment templates', () => {
  const scope = {
    data: {
      venue: 'Hotel Galadari',
      date: '2026-08-05',
      amount: 1250000,
      ratio: 200 / 3,
      members: ['a', 'b'],
      paid: 1,
    },
    filed_on: '2026-09-16',
    values: { percent: 75 },
  };

  it('fills {path} placeholders from the scope, as a var would read them', () => {
    expect(fillComment('Held at {data.venue} on {data.date} ({values.percent}%)', scope)).toBe(
      'Held at Hotel Galadari on 05/08/2026 (75%)',
    );
  });

  it('shows dates as DD/MM/YYYY, numbers grouped to 2 decimals, lists by their items, missing as nothing', () => {
    expect(
      fillComment('Filed {filed_on}; Rs. {data.amount}; {data.ratio}%; {data.members}; [{data.none}]', scope),
    ).toBe('Filed 16/09/2026; Rs. 1,250,000; 66.67%; a, b; []');
    expect(formatCommentValue(true)).toBe('Yes');
    expect(formatCommentValue({ a: 1 })).toBe('');
    expect(formatCommentValue('2026-08-05T10:00:00Z')).toBe('2026-08-05T10:00:00Z');
  });

  it('leaves braces that are not placeholders alone', () => {
    expect(fillComment('{ not one } {data.paid}', scope)).toBe('{ not one } 1');
  });

  it('lists the paths a template reads', () => {
    expect(commentPaths('{data.venue} on {data.date}, {values.percent}%')).toEqual([
      'data.venue',
      'data.date',
      'values.percent',
    ]);
  });
});
