import './profile-fetch-stub';
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
