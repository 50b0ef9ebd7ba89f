import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { colomboMonth } from '../../src/shared/time/colombo';
import { signInThroughForm } from './helpers';
import { backToEnglish, chooseLanguage } from './language-switch';
import { TINY_PNG } from './photos';
import { atPhoneSize } from './phone';

/** A month no other spec files for: seven months after this one (four in the phone project). */
const monthFor = (phone: boolean) =>
  String(((Number(colomboMonth()) + (phone ? 3 : 6)) % 12) + 1).padStart(2, '0');

type Language = 'en' | 'si' | 'ta';
const readJson = (path: string): Record<string, string> => JSON.parse(readFileSync(path, 'utf8'));

/** A text of a schema folder in a language, as its overlay (or the shared one) has it. */
function formText(language: Language, folder: string, english: string): string {
  if (language === 'en') return english;
  const own = readJson(`schemas/activities/${folder}/i18n/${language}.json`);
  return own[english] ?? readJson(`schemas/common/i18n/${language}.json`)[english] ?? english;
}

/** A text of the screens in a language, as its catalogue has it. */
function screenText(language: Language, area: string, id: string, english: string): string {
  return language === 'en' ? english : readJson(`src/client/i18n/catalogues/${language}/${area}.json`)[id]!;
}

/** What each language files: a type of its own, so the three reports stand side by side. */
const FILINGS: {
  language: Language;
  name: string;
  type: string;
  title: string;
  field: string;
  value: string;
}[] = [
  {
    language: 'en',
    name: 'English',
    type: 'BOARD_MEETING',
    title: 'Board Meeting',
    field: 'Venue',
    value: 'Hotel Galadari',
  },
  {
    language: 'si',
    name: 'සිංහල',
    type: 'MONTHLY_MEETING',
    title: 'Monthly Meeting',
    field: 'Venue',
    value: 'නුගේගොඩ ප්‍රජා ශාලාව',
  },
  {
    language: 'ta',
    name: 'தமிழ்',
    type: 'LEADER_LIST_CLUB_VICINITY',
    title: 'Leaders in Club Vicinities',
    field: 'Number of Community Leaders',
    value: '6',
  },
];

// The language is the user's, kept on the server: other specs sign in as this officer and read English.
test.afterEach(async ({ page }) => backToEnglish(page));

for (const filing of FILINGS) {
  test(
    `a club officer files a report in ${filing.name}, from the language switch to the report's view`,
    {
      tag: '@phone',
    },
    async ({ page }) => {
      const { language, type } = filing;
      const MONTH = monthFor(atPhoneSize(page));
      await signInThroughForm(page, 'club-president@example.org');
      await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
      await chooseLanguage(page, filing.name);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The menu speaks it too (on a phone it sits in the closed drawer).
      await expect(
        page.getByRole('link', {
          name: screenText(language, 'shell', 'shell.nav.monthlyTasks', 'Monthly Tasks'),
          includeHidden: true,
        }),
      ).toBeAttached();

      // The form speaks the language: its labels and its button, from the folder's overlay.
      await page.goto(`/activities/monthly/add/${MONTH}/${type}`);
      const submit = page.getByRole('button', { name: formText(language, type, 'Submit to Review') });
      await expect(submit).toBeDisabled();
      await page
        .getByRole('textbox', { name: formText(language, type, filing.field) })
        .or(page.getByRole('spinbutton', { name: formText(language, type, filing.field) }))
        .fill(filing.value);
      await page.getByLabel(formText(language, type, 'Photo 01')).setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: TINY_PNG,
      });
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page).toHaveURL(/\/activities\/monthly$/);

      // The report's view, in the language too; the language stays across a reload.
      // The list's one select is its month (its label is in the language too).
      await page.locator('main select').first().selectOption(MONTH);
      // Listed under its title in the language, and opened from there.
      await expect(
        page.locator('.cms-activity-row__name', { hasText: formText(language, type, filing.title) }),
      ).toBeVisible();
      const view = page.locator(`a[href*="/activities/monthly/view/"][href$="/${MONTH}/${type}"]`);
      await view.click();
      // The language stays across a reload, and is the user's: the server gives it back with the profile.
      await page.evaluate(() => localStorage.removeItem('language'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const report = page.locator('.cms-activity-view');
      await expect(report.getByText(formText(language, type, filing.field), { exact: true })).toBeVisible();
      await expect(report.getByText(filing.value, { exact: true })).toBeVisible();
    },
  );
}
