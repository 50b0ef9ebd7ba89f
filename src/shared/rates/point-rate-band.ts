/** The colour band of a points rate (spec 2 s9, club overview): 0-35 red, 36-55 orange, 56-65 yellow, 66-100 green. */
export type PointRateBand = 'red' | 'orange' | 'yellow' | 'green';

/** The band of a rate in percent (rounded to a whole number first). */
export function pointRateBand(rate: number): PointRateBand {
  const r = Math.round(rate);
  if (r <= 35) return 'red';
  if (r <= 55) return 'orange';
  if (r <= 65) return 'yellow';
  return 'green';
}
