import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ClubOverviewCards, type ClubPoints } from './club-overview';
import { MemberStrip, type ClubMember } from './member-strip';

const points: ClubPoints = {
  project: 120.5,
  admin: 84,
  projectCount: 9,
  projectMonthlyCount: 2,
  meetingCount: 14,
  meetingMonthlyCount: 1,
  newMembers: 3,
  dropMembers: 1,
  adminAvailable: 200,
  adminRate: 42,
};

/** The numbers of a card by their labels ('' for the headline number). */
function card(title: string) {
  const region = screen.getByRole('region', { name: title });
  const stat = (label: string) =>
    within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  const total = region.querySelector('.cms-overview-card__total')?.textContent ?? null;
  return { region, stat, total };
}

describe('the Club Overview cards (spec 1 section 2.8)', () => {
  it('show the server numbers: points split, members, projects and meetings', () => {
    render(
      <MemoryRouter>
        <ClubOverviewCards points={points} memberTotal={1234} />
      </MemoryRouter>,
    );
    const total = card('Total Points');
    expect(total.total).toBe('204.5');
    expect(total.stat('Services')).toBe('120.5');
    expect(total.stat('Administration')).toBe('84');

    const members = card('Club Members');
    expect(members.total).toBe('1,234');
    expect(members.stat('New')).toBe('3');
    expect(members.stat('Drop')).toBe('1');
    expect(within(members.region).getByRole('link', { name: 'Club Members' }).getAttribute('href')).toBe(
      '/members',
    );

    const projects = card('Service Projects');
    expect(projects.total).toBeNull();
    expect([projects.stat('This Month'), projects.stat('This Year')]).toEqual(['2', '9']);
    const meetings = card('Meetings');
    expect([meetings.stat('This Month'), meetings.stat('This Year')]).toEqual(['1', '14']);
  });

  it('shows the administration rate of the points available so far, in its colour band', () => {
    const { rerender } = render(
      <MemoryRouter>
        <ClubOverviewCards points={points} memberTotal={32} />
      </MemoryRouter>,
    );
    const rate = screen.getByText('42%');
    expect(rate.closest('.cms-rate')?.className).toContain('cms-rate--orange');
    expect(screen.getByText(/of 200 administration points available so far/)).toBeTruthy();
    rerender(
      <MemoryRouter>
        <ClubOverviewCards points={{ ...points, adminRate: 70 }} memberTotal={32} />
      </MemoryRouter>,
    );
    expect(screen.getByText('70%').closest('.cms-rate')?.className).toContain('cms-rate--green');
  });

  it('shows a dash for the member count until the list answers', () => {
    render(
      <MemoryRouter>
        <ClubOverviewCards points={points} memberTotal={undefined} />
      </MemoryRouter>,
    );
    expect(card('Club Members').total).toBe('–');
  });
});

describe('the member strip', () => {
  const member: ClubMember = {
    uuid: '5d7c0a1e-2b3c-4d5e-8f90-112233445566',
    display_name: 'Hettiarachchige Don Ruwan',
    full_name: 'Hettiarachchige Don Ruwan Kumara Perera',
    international_id: '3061001',
    mobile: null,
    email: null,
    profile_image: null,
    status: 'active',
    member_since: null,
    club: 'Lions Club of Colombo Host',
    office_roles: [],
  };

  it('links each member to their info page, with initials, id and the name cut to 20', () => {
    render(
      <MemoryRouter>
        <MemberStrip members={[member]} />
      </MemoryRouter>,
    );
    const link = within(screen.getByRole('list', { name: 'Members' })).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/members/info/${member.uuid}`);
    expect(link.textContent).toBe('HR3061001Hettiarachchige Don …');
  });

  it('shows nothing without members', () => {
    const { container } = render(
      <MemoryRouter>
        <MemberStrip members={[]} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
