import { expect, test, type Page } from '@playwright/test';
import { colomboDate } from '../../src/shared/time/colombo';
import { expectNoSeriousAxeViolations } from './axe';
import { signInThroughForm } from './helpers';
import { atPhoneSize, expectFitsPhone } from './phone';
import { TINY_PNG } from './photos';

/** A tiny PDF, as a phone would upload it. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A wizard field by its label (the required ones carry a star). */
const field = (page: Page, title: string) =>
  page.getByLabel(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** The options an open picker offers (its popover's list). */
const offered = (page: Page) => page.locator('.bp6-popover [role="option"]');

/** Fills step 1 but the club: a project of the type, with volunteer hours and funds raised. */
async function fillInformation(page: Page, title: string, type: string) {
  await field(page, 'Project Title').fill(title);
  await field(page, 'Project Type').selectOption({ label: type });
  await field(page, 'Theme').selectOption({ label: 'Hunger Relief' });
  await field(page, 'Venue').fill('Town Hall');
  await field(page, 'Date').fill(colomboDate());
  await field(page, 'Total Project Cost (Rs.)').fill('25000');
  await field(page, 'Direct Beneficiaries').fill('120');
  await field(page, 'Indirect Beneficiaries').fill('400');
  await field(page, 'Volunteer Hours').fill('36');
  await field(page, 'Funds Raised (Rs.)').fill('50000');
  await field(page, 'Description').fill('Eye tests for the village.');
  await field(page, 'Billing Proof').setInputFiles({
    name: 'bill.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await field(page, 'International Reporting Screenshot').setInputFiles({
    name: 'mylci.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
}

/** The club the page title bar names. */
const titleBar = (page: Page) => page.locator('.cms-title-bar__club');

test('the evaluator chooses the club in step 1, and the project is that club’s', async ({ page }) => {
  const title = `Chooser eye camp ${Date.now()}`;
  await signInThroughForm(page, 'clubs-performance-evaluation@example.org');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.goto('/projects/create');
  const club = page.getByRole('combobox', { name: 'Club' });
  await expect(club).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'step 1 with the club chooser');
  await fillInformation(page, title, 'General');

  // Next says plainly that a club is wanted, and sends nothing.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose the club the project is for.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/create$/);

  await club.click();
  await club.fill('Galle');
  await offered(page).filter({ hasText: 'Lions Club of Galle' }).click();
  await expect(titleBar(page)).toHaveText('Lions Club of Galle');
  await expect(page.getByText('Choose the club the project is for.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Committee' })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/edit\/2\//);

  // Back at step 1, the stored project's club shows read-only.
  await page.goto(page.url().replace(/\/edit\/2\//, '/edit/1/'));
  const stored = page.getByLabel(/^Club\s*\*?$/);
  await expect(stored).toHaveValue('Lions Club of Galle');
  await expect(stored).toHaveAttribute('readonly', '');

  // The list has it under that club, a draft with no code yet.
  await page.goto('/projects');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Lions Club of Galle');
  await expect(row.locator('.cms-project-table__code')).toHaveText('Draft');
  await expect(row.locator('.cms-project-status')).toHaveText('Draft');
  await expectNoSeriousAxeViolations(page, 'the project list with its chips');

  // The preview shows the volunteer hours and the funds raised.
  await row.getByRole('link', { name: `View ${title}` }).click();
  const information = page.getByRole('region', { name: 'Information' });
  await expect(information).toContainText('Volunteer Hours');
  await expect(information).toContainText('36');
  await expect(information).toContainText('Rs. 50,000.00');
});

test("a region chairperson chooses among the region's clubs", async ({ page }) => {
  await signInThroughForm(page, 'region-chairperson@example.org');
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await page.goto('/projects/create');
  const club = page.getByRole('combobox', { name: 'Club' });
  const searched = page.waitForRequest(/\/api\/service-project\/[0-9a-f-]{36}\/region-clubs\/se=/);
  await club.click();
  await searched;
  await expect(offered(page).filter({ hasText: 'Lions Club of Colombo Host' })).toBeVisible();
  // Galle lies in another region.
  await club.fill('Galle');
  await expect(offered(page).filter({ hasText: 'No clubs found' })).toBeVisible();
  await club.fill('Colombo Host');
  await offered(page).filter({ hasText: 'Lions Club of Colombo Host' }).click();
  await fillInformation(page, `Region chooser drive ${Date.now()}`, 'Region');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Committee' })).toBeVisible();
  await expect(titleBar(page)).toHaveText('Lions Club of Colombo Host');
});

test(
  'step 4: Add stays visible and works while the member list is open',
  { tag: '@phone' },
  async ({ page }) => {
    await signInThroughForm(page, 'club-president@example.org');
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await page.goto('/projects/create');
    await expect(page.getByRole('combobox', { name: 'Club' })).toHaveCount(0);
    await fillInformation(page, `Participants layout ${Date.now()}`, 'General');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Committee' })).toBeVisible();
    await field(page, 'Position').selectOption({ label: 'Project Chairman' });
    await field(page, 'Member').click();
    await offered(page).first().click();
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(1);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Member Contributions' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Participants' })).toBeVisible();

    await field(page, 'Members').click();
    await offered(page).nth(0).click();
    await offered(page).nth(1).click();
    // The list stays open for more; Add is still where a finger or a pointer finds it.
    await expect(offered(page).first()).toBeVisible();
    const add = page.getByRole('button', { name: 'Add' });
    await expect(add).toBeInViewport();
    const box = (await add.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe('Add');
    if (atPhoneSize(page)) await expectFitsPhone(page, 'step 4 with the member list open');
    await add.click();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
);
