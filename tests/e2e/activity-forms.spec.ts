import { expect, test, type Page } from '@playwright/test';
import { colomboMonth } from '../../src/shared/time/colombo';
import { activityRow, dayOfReportMonth, signInThroughForm } from './helpers';
import { TINY_PNG } from './photos';

/** This month: the club roles' forms file for it (other specs keep to July and August). */
const MONTH = colomboMonth();
const OTHER_CLUB = 'Lions Club of Kandy';

/** A tiny PDF, as a phone would upload it. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: TINY_PNG });
const document = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** Opens a month's list from the menu. */
async function openMonth(page: Page, month: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Monthly Tasks' }).click();
  await page.getByLabel('Month').selectOption(month);
}

/** The list's row of an activity. */
const row = activityRow;

/** Picks members in a picker by typing and choosing the first matches. */
async function pickMembers(page: Page, label: string, count: number) {
  const input = page.getByLabel(label);
  await input.click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const option = options.nth(i);
    names.push((await option.locator('.cms-member-option__name, div').first().innerText()).split('\n')[0]!);
    await option.click();
  }
  await page.keyboard.press('Escape');
  return names;
}

test('a club president files a Board Meeting with photos and attended members, views it and edits it', async ({
  page,
}) => {
  await signInThroughForm(page, 'club-president@example.org');
  await openMonth(page, MONTH);
  await row(page, 'Board Meeting').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/activities/monthly/add/${MONTH}/BOARD_MEETING$`));
  await expect(page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
  await expect(page.getByText(`Month: ${MONTH}`)).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit to Review' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Venue').fill('Hotel Galadari, Colombo 01');
  await expect(submit).toBeEnabled();
  const held = dayOfReportMonth(MONTH, 5);
  await page.getByLabel('Date').fill(held.typed);
  await page.getByLabel('Number of Board Members').fill('12');
  await page.getByLabel('Number of Attendance').fill('9');
  await page.getByLabel('Photo 01').setInputFiles(photo('photo-1.png'));
  await page.getByLabel('Photo 02').setInputFiles(photo('photo-2.png'));
  await page.getByLabel('Attendance Sheet').setInputFiles(document('attendance.pdf'));
  await expect(page.getByText('Max Size 500Kb').first()).toBeVisible();

  // A file over 500 KB is refused before any upload.
  await page.getByLabel('Agenda').setInputFiles({
    name: 'agenda.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([PDF, Buffer.alloc(600 * 1024)]),
  });
  await expect(page.getByText('The file may not be greater than 500 KB.')).toBeVisible();

  const members = await pickMembers(page, 'Attended Club Members', 2);
  await submit.click();

  await expect(page).toHaveURL(/\/activities\/monthly$/);
  await expect(row(page, 'Board Meeting').getByText('Submitted')).toBeVisible();
  await row(page, 'Board Meeting').getByRole('link').click();

  await expect(page).toHaveURL(new RegExp(`/activities/monthly/view/[0-9a-f-]+/${MONTH}/BOARD_MEETING$`));
  await expect(page.getByText(`Month: ${MONTH}`)).toBeVisible();
  // The report as its view shows it (the points panel below repeats some of it in its comments).
  const report = page.locator('.cms-activity-view');
  await expect(report.getByText('Hotel Galadari, Colombo 01', { exact: true })).toBeVisible();
  await expect(report.getByText(held.shown, { exact: true })).toBeVisible();
  await expect(report.getByText('PDF document')).toBeVisible();
  await expect(report.locator('img[height="150"]')).toHaveCount(2);
  for (const name of members) await expect(report.getByText(name, { exact: true })).toBeVisible();
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByText('PDF document').click()]);
  await expect.poll(() => tab.url()).toMatch(/\/api\/files\/.+\.pdf\?exp=\d+&sig=/);
  await tab.close();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Activity' })).toBeVisible();
  await expect(page.getByLabel('Venue')).toHaveValue('Hotel Galadari, Colombo 01');
  await page.getByLabel('Venue').fill('Cinnamon Grand, Colombo 03');
  await page.getByRole('button', { name: 'Submit to Review' }).click();
  await expect(page).toHaveURL(/\/activities\/monthly\/view\//);
  await expect(report.getByText('Cinnamon Grand, Colombo 03', { exact: true })).toBeVisible();
  // The photos were kept: only the venue changed.
  await expect(report.locator('img[height="150"]')).toHaveCount(2);
});

test('the evaluator files District Dues for a club and sees them as Yes and rupees', async ({ page }) => {
  await signInThroughForm(page, 'clubs-performance-evaluation@example.org');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Monthly Tasks' }).click();
  const club = page.getByLabel('Club', { exact: true });
  await club.click();
  await club.fill('Kandy');
  await page.getByRole('option', { name: OTHER_CLUB, exact: true }).click();
  await page.getByLabel('Month').selectOption('07');
  await row(page, 'District Dues').getByRole('link').click();

  const submit = page.getByRole('button', { name: 'Submit to Review' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Paid').check({ force: true });
  await expect(submit).toBeEnabled();
  const paid = dayOfReportMonth('07', 20);
  await page.getByLabel('Date').fill(paid.typed);
  await page.getByLabel('Amount (Rs.)').fill('25000');
  await page.getByLabel('Bank').fill('Bank of Ceylon');
  await page.getByLabel('Cheque No / Cash Deposit Slip').fill('CHQ 004521');
  await submit.click();

  await expect(page).toHaveURL(/\/activities\/monthly$/);
  await expect(row(page, 'District Dues').getByText('Submitted')).toBeVisible();
  await row(page, 'District Dues').getByRole('link').click();
  await expect(page.getByText('Month: 07')).toBeVisible();
  // The report as its view shows it (the points panel below repeats some numbers in its comments).
  const report = page.locator('.cms-activity-view');
  await expect(report.getByText('Yes', { exact: true })).toBeVisible();
  await expect(report.getByText('Rs. 25,000.00', { exact: true })).toBeVisible();
  await expect(report.getByText(paid.shown, { exact: true })).toBeVisible();
  await expect(report.getByText('CHQ 004521', { exact: true })).toBeVisible();
});

test('a club president adds two MAF contributions one by one and deletes one', async ({ page }) => {
  await signInThroughForm(page, 'club-president@example.org');
  await openMonth(page, MONTH);
  await row(page, 'Contribution Towards MAF').getByRole('link').click();

  const add = page.getByRole('button', { name: 'Add Contribution' });
  const table = page.locator('.cms-contributions table tbody tr');
  const days = [dayOfReportMonth(MONTH, 3), dayOfReportMonth(MONTH, 9)];
  for (const [i, { typed: date }] of days.entries()) {
    await expect(add).toBeDisabled();
    const [name] = await pickMembers(page, 'Member', 1);
    await page.getByLabel('Date').fill(date);
    await page.getByLabel('Application Copy').setInputFiles(document(`application-${i}.pdf`));
    if (i === 0) await page.getByLabel('Payment Slip').setInputFiles(photo('slip.png'));
    await add.click();
    await expect(page.getByText('Successfully added').first()).toBeVisible();
    await expect(table).toHaveCount(i + 1);
    await expect(table.nth(i)).toContainText(name!);
  }
  // The second entry has no payment slip: its column says NA.
  await expect(table.nth(1)).toContainText('NA');
  expect(await page.evaluate(() => localStorage.getItem('maf_contribution_uuid'))).toMatch(/^[0-9a-f-]{36}$/);

  await table.nth(0).getByRole('button', { name: 'Delete contribution' }).click();
  await expect(table).toHaveCount(1);
  await expect(table.nth(0)).toContainText(days[1]!.shown);
});
