import { describe, expect, it } from 'vitest';
import { isFilled, readyToSubmit } from './is-filled';

describe('the field that enables Submit', () => {
  it('counts a toggle on, a number other than 0, a text or list that is not empty as filled', () => {
    for (const value of [1, '1', 12, 'Hotel', ['a-uuid']]) expect(isFilled(value)).toBe(true);
    for (const value of [undefined, null, '', 0, '0', []]) expect(isFilled(value)).toBe(false);
  });

  it('takes any one of a type’s alternatives (the newsletter’s second file)', () => {
    const newsletter = { requiredToSubmit: 'document1', submitAlternatives: ['document2'] };
    expect(readyToSubmit(newsletter, {})).toBe(false);
    expect(readyToSubmit(newsletter, { document2: 'letter.pdf' })).toBe(true);
    expect(readyToSubmit(newsletter, { document1: 'print.pdf' })).toBe(true);
    expect(readyToSubmit({ requiredToSubmit: 'venue' }, { document2: 'x' })).toBe(false);
  });
});
