import { describe, expect, it } from 'vitest';
import { pointRateBand } from './point-rate-band';

describe('the colour band of a points rate', () => {
  it('follows the spec boundaries: 0-35 red, 36-55 orange, 56-65 yellow, 66-100 green', () => {
    expect([0, 35, 35.4].map(pointRateBand)).toEqual(['red', 'red', 'red']);
    expect([35.5, 36, 55].map(pointRateBand)).toEqual(['orange', 'orange', 'orange']);
    expect([56, 65].map(pointRateBand)).toEqual(['yellow', 'yellow']);
    expect([66, 100].map(pointRateBand)).toEqual(['green', 'green']);
  });
});
