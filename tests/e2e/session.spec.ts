import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm } from './helpers';

test('multi-role: signs in, picks a role, sees its menu and footer, signs out', async ({ page }) => {
  await signInThroughForm(page, 'multi-role@example.org');

  await expect(page).toHaveURL(/\/switch-role$/);
  await expect(page.getByRole('heading', { name: 'Please Select a Role' })).toBeVisible();
  const select = page.getByLabel('Role*');
  await expect(select.locator('option')).toHaveText([
    'Select a role',
    'CLUB PRESIDENT (Lions Club of Dehiwala Mount Lavinia)',
    'ZONE CHAIRPERSON',
  ]);
  await select.selectOption('ZONE_CHAIRPERSON');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, ZONE CHAIRPERSON' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'Monthly Tasks',
    'Zone Grid',
    'Standings',
    'Service Projects',
    'Club Members',
    'Clubs',
    'My Profile',
    'Reports',
  ]);
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Colombo', year: 'numeric' }).format(
    new Date(),
  );
  await expect(page.locator('footer')).toContainText(`© ${year}`);
  await expect(page.locator('footer')).toContainText('Version 2.0.5');

  // The profile menu: role, name, international id, and the three buttons.
  await page.getByRole('button', { name: 'Profile' }).click();
  const profileMenu = page.getByRole('menu', { name: 'Profile menu' });
  await expect(profileMenu).toContainText('ZONE CHAIRPERSON');
  await expect(profileMenu).toContainText('3061027');
  await expect(profileMenu.getByRole('menuitem', { name: 'Change Role' })).toBeVisible();

  // Changing role goes back to the role picker.
  await profileMenu.getByRole('menuitem', { name: 'Change Role' }).click();
  await expect(page).toHaveURL(/\/switch-role$/);
  await page.getByLabel('Role*').selectOption('CLUB_PRESIDENT');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, CLUB PRESIDENT' })).toBeVisible();
  await expect(page.getByText('Lions Club of Dehiwala Mount Lavinia')).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // Signed out, the home page sends the user back to the login page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test("a wrong password shows 'Username or Password is wrong'", async ({ page }) => {
  await signInThroughForm(page, 'club-president@example.org', 'not-my-password');
  await expect(page.getByRole('alert')).toHaveText('Username or Password is wrong');
  await expect(page).toHaveURL(/\/login$/);
});

test("empty fields show 'Please enter username and password'", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter username and password');
  // The alert can be dismissed.
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a single-role login by mobile goes straight home; /login then redirects home', async ({ page }) => {
  await signInThroughForm(page, '700000014');
  await expect(page.getByRole('heading', { name: 'Welcome, CLUBS PERFORMANCE EVALUATION' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('the login form is prefilled from ?email=', async ({ page }) => {
  await page.goto('/login?email=club-secretary@example.org');
  await expect(page.getByLabel('Email/Mobile')).toHaveValue('club-secretary@example.org');
});

test('forgot password: Reset waits for a number, then the notice replaces the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  const reset = page.getByRole('button', { name: 'Reset' });
  await expect(reset).toBeDisabled();
  await page.getByLabel('Mobile number').fill('7a0b0000001');
  await expect(page.getByLabel('Mobile number')).toHaveValue('700000001');
  await reset.click();
  await expect(page.getByText('Password reset details has been sent your phone please check.')).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('app login signs in with the Android app token, and only for appos=android', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/member/login', {
    data: { username: 'club-treasurer@example.org', password: DEMO_PASSWORD },
  });
  const { token } = await login.json();

  await page.goto(`/app-login?username=club-treasurer@example.org&token=${token}&appos=ios`);
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(`/app-login?username=club-treasurer@example.org&token=${token}&appos=android`);
  await expect(page.getByRole('heading', { name: 'Welcome, CLUB TREASURER' })).toBeVisible();
});

test('the notification bell opens the Notifications drawer', async ({ page }) => {
  await signInThroughForm(page, 'club-member@example.org');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(
    'Welcome to the Lions Club CMS.',
  );
});
