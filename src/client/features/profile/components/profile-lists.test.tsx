import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import contactsTa from '../../../i18n/catalogues/ta/contacts.json';
import profileTa from '../../../i18n/catalogues/ta/profile.json';
import rolesTa from '../../../i18n/catalogues/ta/roles.json';
import { inLanguage } from '../../../i18n/language-test-kit';
import type { Profile } from '../profile-form';
import { ProfileLists } from './profile-lists';

const base: Profile = {
  uuid: '1b0c3f7e-8a55-4d8e-9a3c-0f3e5c2d1a10',
  user: '2b0c3f7e-8a55-4d8e-9a3c-0f3e5c2d1a10',
  display_name: 'Dilani Fernando',
  full_name: 'Dilani Fernando',
  international_id: '3061002',
  mobile: '700000002',
  email: null,
  birth_day: null,
  gender: null,
  spouse: null,
  suffix: null,
  title: null,
  member_since: null,
  profile_image: null,
  member_type_id: null,
  status: 'active',
  club: null,
  office_roles: [],
  contacts: [],
};

describe('My Roles and My Contacts (spec 1 section 2.9)', () => {
  it('list the roles with their dates as DD/MM/YYYY, and the contacts', () => {
    render(
      <ProfileLists
        profile={{
          ...base,
          office_roles: [
            {
              uuid: 'a1',
              role_name: 'Club Secretary',
              role_code: 'CLUB_SECRETARY',
              date_from: '2025-07-01',
              date_to: '2026-06-30',
            },
          ],
          contacts: [{ uuid: 'c1', type_name: 'WhatsApp', contact: '+94700000002' }],
        }}
      />,
    );
    const roles = screen.getByRole('region', { name: 'My Roles' });
    expect(within(roles).getByRole('listitem').textContent).toBe('Club Secretary01/07/2025 to 30/06/2026');
    const contacts = screen.getByRole('region', { name: 'My Contacts' });
    expect(within(contacts).getByRole('listitem').textContent).toBe('WhatsApp+94700000002');
  });

  it('say so when there are none', () => {
    render(<ProfileLists profile={base} />);
    expect(
      within(screen.getByRole('region', { name: 'My Roles' })).getByText('Roles not found!'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'My Contacts' })).getByText('Contacts not found!'),
    ).toBeTruthy();
  });
});

describe('My Roles and My Contacts in Tamil', () => {
  it('name the office and the known kinds of contact in Tamil; a kind that is a name stays', async () => {
    render(
      inLanguage(
        'ta',
        <ProfileLists
          profile={{
            ...base,
            office_roles: [
              {
                uuid: 'a1',
                role_name: 'Club Secretary',
                role_code: 'CLUB_SECRETARY',
                date_from: '2025-07-01',
                date_to: '2026-06-30',
              },
            ],
            contacts: [
              { uuid: 'c1', type_name: 'Home phone', contact: '0112345678' },
              { uuid: 'c2', type_name: 'WhatsApp', contact: '+94700000002' },
            ],
          }}
        />,
      ),
    );
    const roles = await screen.findByRole('region', { name: profileTa['profile.myRoles'] });
    expect(within(roles).getByText(rolesTa['roles.clubSecretary'])).toBeTruthy();
    const contacts = screen.getByRole('region', { name: profileTa['profile.myContacts'] });
    const kinds = within(contacts)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.cms-profile-list__primary')?.textContent);
    expect(kinds).toEqual([contactsTa['contacts.homePhone'], 'WhatsApp']);
  });
});
