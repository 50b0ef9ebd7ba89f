import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRenderer } from '../testing/render-renderer';
import { MembersRenderer, membersTester } from './members-renderer';

const row = { field: 'members', label: 'Attended Members', kind: 'members' };

describe('MembersRenderer', () => {
  it('shows each member with an avatar or initials', () => {
    renderRenderer(MembersRenderer, row, {
      members: [
        { uuid: 'u1', display_name: 'Nimal Perera', profile_image: null },
        { uuid: 'u2', display_name: 'Ameena Fazal', profile_image: '/img/a.png' },
      ],
    });
    expect(screen.getByText('Nimal Perera')).toBeTruthy();
    expect(screen.getByLabelText('Nimal Perera').textContent).toBe('NP');
    expect(screen.getByText('Ameena Fazal')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ameena Fazal' }).getAttribute('src')).toBe('/img/a.png');
  });

  it.each([undefined, []])('shows - for %j', (members) => {
    expect(renderRenderer(MembersRenderer, row, { members }).textContent).toBe('-');
  });

  it('applies to members rows only', () => {
    expect(membersTester(row)).toBe(1);
    expect(membersTester({ ...row, kind: 'member' })).toBe(-1);
  });
});
