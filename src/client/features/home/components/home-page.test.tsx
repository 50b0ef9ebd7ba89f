import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import rolesSi from '../../../i18n/catalogues/si/roles.json';
import rolesTa from '../../../i18n/catalogues/ta/roles.json';
import homeSi from '../../../i18n/catalogues/si/home.json';
import homeTa from '../../../i18n/catalogues/ta/home.json';
import { inLanguage } from '../../../i18n/language-test-kit';
import { HomePage } from './home-page';

// The typed client keeps the fetch it finds when created: every call answers the member's profile.
vi.hoisted(() => {
  globalThis.fetch = (async () =>
    new Response(JSON.stringify({ data: { display_name: 'Nimal Perera', international_id: '1234567' } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch;
});
// The overview has its own tests; the greeting is what these read.
vi.mock('./club-overview-section', () => ({ ClubOverviewSection: () => null }));

/** The home page of a signed-in club president. */
function renderHome(wrap: (page: ReactNode) => ReactNode = (page) => page) {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', 'CLUB_PRESIDENT');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{wrap(<HomePage />)}</QueryClientProvider>);
}

describe('the home greeting', () => {
  it('names the role by its code with spaces in English (spec 1 section 1)', async () => {
    renderHome();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, CLUB PRESIDENT');
    expect(await screen.findByText('Nimal Perera')).toBeTruthy();
  });

  it.each([
    ['si', homeSi, rolesSi],
    ['ta', homeTa, rolesTa],
  ] as const)('names the office in the language chosen (%s)', async (language, home, roles) => {
    renderHome((page) => inLanguage(language, page));
    const office = roles['roles.clubPresident'];
    const greeting = await screen.findByRole('heading', { level: 1 });
    expect(greeting.textContent).toBe(home['home.welcome'].replace('{role}', office));
    expect(greeting.textContent).not.toMatch(/CLUB|President/);
  });
});
