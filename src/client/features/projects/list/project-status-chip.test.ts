import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES } from '../../../../shared/machines';
import { PROJECT_STATUS_BACKGROUNDS, projectStatusChip } from './project-status-chip';

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const linear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** CIE L*a*b* of an sRGB colour (D65). */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  const x = (r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047;
  const y = r * 0.2126 + g * 0.7152 + b * 0.0722;
  const z = (r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** How far apart two colours look (CIE76 ΔE: about 2.3 is just noticeable; 25 is another colour). */
function distance(a: string, b: string): number {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

describe('the project status chips', () => {
  const colours = PROJECT_STATUSES.map((status) => [status, PROJECT_STATUS_BACKGROUNDS[status]] as const);

  it('give every status a colour clearly unlike every other', () => {
    const close: string[] = [];
    for (const [i, [a, ca]] of colours.entries()) {
      for (const [b, cb] of colours.slice(i + 1)) {
        if (distance(ca, cb) < 25) close.push(`${a}/${b}: ${distance(ca, cb).toFixed(1)}`);
      }
    }
    expect(close).toEqual([]);
  });

  it('keep their white words readable (WCAG AA, 4.5:1)', () => {
    for (const [status, colour] of colours) {
      const ratio = 1.05 / (luminance(colour) + 0.05);
      expect(ratio, status).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('read Draft for a project created in step 1 and not yet submitted', () => {
    expect(projectStatusChip('PROCESSING', (m) => m.defaultMessage).label).toBe('Draft');
    expect(projectStatusChip('UNKNOWN', (m) => m.defaultMessage).label).toBe('UNKNOWN');
  });
});
