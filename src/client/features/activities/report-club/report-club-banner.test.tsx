import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportClubBanner } from './report-club-banner';

const CLUB = {
  uuid: '3f1d2c4b-5a69-4788-9abc-def012345678',
  name: 'Lions Club of Kandy',
  zone: { id: 4, name: 'Zone 4' },
  region: { uuid: '5c3b2a19-0f8e-4d7c-9b6a-5f4e3d2c1b0a', name: 'Region 2' },
};

describe('ReportClubBanner', () => {
  it('names the filing club with its zone and region', () => {
    render(<ReportClubBanner club={CLUB} />);
    const banner = screen.getByRole('region', { name: 'Filed by' });
    expect(banner.textContent).toBe('Filed by Lions Club of KandyZone 4, Region 2');
  });

  it('shows nothing until the club is known', () => {
    const { container } = render(<ReportClubBanner club={undefined} />);
    expect(container.textContent).toBe('');
  });
});
