import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SentBackProjectsSection } from './sent-back-projects-section';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

const CLUB = { uuid: '3f1d2c4b-5a69-4788-9abc-def012345678', name: 'Lions Club of Colombo Host' };

/** A project row sent back with `reason`. */
function sentBack(n: number, reason: string) {
  return {
    uuid: `9b2f4c1e-7a3d-4e5f-8a6b-${String(n).padStart(12, '0')}`,
    project_code: `GP-2026-000${n}`,
    project_title: `Project ${n}`,
    club: CLUB,
    status: 'PENDING',
    project_type: 'GP',
    date: '2026-08-15',
    created_at: '2026-08-01T04:00:00.000Z',
    governor_theme: null,
    waiting_for: null,
    waiting_since: null,
    sent_back: {
      comment: reason,
      role: 'ZONE_CHAIRPERSON',
      member: { display_name: 'Dilani Perera' },
      created_at: '2026-08-20T04:00:00.000Z',
      returns_to: 'ZONE_CHAIRPERSON',
    },
    actions: { can_edit: true, can_delete: false, can_review: false },
  };
}

/** Answers the list with `rows`; remembers what was asked. */
function serve(rows: unknown[]) {
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({ status_code: 200, data: rows, meta: { last_page: 1, total: rows.length } }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
}

function renderSection() {
  localStorage.setItem('access_token', 'token');
  localStorage.setItem('role', 'CLUB_PRESIDENT');
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SentBackProjectsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => fetchMock.mockReset());

describe('SentBackProjectsSection', () => {
  it("lists the club's projects sent back with the reviewer's reason and the way to change each", async () => {
    serve([sentBack(1, 'Attach the bills for the saplings.')]);
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Projects sent back to your club' })).toBeTruthy();
    expect(screen.getByText('Reason: Attach the bills for the saplings.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Change and submit again: Project 1' });
    expect(link.getAttribute('href')).toBe(`/projects/edit/1/${sentBack(1, '').uuid}`);
    const asked = new URL((fetchMock.mock.calls[0]![0] as Request).url);
    expect(`${asked.pathname}${asked.search}`).toBe('/api/service-project/list/se=?status=PENDING');
  });

  it('shows nothing while no project waits for changes', async () => {
    serve([]);
    renderSection();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(document.querySelector('.bp6-spinner, .cms-plain-spinner')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Projects sent back to your club' })).toBeNull();
  });
});
