/** A number of points with its sign, as adjustments show: '+5' adds, '-5' takes away. */
export function signedPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}
