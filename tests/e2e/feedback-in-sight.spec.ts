import { expect, test } from '@playwright/test';
import { signInThroughForm } from './helpers';

test(
  'a save from the foot of a long form is told in sight, and the next screen starts at its top',
  { tag: ['@phone', '@phone-only'] },
  async ({ page }) => {
    await signInThroughForm(page, 'club-president@example.org');
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await page.goto('/members');
    await page.getByLabel('Search members').fill('Kanchana Silva');
    await page.getByRole('link', { name: 'Edit Kanchana Silva' }).click();
    await expect(page.getByLabel(/^Display Name/)).toHaveValue('Kanchana Silva');

    // The Update button is at the foot of the form, far below the top of a phone's screen.
    const update = page.getByRole('button', { name: 'Update' });
    await update.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await update.click();

    const told = page.getByRole('alert').filter({ hasText: 'Member has been updated successfully' });
    await expect(told).toBeInViewport();
    await expect(page).toHaveURL(/\/members$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  },
);
