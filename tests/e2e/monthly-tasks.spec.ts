import { expect, test, type Locator, type Page } from '@playwright/test';
import catalogue from '../../schemas/activities/catalogue.json' with { type: 'json' };
import { dueDateOf } from '../../src/shared/time/activity-months';
import { colomboDate, colomboMonth } from '../../src/shared/time/colombo';
import { formatDisplayDate } from '../../src/shared/time/date-format';
import { dueMark } from '../../src/client/features/activities/due-mark';
import { signInThroughForm } from './helpers';

const CLUB_NAME = 'Lions Club of Colombo Host';

/** A month other than the current one, so reports other tests file this month cannot colour its chips. */
const MONTH = colomboMonth() === '07' ? '08' : '07';

/** The words of an unfiled report's mark beside its due date. */
const MARK_TEXT = { overdue: 'Overdue', dueSoon: 'Due soon' } as const;

/**
 * The rows the catalogue schedules for a month, as the list shows them unfiled: name, and due date
 * with its mark (overdue or due soon).
 */
function expectedRows(month: string): { name: string; due: string }[] {
  return catalogue
    .filter((type) => (type.schedule.months as string[]).includes(month))
    .map((type) => {
      const due = dueDateOf(month, type.schedule.dueDay, colomboDate());
      const mark = dueMark(null, due, colomboDate());
      return { name: type.title, due: `${formatDisplayDate(due)}${mark ? MARK_TEXT[mark] : ''}` };
    });
}

/** The rows of the Monthly Tasks list. */
function rows(page: Page): Locator {
  return page.getByRole('list', { name: 'Activities' }).getByRole('listitem');
}

/** The row of one activity. */
function row(page: Page, name: string): Locator {
  return rows(page).filter({ has: page.locator('.cms-activity-row__name', { hasText: name }) });
}

/** Opens Monthly Tasks from the menu. */
async function openMonthlyTasks(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Monthly Tasks' }).click();
  await expect(page).toHaveURL(/\/activities\/monthly$/);
  await expect(page.getByRole('heading', { name: 'Monthly Tasks' })).toBeVisible();
}

/** A district role picks the demo club from the searchable list. */
async function chooseClub(page: Page) {
  await expect(page.getByText('Choose a club to see its activities.')).toBeVisible();
  const club = page.getByLabel('Club', { exact: true });
  await club.click();
  await club.fill('Colombo Host');
  await page.getByRole('option', { name: CLUB_NAME }).click();
  await expect(club).toHaveValue(CLUB_NAME);
}

test("a club president sees the month's activities of their club and opens the add form", async ({
  page,
}) => {
  await signInThroughForm(page, 'club-president@example.org');
  await openMonthlyTasks(page);

  // Fixed to the president's own club.
  await expect(page.getByRole('textbox', { name: 'Club' })).toHaveValue(CLUB_NAME);
  await page.getByLabel('Month').selectOption(MONTH);

  const expected = expectedRows(MONTH);
  await expect(rows(page)).toHaveCount(expected.length);
  await expect(rows(page).locator('.cms-activity-row__name')).toHaveText(expected.map((r) => r.name));
  await expect(rows(page).locator('.cms-activity-row__due')).toHaveText(expected.map((r) => `Due ${r.due}`));
  await expect(rows(page).locator('.cms-activity-status')).toHaveText(expected.map(() => 'Not Submitted'));

  // The month is remembered for the next visit.
  expect(await page.evaluate(() => localStorage.getItem('month'))).toBe(MONTH);

  // An unfiled activity opens the add form of that month and key (keyboard: the row is a link).
  const boardMeeting = row(page, 'Board Meeting').getByRole('link');
  await boardMeeting.focus();
  await Promise.all([
    page.waitForURL(`**/activities/monthly/add/${MONTH}/BOARD_MEETING`),
    boardMeeting.press('Enter'),
  ]);
});

test('the evaluator may not add to an earlier month before June', async ({ page }) => {
  // March of the next calendar year in Colombo: the current month 03 is not after 05.
  const year = Number(colomboDate().slice(0, 4)) + 1;
  await page.clock.setFixedTime(new Date(`${year}-03-15T10:00:00+05:30`));
  await signInThroughForm(page, 'clubs-performance-evaluation@example.org');
  await openMonthlyTasks(page);
  await chooseClub(page);

  await page.getByLabel('Month').selectOption('01');
  await expect(row(page, 'Board Meeting')).toContainText('Not Submitted');
  await row(page, 'Board Meeting').getByRole('button').click();
  await expect(page.getByText('Previous or future months activities are disabled')).toBeVisible();
  await expect(page).toHaveURL(/\/activities\/monthly$/);

  // The current month is open: the same activity is a link to its add form.
  await page.getByLabel('Month').selectOption('03');
  await expect(row(page, 'Board Meeting').getByRole('link')).toHaveAttribute(
    'href',
    '/activities/monthly/add/03/BOARD_MEETING',
  );
});

test('a read-only district role sees the list, with nothing to open on unfiled activities', async ({
  page,
}) => {
  await signInThroughForm(page, 'district-governor@example.org');
  await openMonthlyTasks(page);
  await chooseClub(page);
  await page.getByLabel('Month').selectOption(MONTH);

  const expected = expectedRows(MONTH);
  await expect(rows(page)).toHaveCount(expected.length);
  await expect(row(page, 'Board Meeting')).toContainText('Not Submitted');
  await expect(row(page, 'Board Meeting')).toContainText(`Due ${expected[0]!.due}`);
  await expect(row(page, 'Board Meeting').getByRole('link')).toHaveCount(0);
  await expect(row(page, 'Board Meeting').getByRole('button')).toHaveCount(0);
});
