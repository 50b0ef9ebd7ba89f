import { describe, expect, it } from 'vitest';
import { slotMonths } from './activity-slots';
import { percentile } from './latency';
import { judgeMarker, type WorldMarker } from './world-marker';
import { worldDatabaseName, worldSize } from './world-size';

describe('the world benchmark plan', () => {
  it('scales issue 12 world and names a database per scale', () => {
    expect(worldSize(1)).toEqual({
      scale: 1,
      clubs: 48_000,
      members: 1_400_000,
      reports: 10_000_000,
      projects: 96_000,
    });
    expect(worldSize(0.01)).toMatchObject({ clubs: 480, members: 14_000, reports: 100_000 });
    expect(() => worldSize(0)).toThrow('--scale');
    expect(worldDatabaseName(1)).toBe('club_cms_world');
    expect(worldDatabaseName(0.01)).toBe('club_cms_world_0_01');
  });

  it('reuses a world of the same size, month and migrations, migrates one that lacks new ones, else regenerates', () => {
    const size = worldSize(0.01);
    const marker: WorldMarker = {
      size,
      month: '2026-11',
      migrations: ['0000_init', '0001_x'],
      generatedAt: new Date(),
      generationSeconds: 1,
    };
    const tags = ['0000_init', '0001_x'];
    expect(judgeMarker(marker, size, '2026-11', tags)).toBe('reuse');
    expect(judgeMarker(marker, size, '2026-11', [...tags, '0002_y'])).toBe('migrate');
    expect(judgeMarker(marker, size, '2026-11', ['0000_init', '0001_changed'])).toBe('regenerate');
    expect(judgeMarker(marker, worldSize(0.02), '2026-11', tags)).toBe('regenerate');
    expect(judgeMarker(marker, size, '2026-12', tags)).toBe('regenerate');
    expect(judgeMarker(null, size, '2026-11', [])).toBe('regenerate');
  });

  it('lays out report months from this month back through whole earlier Lions years', () => {
    const months = slotMonths('2026-11-24', 2026, 1);
    expect(months).toHaveLength(5 + 12);
    expect(months[0]).toEqual({ lionsYear: 2026, month: '11', age: 0, calendarYear: 2026 });
    expect(months[1]).toMatchObject({ month: '10', age: 1 });
    expect(months[5]).toEqual({ lionsYear: 2025, month: '06', age: 2, calendarYear: 2026 });
    expect(months.at(-1)).toEqual({ lionsYear: 2025, month: '07', age: 2, calendarYear: 2025 });
  });

  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(samples, 0.5)).toBe(10);
    expect(percentile(samples, 0.95)).toBe(19);
    expect(percentile([], 0.95)).toBe(0);
  });
});
