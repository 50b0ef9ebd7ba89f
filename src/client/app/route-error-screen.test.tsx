import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStaleCode, reloadOnceForStaleCode, RouteErrorScreen } from './route-error-screen';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** A route whose screen throws, with the app's error screen. */
function renderFailing(error: Error) {
  const Failing = () => {
    throw error;
  };
  const router = createMemoryRouter([
    { path: '/', element: <Failing />, errorElement: <RouteErrorScreen /> },
  ]);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<RouterProvider router={router} />);
}

describe('the route error screen', () => {
  it('says a screen failed, with Reload and the way home', () => {
    renderFailing(new Error('boom'));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(/This screen could not be shown/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('knows code gone after a deploy in each browser’s words', () => {
    expect(isStaleCode(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isStaleCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleCode(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isStaleCode(new Error('boom'))).toBe(false);
  });

  it('reloads once for stale code, then shows the screen rather than reload in a loop', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    expect(reloadOnceForStaleCode(1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForStaleCode(1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy reloads again.
    expect(reloadOnceForStaleCode(1_100_000)).toBe(true);
  });
});
