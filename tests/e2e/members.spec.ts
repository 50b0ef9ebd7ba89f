import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm } from './helpers';

const CLUB_NAME = 'Lions Club of Colombo Host';
const PAGE_SIZE = 15;

/** The number of members the API lists for a login's first role and its club (the truth the title shows). */
async function memberTotal(request: APIRequestContext, username: string, clubId?: string): Promise<number> {
  const login = await request.post('/api/member/login', { data: { username, password: DEMO_PASSWORD } });
  const { token, roles } = await login.json();
  const club = clubId ?? roles[0].club?.uuid;
  const answer = await request.get('/api/member/club/list/se=?page=1', {
    headers: { authorization: `Bearer ${token}`, role: roles[0].name, ...(club && { club }) },
  });
  return (await answer.json()).meta.total;
}

/** Signs in and opens the members list from the menu. */
async function openMembers(page: Page, username: string) {
  await signInThroughForm(page, username);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Club Members' }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('heading', { name: /^Club Members \(\d+\)$/ })).toBeVisible();
}

/** The table rows of members (the header row left out). */
function memberRows(page: Page) {
  return page.locator('table tbody tr');
}

/** A PNG of the given size in one colour, encoded here so the test needs no fixture file. */
function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the club president sees the club members, pages through them and searches', async ({
  page,
  request,
}) => {
  const total = await memberTotal(request, 'club-president@example.org');
  expect(total).toBeGreaterThan(PAGE_SIZE);
  const lastPage = Math.ceil(total / PAGE_SIZE);

  await openMembers(page, 'club-president@example.org');
  await expect(page.getByRole('heading', { name: `Club Members (${total})` })).toBeVisible();
  // A club officer acts for their own club: no club picker.
  await expect(page.getByLabel('Club', { exact: true })).toHaveCount(0);
  await expect(memberRows(page)).toHaveCount(PAGE_SIZE);

  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByText(`Page 1 of ${lastPage}`)).toBeVisible();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  const firstOnPage1 = await memberRows(page).first().getByRole('link').first().textContent();

  for (let p = 2; p <= lastPage; p++) await next.click();
  await expect(page.getByText(`Page ${lastPage} of ${lastPage}`)).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await expect(memberRows(page)).toHaveCount(total - (lastPage - 1) * PAGE_SIZE);
  await expect(page.getByRole('link', { name: firstOnPage1!, exact: true })).toHaveCount(0);

  await previous.click();
  await expect(page.getByText(`Page ${lastPage - 1} of ${lastPage}`)).toBeVisible();

  // A search from a later page starts again at page 1 (the one match would not be on page 2).
  const search = page.getByLabel('Search members');
  await search.fill('Dilani');
  await expect(page.getByRole('heading', { name: 'Club Members (1)' })).toBeVisible();
  await expect(memberRows(page)).toHaveCount(1);
  const row = memberRows(page).first();
  await expect(row.getByRole('link', { name: 'Dilani Fernando', exact: true })).toBeVisible();
  await expect(row).toContainText('3061002');
  await expect(row).toContainText('700000002');
  await expect(row).toContainText('Club Secretary');
  // One page: no pager.
  await expect(next).toHaveCount(0);

  await search.fill('3061005');
  await expect(memberRows(page)).toHaveCount(1);
  await expect(
    memberRows(page).first().getByRole('link', { name: 'Christopher Ondaatje', exact: true }),
  ).toBeVisible();

  await search.fill('no member is called this');
  await expect(page.getByRole('heading', { name: 'Club Members (0)' })).toBeVisible();
  await expect(page.getByText('No members found')).toBeVisible();
});

