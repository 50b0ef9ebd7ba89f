import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { signInThroughForm } from './helpers';

// Issue 14, part 4: an officer turns the daily reminder SMS off in My Profile, and it stays off.

test('club treasurer: turns the SMS reminders off and finds them off after a reload', async ({ page }) => {
  await signInThroughForm(page, 'club-treasurer@example.org');
  await expect(page.getByRole('heading', { name: 'Welcome, CLUB TREASURER' })).toBeVisible();
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'SMS reminders' });
  const toggle = card.getByRole('switch', { name: /SMS when a monthly report/ });
  await expect(toggle).toBeChecked();
  await expectNoSeriousAxeViolations(page, 'profile with SMS reminders');
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/sms-reminders.png`, fullPage: true });
  }

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/member/sms-reminders'));
  // The label, as a user clicks it: Blueprint draws the switch over a hidden input.
  await card.getByText(/Send me an SMS/).click();
  expect((await saved).status()).toBe(200);
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('region', { name: 'SMS reminders' }).getByRole('switch')).not.toBeChecked();
});
