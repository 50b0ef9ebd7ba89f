import type { Page } from '@playwright/test';

/** Chooses a language by the name the profile menu's switch shows it under ('සිංහල'), as a user does. */
export async function chooseLanguage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^(Profile|පැතිකඩ|சுயவிவரம்)$/ }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

/**
 * Sets the signed-in user's language back to English on the server: the language is the user's, and
 * other specs sign in as the same demo users and read English.
 */
export async function backToEnglish(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const token = localStorage.getItem('access_token');
    if (!token) return;
    await fetch('/api/member/language', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'en' }),
    });
  });
}
