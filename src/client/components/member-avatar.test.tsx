import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsOf, MemberAvatar } from './member-avatar';

describe('MemberAvatar', () => {
  it('shows initials when there is no image', () => {
    render(<MemberAvatar name="Nimal Perera" />);
    expect(screen.getByLabelText('Nimal Perera').textContent).toBe('NP');
  });

  it('inside a named control, draws the initials without giving the control text of its own', () => {
    const { container } = render(
      <button type="button" aria-label="Profile">
        <MemberAvatar name="Nimal Perera" decorative />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Profile' });
    expect(button.textContent).toBe('');
    expect(container.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('NP');
  });

  it('shows the image when there is one', () => {
    render(<MemberAvatar name="Nimal Perera" image="/img/n.png" />);
    expect(screen.getByRole('img', { name: 'Nimal Perera' }).getAttribute('src')).toBe('/img/n.png');
  });

  it.each([
    ['Nimal Perera', 'NP'],
    ['Lion Dr. K. Sivakumar', 'LS'],
    ['Ameena', 'AM'],
    ['  ', ''],
  ])('initials of %j are %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
