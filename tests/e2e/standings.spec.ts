import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { signInThroughForm } from './helpers';

test("a zone chairperson opens Standings and sees their zone's clubs ranked with rate tags", async ({
  page,
}) => {
  await signInThroughForm(page, 'zone-chairperson@example.org');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Standings' }).click();
  await expect(page).toHaveURL(/\/activities\/standings$/);
  await expect(page.getByRole('heading', { name: 'Standings', exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Lions year \d{4}-\d\d so far: [\d.,]+ administration points available\.$/),
  ).toBeVisible();

  const table = page.getByRole('region', { name: 'Standings table' }).getByRole('table');
  // Zone 1's four clubs of the demo district, ranked among the district's clubs.
  await expect(table.getByRole('rowheader')).toHaveCount(4);
  const ranks = await table.locator('tbody tr td:first-child').allTextContents();
  const parsed = ranks.map((text) => {
    const [, position, total] = /^(\d+) of (\d+)$/.exec(text)!;
    return { position: Number(position), total: Number(total) };
  });
  const positions = parsed.map((rank) => rank.position);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  // Out of every active club of the district: the demo's 32, and any the browser suite added.
  const totals = new Set(parsed.map((rank) => rank.total));
  expect(totals.size).toBe(1);
  expect([...totals][0]).toBeGreaterThanOrEqual(32);
  await expect(table.locator('.cms-rate')).toHaveCount(4);
  await expect(table.locator('.cms-rate').first()).toHaveText(/^\d+%$/);
  await expectNoSeriousAxeViolations(page, 'standings');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("a club president's home overview shows the club's place in its zone, region and district", async ({
  page,
}) => {
  await signInThroughForm(page, 'club-president@example.org');
  const standing = page.getByRole('region', { name: 'Standing' });
  const place = /\d+ of \d+ in Zone \d+ · \d+ of \d+ in Region \d+ · \d+ of (\d+) in the district/;
  await expect(standing).toContainText(place);
  // Out of every active club: the demo district's 32, and any the browser suite added before.
  const district = Number(place.exec((await standing.textContent()) ?? '')?.[1]);
  expect(district).toBeGreaterThanOrEqual(32);
  await expectNoSeriousAxeViolations(page, 'home with standing');
});

test("the club's points by month against the district median load only when asked for", async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/points-chart-[^/]*\.js$/.test(request.url())) chunks.push(request.url());
  });
  await signInThroughForm(page, 'club-president@example.org');
  const standing = page.getByRole('region', { name: 'Standing' });
  await expect(standing).toBeVisible();
  expect(chunks).toEqual([]);
  await standing.getByRole('button', { name: 'Points by month' }).click();
  const table = standing.getByRole('table', {
    name: "The club's approved points by month and the district median",
  });
  await expect(table.getByRole('row').first()).toHaveText(/Month\s*Club\s*District median/);
  // July first, then each month of the Lions year so far.
  await expect(table.getByRole('rowheader').first()).toHaveText('July');
  await expect(standing.locator('canvas')).toBeVisible();
  expect(chunks).toHaveLength(1);
  await expectNoSeriousAxeViolations(page, 'home with the points chart');
});
