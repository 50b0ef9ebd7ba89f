import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInThroughForm } from './helpers';

/** The rows of the clubs table. */
function clubRows(page: Page): Locator {
  return page.getByRole('table', { name: 'Clubs' }).locator('tbody tr');
}

/** The texts of a select's options. */
function optionsOf(select: Locator): Locator {
  return select.locator('option');
}

test('a region chairperson creates a club by region and zone, then renames it', async ({ page }) => {
  const name = `Lions Club of E2E ${Date.now()}`;
  await signInThroughForm(page, 'region-chairperson@example.org');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Clubs' }).click();

  await expect(page).toHaveURL(/\/clubs$/);
  await expect(page.getByRole('heading', { name: 'Clubs' })).toBeVisible();
  // 32 demo clubs, 15 a page.
  await expect(clubRows(page)).toHaveCount(15);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  // A new search starts from page 1 again.
  await page.getByLabel('Search clubs').fill('Zone 8');
  await expect(clubRows(page)).toHaveCount(4);
  await expect(page.getByText(/Page \d of \d/)).toHaveCount(0);

  // Create: the zone select waits for a region and follows it.
  await page.getByRole('link', { name: 'Create New Club' }).click();
  await expect(page).toHaveURL(/\/clubs\/create$/);
  await expect(page.getByRole('heading', { name: 'Create New Club' })).toBeVisible();
  const region = page.getByLabel('Region');
  const zone = page.getByLabel(/^Zone/);
  await expect(zone).toBeDisabled();
  await region.selectOption({ label: 'Region 2' });
  await expect(zone).toBeEnabled();
  await expect(optionsOf(zone)).toHaveText(['Select a zone', 'Zone 4', 'Zone 5', 'Zone 6']);
  await zone.selectOption({ label: 'Zone 5' });
  await region.selectOption({ label: 'Region 3' });
  // Another region clears the zone and offers its own zones.
  await expect(zone).toHaveValue('');
  await expect(optionsOf(zone)).toHaveText(['Select a zone', 'Zone 7', 'Zone 8']);
  await zone.selectOption({ label: 'Zone 8' });
  await page.getByLabel('Club Name').fill(name);
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByText('Club has been created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/clubs$/);
  await page.getByLabel('Search clubs').fill(name);
  await expect(clubRows(page)).toHaveCount(1);
  await expect(clubRows(page).first()).toContainText(name);
  await expect(clubRows(page).first()).toContainText('Zone 8');
  await expect(clubRows(page).first()).toContainText('Region 3');
  await expect(clubRows(page).first()).toContainText('Active');

  // Edit: the form opens with the club's name, region and zone.
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/clubs\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Edit Club' })).toBeVisible();
  await expect(page.getByLabel('Club Name')).toHaveValue(name);
  await expect(region.locator('option:checked')).toHaveText('Region 3');
  await expect(zone.locator('option:checked')).toHaveText('Zone 8');
  await expect(optionsOf(zone)).toHaveText(['Zone 7', 'Zone 8']);

  // An empty name is refused before sending: the alert, and the snackbar.
  await page.getByLabel('Club Name').fill('');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Validation error please scroll up')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The Club Name field is required.' })).toBeVisible();

  // A name another club has is refused by the server: its message, and the snackbar again.
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The Club Name field is required.' })).toHaveCount(
    0,
  );
  await expect(page.getByText('Validation error please scroll up')).toHaveCount(0);
  await page.getByLabel('Club Name').fill('Lions Club of Colombo Host');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The name has already been taken.' })).toBeVisible();
  await expect(page.getByText('Validation error please scroll up')).toHaveCount(1);

  const renamed = `${name} Renamed`;
  await page.getByLabel('Club Name').fill(renamed);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Club has been updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/clubs$/);
  await page.getByLabel('Search clubs').fill(renamed);
  await expect(clubRows(page)).toHaveCount(1);
  await expect(clubRows(page).first()).toContainText(renamed);
  await expect(clubRows(page).first()).toContainText('Zone 8');
});

test('a club treasurer sees the Clubs list but cannot create or edit', async ({ page }) => {
  await signInThroughForm(page, 'club-treasurer@example.org');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Clubs' }).click();

  await expect(page).toHaveURL(/\/clubs$/);
  await expect(page.getByRole('heading', { name: 'Clubs' })).toBeVisible();
  // A club officer sees only their own club.
  await expect(clubRows(page)).toHaveCount(1);
  await expect(clubRows(page).first()).toContainText('Lions Club of');
  await expect(page.getByRole('link', { name: 'Create New Club' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
});
