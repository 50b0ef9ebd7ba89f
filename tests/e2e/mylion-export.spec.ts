import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { sessionHeaders, signInThroughForm } from './helpers';

// Issue 14 "enter once, report twice": the secretary downloads the club's approved projects of a
// month in the columns of Lions International's service report. The demo club's approved project
// 'Home Gardens for Fifty Families' carries volunteer hours and funds raised (src/server/db/seed/demo-projects.ts).

const TITLE = 'Home Gardens for Fifty Families';

test("the club secretary exports a month's approved projects for MyLion", async ({ page }) => {
  await signInThroughForm(page, 'club-secretary@example.org');
  await expect(page.getByRole('heading', { name: 'Welcome, CLUB SECRETARY' })).toBeVisible();

  // The month the approved project's date falls in, as the project list answers it.
  const headers = await sessionHeaders(page);
  const list = await page.request.get(`/api/service-project/list/se=${encodeURIComponent(TITLE)}`, {
    headers,
  });
  expect(list.status(), await list.text()).toBe(200);
  const project = (await list.json()).data.find((p: { project_title: string }) => p.project_title === TITLE);
  const month = (project.date as string).slice(0, 7);

  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Service Projects' })).toBeVisible();
  await page.getByRole('button', { name: 'MyLion export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export for MyLion service reporting' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Month' }).selectOption(month);
  await expectNoSeriousAxeViolations(page, 'MyLion export dialog');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`mylion-service-lions-club-of-colombo-host-${month}.csv`);
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
  expect(lines[0]).toBe(
    'Activity Title,Start Date,End Date,Cause,Description,Location,People Served,Total Volunteers,' +
      'Total Volunteer Hours,Funds Donated,Funds Raised,Currency,Club Project Code',
  );
  const row = lines.find((line) => line.startsWith(`${TITLE},`));
  expect(row).toContain(`,${project.date},${project.date},Environment,`);
  expect(row).toContain(',Wanathamulla,200,5,150,210000,45000,LKR,');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});
