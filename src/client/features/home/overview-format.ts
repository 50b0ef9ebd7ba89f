/** Points may carry fractions (half points exist); counts are whole. Two decimals at most, grouped. */
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A number of the overview as the cards show it: grouped thousands, at most two decimals, so a sum
 * of points like 0.1 + 0.2 shows as 0.3 rather than 0.30000000000000004.
 */
export function formatOverviewNumber(value: number): string {
  return NUMBER_FORMAT.format(value);
}
