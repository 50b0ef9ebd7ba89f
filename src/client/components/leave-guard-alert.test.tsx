import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { LeaveGuardAlert } from './leave-guard-alert';

// The guard holds only a signed-in session's navigation.
beforeEach(() => localStorage.setItem('access_token', 'token'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A form page that becomes dirty when typed in, beside a list page it links to. */
function FormPage() {
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);
  return (
    <>
      <input aria-label="Venue" onChange={() => setDirty(true)} />
      <Link to="/list">Monthly Tasks</Link>
      <LeaveGuardAlert blocker={guard.blocker} keptAsDraft />
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <FormPage /> },
      { path: '/list', element: <h1>Monthly Tasks</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the leave guard', () => {
  it('lets an untouched form go without asking', async () => {
    const router = renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Monthly Tasks' }));
    expect(router.state.location.pathname).toBe('/list');
  });

  it('asks before leaving a form with changes: Stay keeps it, Leave goes', async () => {
    const router = renderForm();
    await userEvent.type(screen.getByLabelText('Venue'), 'Town Hall');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Monthly Tasks' }));
    expect(await screen.findByText('Leave this form? It has not been sent.')).toBeTruthy();
    expect(screen.getByText(/stays on this device as a draft/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByLabelText('Venue') as HTMLInputElement).value).toBe('Town Hall');

    await userEvent.click(screen.getByRole('link', { name: 'Monthly Tasks' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/list');
  });

  it('lets the way to the login page through once the session has ended', async () => {
    const router = renderForm();
    await userEvent.type(screen.getByLabelText('Venue'), 'Town Hall');
    localStorage.removeItem('access_token');
    await userEvent.click(screen.getByRole('link', { name: 'Monthly Tasks' }));
    expect(router.state.location.pathname).toBe('/list');
    expect(screen.queryByText('Leave this form? It has not been sent.')).toBeNull();
  });
});
