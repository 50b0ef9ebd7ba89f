import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsRemindersCard } from './sms-reminders-card';

// The typed client keeps the fetch it finds when created, so the stub must be in place before it loads.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

/** Renders the card for a signed-in member whose reminders are `enabled`. */
function renderCard(enabled: boolean) {
  localStorage.setItem('access_token', 'token');
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SmsRemindersCard enabled={enabled} />
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => fetchMock.mockReset());

describe('the SMS reminders switch', () => {
  it('shows the setting and turns it off with PUT /api/member/sms-reminders', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(200, { status_code: 200, message: 'ok', sms_reminders: false }));
    renderCard(true);
    const toggle = screen.getByRole('switch', { name: /SMS when a monthly report/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await user.click(toggle);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/member/sms-reminders');
    expect(request.method).toBe('PUT');
    expect(await request.json()).toEqual({ enabled: false });
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      json(422, { status_code: 422, message: 'The enabled field is required.', errors: {} }),
    );
    renderCard(false);
    await user.click(screen.getByRole('switch'));
    expect((await screen.findByRole('alert')).textContent).toContain('The enabled field is required.');
  });
});
