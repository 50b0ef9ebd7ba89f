import { expect, test } from '@playwright/test';
import { colomboMonth } from '../../src/shared/time/colombo';
import { dayOfReportMonth, signInThroughForm } from './helpers';

/** A month no other spec files for: three months after this one. */
const MONTH = String(((Number(colomboMonth()) + 2) % 12) + 1).padStart(2, '0');

test('an officer files a Board Meeting; the evaluator rejects a line, approves it, and the club earns the points', async ({
  browser,
}) => {
  // The club president files the report.
  const officer = await browser.newPage();
  await signInThroughForm(officer, 'club-president@example.org');
  await expect(officer.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await officer.goto(`/activities/monthly/add/${MONTH}/BOARD_MEETING`);
  await officer.getByLabel('Venue').fill('Hotel Galadari, Colombo 01');
  await officer.getByLabel('Date').fill(dayOfReportMonth(MONTH, 5).typed);
  await officer.getByLabel('Number of Board Members').fill('12');
  await officer.getByLabel('Number of Attendance').fill('10');
  await officer.getByRole('button', { name: 'Submit to Review' }).click();
  await expect(officer).toHaveURL(/\/activities\/monthly$/);
  await officer.getByLabel('Month').selectOption(MONTH);
  const row = officer
    .getByRole('list', { name: 'Activities' })
    .getByRole('listitem')
    .filter({ hasText: 'Board Meeting' });
  const viewUrl = await row.getByRole('link').getAttribute('href');
  expect(viewUrl).toMatch(/\/activities\/monthly\/view\//);

  // The evaluator opens it: the points are calculated and explained.
  const evaluator = await browser.newPage();
  await signInThroughForm(evaluator, 'clubs-performance-evaluation@example.org');
  await expect(evaluator.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await evaluator.goto(viewUrl!);
  const points = evaluator.getByRole('region', { name: 'Points' });
  for (const header of ['Description', 'Plus Points', 'Negative Points', 'Total Points', 'Status', 'Action'])
    await expect(points.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(points.getByText('Board meeting held')).toBeVisible();
  await expect(points.getByText('10 of 12 board members attended (83.33%)')).toBeVisible();
  await points.getByRole('button', { name: 'Refresh' }).click();
  await expect(points.getByText('Board meeting held')).toBeVisible();

  // Reject one line with a comment.
  const lines = points.locator('tbody tr');
  const count = await lines.count();
  expect(count).toBeGreaterThan(1);
  await points.getByRole('button', { name: 'Reject Attendance at least 75% of the board' }).click();
  const dialog = evaluator.getByRole('dialog', { name: 'Reject Points' });
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Comment').fill('The attendance sheet does not show 10 names.');
  await confirm.click();
  const rejected = lines.filter({ hasText: 'Attendance at least 75% of the board' });
  await expect(rejected.getByText('Rejected')).toBeVisible();
  await expect(rejected.getByText('The attendance sheet does not show 10 names.')).toBeVisible();

  // Approve the other lines, then the activity.
  let approved = 0;
  for (let i = 0; i < count; i += 1) {
    const line = lines.nth(i);
    const approve = line.getByRole('button', { name: /^Approve / });
    if (await approve.count()) {
      const before = await line.locator('td').nth(3).innerText();
      await approve.click();
      await expect(line.getByText('Approved')).toBeVisible();
      approved += Number(before);
    }
  }
  const decision = evaluator.getByRole('region', { name: 'Decision' });
  const approvedButton = decision.getByRole('button', { name: 'Approved' });
  await expect(approvedButton).toBeDisabled();
  await decision.getByText('I confirmed and approve this activity').click();
  await approvedButton.click();
  await expect(decision.getByText('Approved', { exact: true })).toBeVisible();
  await expect(points.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  await expect(points.getByRole('button', { name: /^Reject / })).toHaveCount(0);

  // The club's home overview shows the administration points it earned.
  await officer.goto('/');
  const total = officer.getByRole('region', { name: 'Total Points' });
  await expect(total.getByText('Administration', { exact: true })).toBeVisible();
  await expect(total.locator('dd').nth(1)).toHaveText(String(approved));
  await expect(total.getByText(/administration points available so far/)).toBeVisible();
});
