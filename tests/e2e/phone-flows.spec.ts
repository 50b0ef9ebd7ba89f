import { expect, test } from '@playwright/test';
import { colomboMonth } from '../../src/shared/time/colombo';
import { expectNoSeriousAxeViolations } from './axe';
import { activityRow, dayOfReportMonth, signInThroughForm } from './helpers';
import { expectFitsPhone } from './phone';
import { phoneCameraJpeg } from './photos';

/** A month no other spec files for: five months after this one. */
const MONTH = String(((Number(colomboMonth()) + 4) % 12) + 1).padStart(2, '0');

test(
  'on a 360 px phone an officer signs in, finds Monthly Tasks in the menu drawer and files a Board Meeting with a camera photo; the evaluator approves it',
  { tag: ['@phone', '@phone-only'] },
  async ({ page, browser }) => {
    await signInThroughForm(page, 'club-president@example.org');
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expectFitsPhone(page, 'home');

    // The menu is a drawer over the page: Escape closes it and gives the focus back to its button.
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await menu.tap();
    await expect(nav).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    // A tap on the backdrop closes it too; following a link closes it and opens the screen.
    await menu.tap();
    await page.locator('.cms-sidebar-backdrop').tap({ position: { x: 340, y: 400 } });
    await expect(nav).toBeHidden();
    await menu.tap();
    await nav.getByRole('link', { name: 'Monthly Tasks' }).tap();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Monthly Tasks' })).toBeVisible();

    await page.getByLabel('Month').selectOption(MONTH);
    const row = activityRow(page, 'Board Meeting');
    await row.getByRole('link').tap();
    await expect(page).toHaveURL(new RegExp(`/activities/monthly/add/${MONTH}/BOARD_MEETING$`));
    await expectFitsPhone(page, 'Board Meeting form');

    await page.getByLabel('Venue').fill('Galle Face Hotel, Colombo 03');
    await page.getByLabel('Date').fill(dayOfReportMonth(MONTH, 5).typed);
    await page.getByLabel('Number of Board Members').fill('12');
    await page.getByLabel('Number of Attendance').fill('11');
    await page.getByLabel('Photo 01').setInputFiles({
      name: 'IMG_20260805_183000.jpg',
      mimeType: 'image/jpeg',
      buffer: await phoneCameraJpeg(page),
    });
    await expect(page.getByText(/^Resized to fit: /)).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit to Review' });
    expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await submit.tap();
    await expect(page).toHaveURL(/\/activities\/monthly$/);
    await page.getByLabel('Month').selectOption(MONTH);
    await expect(row.getByText('Submitted')).toBeVisible();
    const viewUrl = await row.getByRole('link').getAttribute('href');

    // The evaluator, on a phone too, approves every line and the report.
    const context = await browser.newContext(test.info().project.use);
    const evaluator = await context.newPage();
    await signInThroughForm(evaluator, 'clubs-performance-evaluation@example.org');
    await expect(evaluator.getByRole('button', { name: 'Profile' })).toBeVisible();
    await evaluator.goto(viewUrl!);
    const points = evaluator.getByRole('region', { name: 'Points' });
    await expect(points.getByText('Board meeting held')).toBeVisible();
    await expectFitsPhone(evaluator, 'report view');
    await expectNoSeriousAxeViolations(evaluator, 'report view');
    const approveButtons = points.getByRole('button', { name: /^Approve / });
    while ((await approveButtons.count()) > 0) {
      const before = await approveButtons.count();
      await approveButtons.first().tap();
      await expect(approveButtons).toHaveCount(before - 1);
    }
    const decision = evaluator.getByRole('region', { name: 'Decision' });
    await decision.getByText('I confirmed and approve this activity').tap();
    await decision.getByRole('button', { name: 'Approved' }).tap();
    await expect(decision.getByText('Approved', { exact: true })).toBeVisible();
    await context.close();

    await page.goto(viewUrl!);
    await expect(
      page.getByRole('region', { name: 'Decision' }).getByText('Approved', { exact: true }),
    ).toBeVisible();
  },
);
