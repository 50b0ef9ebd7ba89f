import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityStatusTag } from './activity-status-tag';

describe('ActivityStatusTag', () => {
  it('shows PENDING pink on a neutral tag', () => {
    render(<ActivityStatusTag status="PENDING" />);
    const chip = screen.getByText('Pending').closest('.cms-activity-status') as HTMLElement;
    expect(chip.className).toContain('cms-activity-status--pending');
    expect(chip.className).not.toContain('bp6-intent-danger');
    expect(chip.style.backgroundColor).not.toBe('');
  });

  it('shows PENDING red with pendingRed, and adds the given class', () => {
    render(<ActivityStatusTag status="PENDING" pendingRed className="cms-review-status" />);
    const chip = screen.getByText('Pending').closest('.cms-review-status') as HTMLElement;
    expect(chip.className).toContain('cms-activity-status--pending');
    expect(chip.className).toContain('bp6-intent-danger');
    expect(chip.style.backgroundColor).toBe('');
  });
});