test('the club president creates a member, then sees it on its info page and in the list', async ({
  page,
}) => {
  const suffix = String(Date.now()).slice(-7);
  const name = `Nadun Test ${suffix}`;
  await openMembers(page, 'club-president@example.org');
  await page.getByRole('link', { name: 'Create New Member' }).click();
  await expect(page).toHaveURL(/\/members\/create$/);
  await expect(page.getByRole('heading', { name: 'Create New Member' })).toBeVisible();

  // The officer's club is their own: no club field.
  await expect(page.getByLabel('Club', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Member Since *')).toBeVisible();
  await expect(page.getByText('7xxxxxx')).toBeVisible();
  await expect(page.getByLabel('Send login details by SMS')).toBeChecked();

  // An empty submit is refused on the page, field by field.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('The Member Since field is required.')).toBeVisible();

  await page.getByLabel(/^International Id/).fill(`E2E${suffix}`);
  await page.getByLabel(/^Title/).selectOption('Mr');
  await page.getByLabel(/^Display Name/).fill(name);
  await page.getByLabel(/^Full Name/).fill(`${name} Perera`);
  await page.getByLabel(/^Gender/).selectOption('Male');
  await page.getByLabel(/^Mobile/).fill(`79${suffix}`);
  await page.getByLabel(/^Email/).fill(`nadun.${suffix}@example.org`);
  await page.getByLabel(/^Member Type/).selectOption('Active');
  await page.getByLabel(/^Member Since/).fill('2024-01-15');

  await page.getByRole('button', { name: 'Add Office Role' }).click();
  const role = page.getByLabel(/^Office Role/);
  // A club officer assigns club roles only.
  await expect(role.locator('option', { hasText: 'Zone Chairperson' })).toHaveCount(0);
  await role.selectOption('Club Member');
  await page.getByLabel(/^Date From/).fill('2024-07-01');
  await page.getByLabel(/^Date To/).fill('2030-06-30');
  await page.getByLabel('Send login details by SMS').uncheck({ force: true });

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Member has been created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/members\/info\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(CLUB_NAME, { exact: true }).last()).toBeVisible();
  await expect(page.getByText(`E2E${suffix}`)).toBeVisible();
  await expect(page.getByText('15/01/2024')).toBeVisible();
  const roles = page.getByRole('list', { name: 'Office Roles' });
  await expect(roles).toContainText('Club Member');
  await expect(roles).toContainText('01/07/2024 to 30/06/2030');
  await expect(page.getByText('Contacts not found!')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Club Members' }).click();
  await page.getByLabel('Search members').fill(name);
  await expect(memberRows(page)).toHaveCount(1);
  await expect(memberRows(page).first().getByRole('link', { name, exact: true })).toBeVisible();
  await expect(memberRows(page).first()).toContainText('Club Member');
});

test("the club president edits a member's spouse and image, and the info page shows them", async ({
  page,
}, testInfo) => {
  const imagePath = testInfo.outputPath('avatar.png');
  writeFileSync(imagePath, solidPng(64, [0, 51, 141]));

  await openMembers(page, 'club-president@example.org');
  await page.getByLabel('Search members').fill('Kanchana Silva');
  await expect(memberRows(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Edit Kanchana Silva' }).click();
  await expect(page).toHaveURL(/\/members\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel(/^Display Name/)).toHaveValue('Kanchana Silva');
  await expect(page.getByText('200px X 200px')).toBeVisible();
  // A club officer changes neither the club nor the office roles.
  await expect(page.getByLabel('Club', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Office Role' })).toHaveCount(0);

  await page.getByLabel(/^Spouse/).fill('Nadeesha Silva');
  await page.locator('input[type=file]').setInputFiles(imagePath);
  await expect(page.getByRole('img', { name: 'Preview of avatar.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Update' }).click();

  await expect(page.getByText('Member has been updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/members$/);
  await page.getByLabel('Search members').fill('Kanchana Silva');
  await expect(memberRows(page)).toHaveCount(1);
  await expect(memberRows(page).first().getByRole('img', { name: 'Kanchana Silva' })).toBeVisible();
  await page.getByRole('link', { name: 'Kanchana Silva', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Member Info' })).toBeVisible();
  const spouse = page.locator('.cms-member-info__detail', { hasText: 'Member Spouse' });
  await expect(spouse).toContainText('Nadeesha Silva');
  const avatar = page.getByRole('img', { name: 'Kanchana Silva' });
  await expect(avatar).toBeVisible();
  // The image really loaded (a broken link has no size).
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the region GMT coordinator chooses the club and drops a member', async ({ page, request }) => {
  await openMembers(page, 'region-gmt-coordinator@example.org');
  await expect(page.getByText('No club chosen: the list shows the members of every club.')).toBeVisible();

  await page.getByLabel('Club', { exact: true }).click();
  await page.getByLabel('Club', { exact: true }).fill('Colombo Host');
  await page.getByRole('option', { name: CLUB_NAME }).click();
  await expect(page.getByText('No club chosen')).toHaveCount(0);
  const clubId = await page.evaluate(() => localStorage.getItem('club_id'));
  const total = await memberTotal(request, 'region-gmt-coordinator@example.org', clubId!);
  await expect(page.getByRole('heading', { name: `Club Members (${total})` })).toBeVisible();

  await page.getByLabel('Search members').fill('Hisham Azhar');
  await expect(memberRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Drop Hisham Azhar' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Hisham Azhar');
  await dialog.getByRole('button', { name: 'Drop' }).click();

  await expect(page.getByText('Member has been dropped successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Club Members (0)' })).toBeVisible();
  await expect(page.getByText('No members found')).toBeVisible();
  await page.getByLabel('Search members').fill('');
  await expect(page.getByRole('heading', { name: `Club Members (${total - 1})` })).toBeVisible();
});

test('the club member sees the members but no create, edit or drop actions', async ({ page }) => {
  await openMembers(page, 'club-member@example.org');
  await expect(memberRows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Member' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Drop / })).toHaveCount(0);

  // The member's info page opens, without an edit button.
  await memberRows(page).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Member Info' })).toBeVisible();
  await expect(page.getByText('Membership Id')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
});
