import { describe, expect, it } from 'vitest';
import { clubFormDataOf, clubPayload, nextClubFormData, validationLines } from './club-form-data';

const NORTH = '6f1c7a52-3d0b-4e8e-9a41-0c2b5d7e9f10';
const SOUTH = '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d';

describe('nextClubFormData', () => {
  it('clears the zone when the region changes', () => {
    const previous = { name: 'Lions Club of Galle', region: NORTH, lions_club_zone_id: 3 };
    expect(nextClubFormData(previous, { ...previous, region: SOUTH })).toEqual({
      name: 'Lions Club of Galle',
      region: SOUTH,
    });
    expect(nextClubFormData(previous, { ...previous, region: undefined })).toEqual({
      name: 'Lions Club of Galle',
    });
  });

  it('keeps the zone while the region stays', () => {
    const previous = { region: NORTH, lions_club_zone_id: 3 };
    const next = { ...previous, name: 'Lions Club of Galle', lions_club_zone_id: 4 };
    expect(nextClubFormData(previous, next)).toBe(next);
  });
});

describe('clubPayload', () => {
  it('sends name, zone and status, never the region', () => {
    expect(
      clubPayload({ name: 'Lions Club of Galle', region: NORTH, lions_club_zone_id: 3, status: 'INACTIVE' }),
    ).toEqual({ name: 'Lions Club of Galle', lions_club_zone_id: 3, status: 'INACTIVE' });
  });
});

describe('clubFormDataOf', () => {
  it("presets the region from the club's zone", () => {
    expect(
      clubFormDataOf({
        uuid: '8d3f7b1e-2c4a-4e5b-9f6d-7a8b9c0d1e2f',
        name: 'Lions Club of Galle',
        status: 'ACTIVE',
        lions_club_zone_id: 5,
        zone: { id: 5, name: 'Zone 5', region: { uuid: SOUTH, name: 'Region 2' } },
      }),
    ).toEqual({ name: 'Lions Club of Galle', region: SOUTH, lions_club_zone_id: 5, status: 'ACTIVE' });
  });
});

describe('validationLines', () => {
  it('lists each message once', () => {
    const error = (message: string) => ({ message, stack: message, property: '', name: 'required' });
    expect(
      validationLines([
        error('The Zone field is required.'),
        error('The Zone field is required.'),
        error('The Club Name field is required.'),
      ]),
    ).toEqual(['The Zone field is required.', 'The Club Name field is required.']);
  });
});
