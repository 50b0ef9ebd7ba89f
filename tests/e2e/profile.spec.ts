import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm } from './helpers';

interface Profile {
  uuid: string;
  display_name: string;
  international_id: string;
  mobile: string | null;
  spouse: string | null;
  birth_day: string | null;
  member_since: string | null;
  club: { name: string } | null;
  office_roles: { role_name: string; role_code: string; date_from: string; date_to: string }[];
  contacts: { type_name: string; contact: string }[];
}

/** The signed-in member's profile, read through the API as the page reads it. */
async function apiProfile(request: APIRequestContext, username: string, role: string): Promise<Profile> {
  const login = await request.post('/api/member/login', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const response = await request.get('/api/member/profile', {
    headers: { authorization: `Bearer ${token}`, role },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Profile }).data;
}

/** DD/MM/YYYY, as dates show. */
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** The value shown beside a label of the info card. */
function detail(card: Locator, label: string): Locator {
  return card
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A small valid PNG: a 16x16 square in Lions gold (the server decodes and resizes what it gets). */
function goldSquarePng(): Buffer {
  const size = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill([0xeb, 0xb7, 0x00]).flat())]);
  const pixels = Buffer.concat(Array(size).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Opens '/profile' the way a user does: the profile menu's 'Manage your account'. */
async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Manage your account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('club secretary: sees the profile, roles and contacts; edits the spouse and the photo', async ({
  page,
  request,
}) => {
  await signInThroughForm(page, 'club-secretary@example.org');
  await expect(page.getByRole('heading', { name: 'Welcome, CLUB SECRETARY' })).toBeVisible();
  await openProfile(page);
  const profile = await apiProfile(request, 'club-secretary@example.org', 'CLUB_SECRETARY');

  const card = page.getByRole('region', { name: 'Profile details' });
  await expect(card).toContainText(profile.display_name);
  await expect(card).toContainText('Lions Club of Colombo Host');
  await expect(detail(card, 'Membership ID')).toHaveText(profile.international_id);
  await expect(detail(card, 'Mobile')).toHaveText(profile.mobile ?? '–');
  await expect(detail(card, 'Member Since')).toHaveText(
    profile.member_since ? ddmmyyyy(profile.member_since) : '–',
  );
  await expect(detail(card, 'Member Spouse')).toHaveText(profile.spouse ?? '–');
  await expect(detail(card, 'Birthday')).toHaveText(profile.birth_day ? ddmmyyyy(profile.birth_day) : '–');
  // No photo yet: the avatar shows initials.
  await expect(card.getByRole('img', { name: profile.display_name })).toHaveCount(0);

  const secretary = profile.office_roles.find((r) => r.role_code === 'CLUB_SECRETARY');
  expect(secretary).toBeDefined();
  const roles = page.getByRole('region', { name: 'My Roles' });
  await expect(roles).toContainText(secretary!.role_name);
  await expect(roles).toContainText(`${ddmmyyyy(secretary!.date_from)} to ${ddmmyyyy(secretary!.date_to)}`);

  const contacts = page.getByRole('region', { name: 'My Contacts' });
  if (profile.contacts.length === 0) await expect(contacts).toContainText('Contacts not found!');
  for (const contact of profile.contacts) {
    await expect(contacts).toContainText(contact.type_name);
    await expect(contacts).toContainText(contact.contact);
  }

  // Edit Profile: a new spouse and a photo.
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('200px X 200px')).toBeVisible();
  await expect(dialog.getByText('(71xxxx)')).toBeVisible();
  await expect(dialog.getByLabel('Display Name')).toHaveValue(profile.display_name);
  await dialog.getByLabel('Spouse').fill('Ruwan Fernando');
  await dialog
    .getByLabel('Profile Image')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: goldSquarePng() });
  await expect(dialog.getByRole('img', { name: 'Preview of me.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Update' }).click();

  await expect(page.getByText('Profile successfully updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(detail(card, 'Member Spouse')).toHaveText('Ruwan Fernando');
  const avatar = card.getByRole('img', { name: profile.display_name });
  await expect(avatar).toBeVisible();
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // The top bar's avatar shows the photo too.
  await expect(page.getByRole('button', { name: 'Profile' }).getByRole('img')).toBeVisible();

  // Saved on the server: still there after a reload.
  await page.reload();
  await expect(detail(card, 'Member Spouse')).toHaveText('Ruwan Fernando');
});

test('club administrator: a wrong old password is refused, then the password changes', async ({ page }) => {
  const newPassword = 'club-admin-new-2026';
  await signInThroughForm(page, 'club-administrator@example.org');
  await expect(page.getByRole('heading', { name: 'Welcome, CLUB ADMINISTRATOR' })).toBeVisible();
  await openProfile(page);

  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Old Password', { exact: true }).fill('not-my-old-password');
  await dialog.getByLabel('New Password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Update' }).click();
  // In the alert and under the field.
  await expect(dialog.getByRole('alert')).toHaveText('The old password is incorrect.');
  await expect(dialog.getByText('The old password is incorrect.')).toHaveCount(2);

  await dialog.getByLabel('Old Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Password successfully updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // This browser goes on with the new token the server answered.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile details' })).toContainText('Kavitha Rajaratnam');

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, 'club-administrator@example.org');
  await expect(page.getByRole('alert')).toHaveText('Username or Password is wrong');
  await signInThroughForm(page, 'club-administrator@example.org', newPassword);
  await expect(page.getByRole('heading', { name: 'Welcome, CLUB ADMINISTRATOR' })).toBeVisible();
});
