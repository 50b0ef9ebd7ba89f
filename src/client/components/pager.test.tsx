import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager (spec 1 section 4)', () => {
  it('is hidden with one page', () => {
    const { container } = render(<Pager page={1} lastPage={1} onPage={() => undefined} />);
    expect(container.textContent).toBe('');
  });

  it('disables Previous on page 1 and Next on the last page', () => {
    const { rerender } = render(<Pager page={1} lastPage={3} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
    rerender(<Pager page={3} lastPage={3} onPage={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('disables Previous while loading and moves a page at a time', () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={2} lastPage={3} loading onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    rerender(<Pager page={2} lastPage={3} onPage={onPage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });
});
