import { describe, expect, it } from 'vitest';
import libSi from '../i18n/catalogues/si/lib.json';
import libTa from '../i18n/catalogues/ta/lib.json';
import { chooseLanguage } from '../i18n/language';
import { outsideReactTranslatorReady } from '../i18n/outside-react';
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

describe("errorLines' own lines in the language chosen", () => {
  it.each([
    ['si', libSi],
    ['ta', libTa],
  ] as const)(
    "are in %s once its pack has loaded; the server's lines stay as it sent them",
    async (language, lines) => {
      chooseLanguage(language);
      await outsideReactTranslatorReady();
      expect(errorLines(undefined, 0)).toEqual([lines['lib.serverUnreachable']]);
      expect(errorLines(undefined, 1502)).toEqual([
        lines['lib.somethingWentWrong'].replace('{status}', '1502'),
      ]);
      expect(errorLines({ message: 'Username or Password is wrong' }, 401)).toEqual([
        'Username or Password is wrong',
      ]);
      chooseLanguage('en');
      expect(errorLines(undefined, 502)).toEqual(['Something went wrong (error 502). Please try again.']);
    },
  );
});
