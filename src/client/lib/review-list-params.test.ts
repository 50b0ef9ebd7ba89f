import { describe, expect, it } from 'vitest';
import { reviewListParams, reviewListSearch } from './review-list-params';

const REGION = '2b1c6f0e-9a0b-4c1d-8e2f-3a4b5c6d7e8f';

describe('the Review Tasks list’s address parameters', () => {
  it('reads the month, the filters and the page under the list API’s names', () => {
    expect(
      reviewListParams(
        `month=11&status=WAITING&zone=3&region=${REGION}&club=${REGION}&type=BOARD_MEETING&page=2`,
      ),
    ).toEqual({
      month: '11',
      query: { status: 'WAITING', zone: 3, region: REGION, club: REGION, type: 'BOARD_MEETING', page: 2 },
    });
  });

  it('needs a month, and leaves out what the API would refuse', () => {
    expect(reviewListParams('status=SUBMITTED')).toBeNull();
    expect(reviewListParams('month=13')).toBeNull();
    expect(
      reviewListParams('month=01&status=done&zone=0&region=north&type=board&page=-2&__proto__=x'),
    ).toEqual({ month: '01', query: {} });
    expect(reviewListParams('month=01&zone=99999999999')?.query).toEqual({});
  });

  it('writes the same filters the same way, page 1 left out', () => {
    const params = reviewListParams(`type=TRAINING&zone=4&month=05&page=1&status=PENDING`)!;
    expect(reviewListSearch(params)).toBe('month=05&status=PENDING&zone=4&type=TRAINING');
    expect(reviewListSearch({ month: '05', query: { page: 3 } })).toBe('month=05&page=3');
  });
});
