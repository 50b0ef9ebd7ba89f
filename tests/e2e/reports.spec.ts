import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import columns from '../../schemas/activities/report-columns.json' with { type: 'json' };
import { signInThroughForm } from './helpers';

const CLUB_NAME = 'Lions Club of Colombo Host';

test('a club president downloads the club activity report from Reports', async ({ page }) => {
  await signInThroughForm(page, 'club-president@example.org');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();

  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activity Reports Club Wise' })).toBeVisible();
  // The president's own club, fixed.
  const club = page.getByRole('textbox', { name: 'Club', exact: true });
  await expect(club).toHaveValue(CLUB_NAME);
  await expect(club).toHaveAttribute('readonly', '');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download csv' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('admin-activity-lions-club-of-colombo-host.csv');

  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...months] = csv.trimEnd().split('\n');
  expect(header!.split(',')).toEqual([
    'Month',
    ...columns.flatMap((c) => [`${c.label} Status`, `${c.label} Points`]),
    'Total Points',
  ]);
  expect(columns).toHaveLength(21);
  expect(months).toHaveLength(12);
  expect(months[0]).toMatch(/^July \d{4},/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
