import { describe, expect, it } from 'vitest';
import { colomboDate } from '../../../shared/time/colombo';
import { serverToday } from './server-today';

describe("the server's today", () => {
  it('is pinned by CMS_TODAY under NODE_ENV=test only', () => {
    expect(serverToday({ NODE_ENV: 'test', CMS_TODAY: '2027-06-30' })).toBe('2027-06-30');
    expect(serverToday({ NODE_ENV: 'production', CMS_TODAY: '2027-06-30' })).toBe(colomboDate());
    expect(serverToday({ NODE_ENV: 'test', CMS_TODAY: 'tomorrow' })).toBe(colomboDate());
    expect(serverToday({ NODE_ENV: 'test' })).toBe(colomboDate());
  });
});
