/**
 * Rounds points to 2 decimals. Shifting by exponent rather than multiplying keeps halves such as 1.005
 * from drifting down through binary floating point.
 */
export function roundPoints(value: number): number {
  if (!Number.isFinite(value)) return 0;
  if (Math.abs(value) >= 1e15) return value;
  const rounded = Number(`${Math.round(Number(`${value}e2`))}e-2`);
  // Math.round(-0.4) is -0; a points table should never show "-0".
  return rounded === 0 ? 0 : rounded;
}
