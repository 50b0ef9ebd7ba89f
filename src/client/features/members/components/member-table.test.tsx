import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MemberTable, type MemberRow } from './member-table';

const base: MemberRow = {
  uuid: 'b740d2f9-2d25-498a-a784-e060c924e490',
  display_name: 'Sanduni Jayasinghe',
  full_name: 'Sanduni Jayasinghe',
  international_id: '3061006',
  mobile: '700000006',
  email: null,
  profile_image: null,
  status: 'active',
  member_since: '2019-07-01',
  club: 'Lions Club of Colombo Host',
  office_roles: [
    {
      uuid: 'r-1',
      role_name: 'District Global Membership Team Coordinator',
      role_code: 'DISTRICT_GLOBAL_MEMBERSHIP_TEAM_COORDINATOR',
      date_from: '2026-07-01',
      date_to: '2027-06-30',
    },
  ],
};

function renderTable(props: Partial<Parameters<typeof MemberTable>[0]> = {}) {
  const onDrop = vi.fn();
  render(
    <MemoryRouter>
      <MemberTable
        members={[base]}
        showClub={false}
        canEdit={false}
        canDrop={false}
        onDrop={onDrop}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onDrop };
}

describe('MemberTable', () => {
  it('links each name to the info page, shows id, mobile, initials and role names cut to 20 characters', () => {
    renderTable();
    expect(screen.getByRole('link', { name: 'Sanduni Jayasinghe' }).getAttribute('href')).toBe(
      `/members/info/${base.uuid}`,
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('3061006')).toBeTruthy();
    expect(within(row).getByText('700000006')).toBeTruthy();
    expect(within(row).getByText('SJ')).toBeTruthy();
    expect(within(row).getByText('District Global Memb…')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Club' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Drop/ })).toBeNull();
  });

  it('shows the club column and the edit and drop actions when asked', () => {
    const { onDrop } = renderTable({ showClub: true, canEdit: true, canDrop: true });
    expect(screen.getByRole('columnheader', { name: 'Club' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Sanduni Jayasinghe' }).getAttribute('href')).toBe(
      `/members/edit/${base.uuid}`,
    );
    screen.getByRole('button', { name: 'Drop Sanduni Jayasinghe' }).click();
    expect(onDrop).toHaveBeenCalledWith(base);
  });

  it('offers no drop for a member already dropped', () => {
    renderTable({ members: [{ ...base, status: 'inactive', club: null }], canDrop: true });
    expect(screen.queryByRole('button', { name: /Drop/ })).toBeNull();
    expect(screen.getByText('Inactive')).toBeTruthy();
  });
});
