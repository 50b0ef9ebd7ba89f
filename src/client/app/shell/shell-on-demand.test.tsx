import './profile-fetch-stub';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsBell } from './notifications-bell';
import { ProfileMenu } from './profile-menu';

function renderSignedIn(ui: React.ReactNode) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', 'CLUB_PRESIDENT');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => localStorage.clear());

// The shell's menu and drawer are not in the first load: their Blueprint code comes when wanted.
describe('the top bar parts loaded on demand', () => {
  it('opens the profile menu clicked before its code arrived, once it has', async () => {
    renderSignedIn(<ProfileMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    // The first import of Blueprint in a test file takes a while to transform.
    expect(await screen.findByRole('menuitem', { name: /Sign out/ }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Change Role/ })).toBeTruthy();
    expect(await screen.findByText('Nimal Perera', { selector: '.cms-profile-menu__name' })).toBeTruthy();
  });

  it('keeps the same button when the code comes, and closes the menu with a second click or Escape', async () => {
    const user = userEvent.setup();
    renderSignedIn(<ProfileMenu />);
    const button = screen.getByRole('button', { name: 'Profile' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: /Sign out/ }, { timeout: 10_000 })).toBeTruthy();
    // The button pressed is still the one in the page: nothing was swapped under the pointer.
    expect(screen.getByRole('button', { name: 'Profile' })).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: /Sign out/ })).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: /Sign out/ })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: /Sign out/ })).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('opens the Notifications drawer from the bell', async () => {
    renderSignedIn(<NotificationsBell />);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 10_000 })).toBeTruthy();
  });
});
