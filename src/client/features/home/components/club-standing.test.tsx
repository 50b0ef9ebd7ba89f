import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClubStanding } from '../api/use-club-standing';
import { ClubStandingLine } from './club-standing';

const data: ClubStanding = {
  lions_year: '2026-27',
  available: 200,
  standing: {
    club: { uuid: '3f1d2c4b-5a69-4788-9abc-def012345678', name: 'Lions Club of Colombo Host' },
    zone: { id: 2, name: 'Zone 2' },
    region: { uuid: '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', name: 'Region 1' },
    approved: 84,
    under_review: 12.5,
    rate: 42,
    band: 'orange',
    rank: {
      zone: { position: 3, of: 4 },
      region: { position: 5, of: 12 },
      district: { position: 12, of: 32 },
    },
  },
  months: [
    { month: '07', points: 84, district_median: 40 },
    { month: '08', points: 0, district_median: 12.5 },
  ],
};

describe("the club's standing on the home overview (issue 14)", () => {
  it('names its place in the zone, the region and the district, and the points under review', () => {
    render(<ClubStandingLine data={data} />);
    const section = screen.getByRole('region', { name: 'Standing' });
    expect(section.textContent).toContain(
      '3 of 4 in Zone 2 · 5 of 12 in Region 1 · 12 of 32 in the district',
    );
    expect(section.textContent).toContain('12.5 points under review');
  });

  it('loads the chart on demand, with a table of its numbers as its text alternative', async () => {
    render(<ClubStandingLine data={data} />);
    const toggle = screen.getByRole('button', { name: 'Points by month' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(toggle);
    const table = await screen.findByRole('table', {
      name: "The club's approved points by month and the district median",
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Month', 'Club', 'District median'],
      ['July', '84', '40'],
      ['August', '0', '12.5'],
    ]);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide points by month');
  });

  it('shows nothing for a club with no standing', () => {
    const { container } = render(<ClubStandingLine data={{ ...data, standing: null, months: [] }} />);
    expect(container.textContent).toBe('');
  });
});
