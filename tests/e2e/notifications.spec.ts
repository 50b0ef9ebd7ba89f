import { expect, test } from '@playwright/test';
import { testToday } from '../helpers/test-today';
import { expectNoSeriousAxeViolations } from './axe';
import { apiHeaders, dayOfReportMonth, signInThroughForm } from './helpers';
import { backToEnglish, chooseLanguage } from './language-switch';
import { expectFitsPhone } from './phone';

// The bell (issue 28, item 5): the evaluator rejects a report, and the club's president learns of it
// in the bell, with the reason, reads it, and opens the report from it; in Sinhala too. The type is
// filed by this spec only, a month for each screen size.
const KEY = 'MONTHLY_MEMBERSHIP';
const TITLE = 'Monthly Membership Growth (WMMR)';

test('@phone an evaluator’s rejection reaches the officer’s bell with its reason, and is read there', async ({
  page,
  request,
}, testInfo) => {
  const month = testInfo.project.name === 'phone' ? '03' : '02';
  const year = dayOfReportMonth(month, 1).typed.slice(0, 4);
  const reason = `The members at the end do not add up (${testInfo.project.name}).`;
  await page.clock.setFixedTime(new Date(`${testToday()}T10:00:00+05:30`));

  const officer = await apiHeaders(request, 'club-president@example.org', 'CLUB_PRESIDENT');
  const filed = await request.post('/api/activity/common/create', {
    headers: officer,
    data: { key: KEY, month, members_at_the_beginning: 40, date: dayOfReportMonth(month, 5).typed },
  });
  expect(filed.status(), await filed.text()).toBe(200);
  const { uuid } = (await filed.json()).data as { uuid: string };
  const evaluator = await apiHeaders(
    request,
    'clubs-performance-evaluation@example.org',
    'CLUBS_PERFORMANCE_EVALUATION',
  );
  const rejected = await request.post(`/api/activity/${uuid}/reject/${KEY}`, {
    headers: evaluator,
    data: { pending_comment: reason },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  await signInThroughForm(page, 'club-president@example.org');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  const item = drawer.getByRole('listitem').filter({ hasText: reason });
  const text = `The ${TITLE} report for ${month}/${year} was rejected.`;
  await expect(item.getByRole('link', { name: text })).toBeVisible();
  await expect(item).toContainText(`Reason: ${reason}`);
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the notifications drawer');
  await expectFitsPhone(page, 'the notifications drawer');
  await page.screenshot({ path: testInfo.outputPath('notifications-drawer.png') });

  // Read here: the mark goes, and stays after a reload.
  await item.getByRole('button', { name: 'Mark as read' }).click();
  await expect(item.getByText('New', { exact: true })).toHaveCount(0);
  // The button went with the mark; the focus stayed in the drawer, so Escape still closes it.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(item.getByText('New', { exact: true })).toHaveCount(0);

  // Its link opens the report, and the drawer closes.
  await item.getByRole('link', { name: text }).click();
  await expect(page).toHaveURL(new RegExp(`/activities/monthly/view/${uuid}/${month}/${KEY}$`));
  await expect(drawer).toBeHidden();

  // In Sinhala, the same notification in Sinhala words; the reason as the evaluator wrote it.
  await chooseLanguage(page, 'සිංහල');
  try {
    await page.getByRole('button', { name: /^දැනුම්දීම්/ }).click();
    const sinhala = page
      .getByRole('dialog', { name: 'දැනුම්දීම්' })
      .getByRole('listitem')
      .filter({ hasText: reason });
    await expect(sinhala).toContainText(`${month}/${year} සඳහා`);
    await expect(sinhala).toContainText('ප්‍රතික්ෂේප කරන ලදී');
    await expect(sinhala).toContainText(`හේතුව: ${reason}`);
    // The drawer's close button is named in Sinhala too (Blueprint's own says "Close").
    await expect(
      page.getByRole('dialog', { name: 'දැනුම්දීම්' }).getByRole('button', { name: 'වසන්න' }),
    ).toBeVisible();
    await expectFitsPhone(page, 'the notifications drawer in Sinhala');
    await page.screenshot({ path: testInfo.outputPath('notifications-drawer-si.png') });
  } finally {
    await backToEnglish(page);
  }
});

test('mark all as read empties the badge', async ({ page, request }) => {
  await page.clock.setFixedTime(new Date(`${testToday()}T10:00:00+05:30`));
  // A second rejection, so there is something unread whatever ran before.
  const officer = await apiHeaders(request, 'club-president@example.org', 'CLUB_PRESIDENT');
  const filed = await request.post('/api/activity/common/create', {
    headers: officer,
    data: { key: KEY, month: '04', members_at_the_beginning: 41, date: dayOfReportMonth('04', 5).typed },
  });
  expect(filed.status(), await filed.text()).toBe(200);
  const evaluator = await apiHeaders(
    request,
    'clubs-performance-evaluation@example.org',
    'CLUBS_PERFORMANCE_EVALUATION',
  );
  const { uuid } = (await filed.json()).data as { uuid: string };
  const rejected = await request.post(`/api/activity/${uuid}/reject/${KEY}`, {
    headers: evaluator,
    data: { pending_comment: 'The WMMR report is not attached.' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  await signInThroughForm(page, 'club-president@example.org');
  await expect(page.getByTestId('bell-badge')).toBeVisible();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByText('New', { exact: true }).first()).toBeVisible();
  const all = drawer.getByRole('button', { name: 'Mark all as read' });
  await all.click();
  await expect(drawer.getByText('New', { exact: true })).toHaveCount(0);
  await expect(all).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByTestId('bell-badge')).toHaveCount(0);
});
