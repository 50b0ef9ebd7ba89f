import { describe, expect, it } from 'vitest';
import { errorLines } from './api-error';

describe('errorLines (spec 1 section 8)', () => {
  it('shows the first message of each field of a 422', () => {
    const body = {
      status_code: 422,
      message: 'The name field is required.',
      errors: {
        name: ['The name field is required.', 'second'],
        status: ['The selected status is invalid.'],
      },
    };
    expect(errorLines(body, 422)).toEqual(['The name field is required.', 'The selected status is invalid.']);
  });

  it('shows the message field otherwise', () => {
    expect(errorLines({ status_code: 401, message: 'Username or Password is wrong' }, 401)).toEqual([
      'Username or Password is wrong',
    ]);
  });

  it('explains an unreachable server and an empty answer', () => {
    expect(errorLines(undefined, 0)[0]).toMatch(/cannot be reached/);
    expect(errorLines(undefined, 502)).toEqual(['Something went wrong (error 502). Please try again.']);
  });
});
