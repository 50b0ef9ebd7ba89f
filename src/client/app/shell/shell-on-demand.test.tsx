import { bellCalls } from './shell-fetch-stub';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsBell } from './notifications-bell';
import { ProfileMenu } from './profile-menu';

function renderSignedIn(ui: React.ReactNode, role = 'CLUB_PRESIDENT') {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', role);
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

  it("opens the club's notifications from the bell, which counts the unread ones", async () => {
    const user = userEvent.setup();
    renderSignedIn(<NotificationsBell />);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('bell-badge').textContent).toBe('1');
    await user.click(bell);
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 10_000 });
    const rejected = await within(drawer).findByRole('link', {
      name: 'The Monthly Meeting report for 09/2026 was rejected.',
    });
    expect(rejected.getAttribute('href')).toBe(
      '/activities/monthly/view/2b7c4a8e-6f1d-4c39-9a57-1f0e3d2c4b5a/09/MONTHLY_MEETING',
    );
    expect(within(drawer).getByText('Reason: Attendance sheet missing')).toBeTruthy();
    // 14:05 in Colombo (UTC+5:30).
    expect(within(drawer).getByText('12/11/2026 14:05')).toBeTruthy();
    const items = within(drawer).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByText('New') !== null)).toEqual([true, false]);
    expect(
      within(drawer)
        .getByRole('link', { name: 'The service project "Eye Camp" was approved.' })
        .getAttribute('href'),
    ).toBe('/projects/info/5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6');

    await user.click(within(drawer).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(bellCalls).toContain('PUT /api/notifications/7/read'));
    await user.click(within(drawer).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bellCalls).toContain('PUT /api/notifications/read-all'));
  });

  it('gives a role without a club of its own no badge and the welcome text, asking nothing', async () => {
    bellCalls.length = 0;
    renderSignedIn(<NotificationsBell />, 'ZONE_CHAIRPERSON');
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' }, { timeout: 10_000 });
    expect(within(drawer).getByText(/News about your club's activities/)).toBeTruthy();
    expect(screen.queryByTestId('bell-badge')).toBeNull();
    expect(bellCalls).toEqual([]);
  });
});
