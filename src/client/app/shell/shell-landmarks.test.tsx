import './shell-fetch-stub';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PageHeader } from '../../components/page-header';
import { AppShell } from './app-shell';

afterEach(() => localStorage.clear());

/** The shell on a memory router with two screens, each with its heading, one linking to the other. */
function renderShell() {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', 'CLUB_PRESIDENT');
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <AppShell />,
        children: [
          {
            index: true,
            element: (
              <>
                <PageHeader title="Monthly Tasks" />
                <Link to="/members">Members</Link>
                <Link to="/search">Search</Link>
              </>
            ),
          },
          { path: 'members', element: <PageHeader title="Members" /> },
          {
            path: 'search',
            element: (
              <>
                <PageHeader title="Search" />
                {/* eslint-disable-next-line jsx-a11y-x/no-autofocus -- the screen's own focus, which navigation must keep */}
                <input aria-label="Name" autoFocus />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the shell for keyboard and screen-reader users', () => {
  it('offers a skip link first that leads to the main region, the one h1 of the screen inside it', async () => {
    renderShell();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main-content');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Monthly Tasks']);
    expect(main.contains(screen.getByRole('heading', { level: 1 }))).toBe(true);
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('names the tab after the screen, and moves the focus to the main region on navigation only', async () => {
    renderShell();
    expect(document.title).toBe('Monthly Tasks · Lions Club CMS');
    expect(document.activeElement).not.toBe(screen.getByRole('main'));
    await userEvent.click(screen.getByRole('link', { name: 'Members' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeTruthy();
    expect(document.title).toBe('Members · Lions Club CMS');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('leaves the focus where a new screen put it (a form focusing its first field)', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('link', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});

describe('the menu drawer of a phone', () => {
  it('opens from the menu button with a backdrop, and closes by Escape or the backdrop, the focus back on the button', async () => {
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('cms-sidebar');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('cms-sidebar')!.className).toContain('cms-sidebar--open');
    expect(document.querySelector('.cms-sidebar-backdrop')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('.cms-sidebar-backdrop')).toBeNull();
    expect(document.activeElement).toBe(toggle);

    await userEvent.click(toggle);
    await userEvent.click(document.querySelector<HTMLElement>('.cms-sidebar-backdrop')!);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
