import { beforeEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../i18n/language';
import { requestHeaders } from './request-headers';
import { startSession } from './session-store';

beforeEach(() => localStorage.clear());

describe('the headers of every API request', () => {
  it('before sign-in: JSON, and the language chosen on this device (English at first)', () => {
    expect(requestHeaders()).toEqual({ accept: 'application/json', 'accept-language': 'en' });
    chooseLanguage('ta');
    expect(requestHeaders()).toEqual({ accept: 'application/json', 'accept-language': 'ta' });
  });

  it('signed in: the bearer token, the role and its club beside them', () => {
    chooseLanguage('si');
    startSession('tok', 'user-1', [
      { name: 'CLUB_PRESIDENT', display_name: 'Club President', club: { uuid: 'c-1', name: 'Kandy' } },
    ]);
    expect(requestHeaders()).toEqual({
      accept: 'application/json',
      'accept-language': 'si',
      authorization: 'Bearer tok',
      role: 'CLUB_PRESIDENT',
      club: 'c-1',
    });
  });
});
