import { describe, expect, it } from 'vitest';
import { profileFormValues, profileUpdateFields, type Profile } from './profile-form';

const profile: Profile = {
  uuid: '1b0c3f7e-8a55-4d8e-9a3c-0f3e5c2d1a10',
  user: '2b0c3f7e-8a55-4d8e-9a3c-0f3e5c2d1a10',
  display_name: 'Dilani Fernando',
  full_name: 'Warnakulasuriya Dilani Priyadarshani Fernando',
  international_id: '3061002',
  mobile: '700000002',
  email: 'club-secretary@example.org',
  birth_day: '1980-04-12',
  gender: 'Female',
  spouse: null,
  suffix: null,
  title: 'Mrs',
  member_since: '2010-01-01',
  profile_image: null,
  member_type_id: 1,
  status: 'active',
  club: { uuid: '3b0c3f7e-8a55-4d8e-9a3c-0f3e5c2d1a10', name: 'Lions Club of Colombo Host' },
  office_roles: [],
  contacts: [],
};

describe('the Edit Profile form values', () => {
  it('start from the profile, with nothing for empty fields (the schema takes no null)', () => {
    expect(profileFormValues(profile)).toEqual({
      display_name: 'Dilani Fernando',
      full_name: 'Warnakulasuriya Dilani Priyadarshani Fernando',
      birth_day: '1980-04-12',
      gender: 'Female',
      spouse: undefined,
      suffix: undefined,
      title: 'Mrs',
      mobile: '700000002',
      email: 'club-secretary@example.org',
    });
  });

  it('leave out a title the select does not offer', () => {
    expect(profileFormValues({ ...profile, title: 'Other' }).title).toBeUndefined();
  });
});

describe('the profile update', () => {
  it('sends every field, emptied optional ones as "" so the server clears them', () => {
    const values = { ...profileFormValues(profile), spouse: 'Ruwan Fernando', email: undefined };
    expect(profileUpdateFields(values, profile)).toEqual({
      display_name: 'Dilani Fernando',
      full_name: 'Warnakulasuriya Dilani Priyadarshani Fernando',
      mobile: '700000002',
      birth_day: '1980-04-12',
      spouse: 'Ruwan Fernando',
      suffix: '',
      email: '',
      gender: 'Female',
      title: 'Mrs',
    });
  });

  it('clears a gender or title the user unset', () => {
    const values = { ...profileFormValues(profile), gender: undefined, title: undefined };
    const fields = profileUpdateFields(values, profile);
    expect(fields.gender).toBe('');
    expect(fields.title).toBe('');
  });

  it('keeps a stored title the select cannot show, unless the user picks another', () => {
    const other = { ...profile, title: 'Other' };
    expect('title' in profileUpdateFields(profileFormValues(other), other)).toBe(false);
    expect(profileUpdateFields({ ...profileFormValues(other), title: 'Dr' }, other).title).toBe('Dr');
  });
});
