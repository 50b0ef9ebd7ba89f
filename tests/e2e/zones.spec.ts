import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInThroughForm } from './helpers';

/** The red, green and blue parts of the colour a text sits on (its own or its nearest painted parent's). */
async function backgroundOf(locator: Locator): Promise<[number, number, number]> {
  const colour = await locator.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      if (bg !== 'transparent' && bg !== 'rgba(0, 0, 0, 0)') return bg;
    }
    return '';
  });
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  return [r, g, b];
}

/** The rows of the zones table. */
function zoneRows(page: Page): Locator {
  return page.getByRole('table', { name: 'Zones' }).locator('tbody tr');
}

test('the evaluator searches zones, creates one, and makes it inactive', async ({ page }) => {
  const name = `Zone E2E ${Date.now()}`;
  await signInThroughForm(page, 'clubs-performance-evaluation@example.org');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Zones' }).click();

  await expect(page).toHaveURL(/\/zone$/);
  await expect(page.getByRole('heading', { name: 'Zones' })).toBeVisible();
  // The demo district's eight zones fit one page, so there is no pager.
  await expect(zoneRows(page)).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(zoneRows(page).first()).toContainText('Region 1');

  // The search matches zone and region names.
  await page.getByLabel('Search zones').fill('Region 3');
  await expect(zoneRows(page)).toHaveCount(2);
  await expect(zoneRows(page)).toContainText(['Zone 7', 'Zone 8']);
  await page.getByLabel('Search zones').fill('no such zone');
  await expect(page.getByText('No zones match “no such zone”.')).toBeVisible();
  await expect(zoneRows(page)).toHaveCount(0);

  // Create: an empty submit names the missing fields; a valid one shows the toast and a fresh form.
  await page.getByRole('link', { name: 'Create New Zone' }).click();
  await expect(page).toHaveURL(/\/zone\/create$/);
  await expect(page.getByRole('heading', { name: 'Create New Zone' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('The Zone Name field is required.')).toBeVisible();
  await expect(page.getByText('The Region field is required.')).toBeVisible();

  await page.getByLabel('Region').selectOption({ label: 'Region 2' });
  await page.getByLabel('Zone Name').fill('zone 4');
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await page.getByRole('button', { name: 'Create' }).click();
  // Region 2 already has a Zone 4: the server's message shows in the alert and under the field.
  await expect(page.getByRole('alert')).toHaveText('The name has already been taken.');
  await expect(page.getByText('The name has already been taken.')).toHaveCount(2);

  await page.getByLabel('Zone Name').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Zone has been created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/zone\/create$/);
  await expect(page.getByLabel('Zone Name')).toHaveValue('');
  await expect(page.getByLabel('Region')).toHaveValue('');
  await expect(page.getByLabel('Status')).toHaveValue('');
  await expect(page.getByText('The name has already been taken.')).toHaveCount(0);

  // The new zone is in the list, green and active.
  await menu.getByRole('link', { name: 'Zones' }).click();
  await page.getByLabel('Search zones').fill(name);
  await expect(zoneRows(page)).toHaveCount(1);
  await expect(zoneRows(page)).toContainText(['Region 2']);
  const active = zoneRows(page).getByText('Active', { exact: true });
  await expect(active).toBeVisible();
  const [r, g, b] = await backgroundOf(active);
  expect(g).toBeGreaterThan(r);
  expect(g).toBeGreaterThan(b);

  // Edit: the form opens with the zone's values; Update makes it inactive.
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/zone\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit Zone' })).toBeVisible();
  await expect(page.getByLabel('Zone Name')).toHaveValue(name);
  await expect(page.getByLabel('Region').locator('option:checked')).toHaveText('Region 2');
  await expect(page.getByLabel('Status').locator('option:checked')).toHaveText('Active');
  await page.getByLabel('Status').selectOption({ label: 'Inactive' });
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Zone has been updated successfully')).toBeVisible();

  await expect(page).toHaveURL(/\/zone$/);
  await page.getByLabel('Search zones').fill(name);
  await expect(zoneRows(page)).toHaveCount(1);
  const inactive = zoneRows(page).getByText('Inactive', { exact: true });
  await expect(inactive).toBeVisible();
  const [r2, g2, b2] = await backgroundOf(inactive);
  expect(r2).toBeGreaterThan(g2);
  expect(r2).toBeGreaterThan(b2);
});

test('a club president has no Zones entry, and /zone leads home', async ({ page }) => {
  await signInThroughForm(page, 'club-president@example.org');
  await expect(page.getByRole('heading', { name: 'Welcome, CLUB PRESIDENT' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Zones' })).toHaveCount(0);

  await page.goto('/zone');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, CLUB PRESIDENT' })).toBeVisible();
  await page.goto('/zone/create');
  await expect(page).toHaveURL(/\/$/);
});
