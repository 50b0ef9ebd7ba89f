import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { signInThroughForm } from './helpers';

test(
  'the menus, drawers and questions that open over a screen have no serious accessibility violations',
  { tag: ['@phone', '@phone-only'] },
  async ({ page }) => {
    await signInThroughForm(page, 'club-president@example.org');
    const profile = page.getByRole('button', { name: 'Profile' });
    await expect(profile).toBeVisible();

    // The profile menu, with its languages.
    await profile.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the profile menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    // The notifications drawer.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the notifications drawer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The navigation drawer of a phone.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
    await expectNoSeriousAxeViolations(page, 'the navigation drawer');
    await page.keyboard.press('Escape');

    // The question before leaving a changed form, and the one over a kept draft.
    await page.goto('/members/create');
    await page.getByLabel(/^Display Name/).fill('Axe Draft');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const leave = page.getByRole('alertdialog', { name: /Leave this form/ });
    await expect(leave).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the leave-form question');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await page.waitForTimeout(600); // the draft is written after a pause in typing
    await page.reload();
    await expect(page.getByRole('button', { name: 'Resume draft' })).toBeVisible();
    await page.getByLabel(/^Display Name/).fill('Something else');
    await expect(page.getByRole('alertdialog', { name: /Resume it, or keep/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the kept-draft question');
  },
);
