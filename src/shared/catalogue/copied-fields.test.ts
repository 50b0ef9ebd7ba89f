import { describe, expect, it } from 'vitest';
import { applyCopiedFields } from './copied-fields';

const schema = { properties: { no_of_members: { 'x-copy-of': 'no_of_attendance' }, venue: {} } };

describe('applyCopiedFields', () => {
  it('copies the source field over whatever was sent', () => {
    const data: Record<string, unknown> = { venue: 'Club House', no_of_attendance: 31, no_of_members: 0 };
    applyCopiedFields(schema, data);
    expect(data).toEqual({ venue: 'Club House', no_of_attendance: 31, no_of_members: 31 });
  });

  it('drops the copy when its source is absent', () => {
    const data: Record<string, unknown> = { venue: 'Club House', no_of_members: 12 };
    applyCopiedFields(schema, data);
    expect(data).toEqual({ venue: 'Club House' });
  });
});
