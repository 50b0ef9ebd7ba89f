import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { colomboMonth } from '../../src/shared/time/colombo';
import { expectNoSeriousAxeViolations } from './axe';
import { dayOfReportMonth, sessionHeaders, signInThroughForm } from './helpers';

// Issue 14, part 3: a photo one club filed, filed again by another club, is flagged to the evaluator
// on the points panel with a link to the other report; advice only. (That an officer's panel shows no
// flags is the points panel's component test; here the server's refusal.)

/** A month four after this one (the clubs below are filed for by this spec only). */
const MONTH = String(((Number(colomboMonth()) + 3) % 12) + 1).padStart(2, '0');

/** A photo no other upload of the suite looks like: a scene laid out by this run's own numbers. */
async function photoOfThisRun(): Promise<Buffer> {
  const n = Date.now() % 1000;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">` +
    `<rect width="640" height="480" fill="#1565c0"/>` +
    `<rect y="${150 + (n % 150)}" width="640" height="400" fill="#2e7d32"/>` +
    `<circle cx="${60 + (n % 500)}" cy="${60 + (n % 90)}" r="50" fill="#ebb700"/>` +
    `<rect x="${(n * 7) % 480}" y="200" width="140" height="160" fill="#7a2182"/>` +
    `<circle cx="${(n * 13) % 640}" cy="380" r="70" fill="#ffffff"/>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Files a Monthly Meeting with `photo` through the API, as the headers' role for `club`; answers its uuid. */
async function fileMeeting(
  request: APIRequestContext,
  headers: Record<string, string>,
  club: string,
  photo: Buffer,
): Promise<string> {
  const res = await request.post('/api/month_meeting', {
    headers: { ...headers, club },
    multipart: {
      month: MONTH,
      venue: 'Club House, Colombo 07',
      date: dayOfReportMonth(MONTH, 6).typed,
      no_of_attendance: '28',
      no_of_lion_ladies: '4',
      no_of_leos: '2',
      others: '0',
      document1: { name: 'meeting.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.uuid as string;
}

test('evaluator: a photo two clubs filed is flagged on the points panel, with a link to the other report', async ({
  browser,
}) => {
  const photo = await photoOfThisRun();
  const page = await (await browser.newContext()).newPage();
  await signInThroughForm(page, 'clubs-performance-evaluation@example.org');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The evaluator acts for no club until one is chosen: no club header.
  const { club: _none, ...headers } = await sessionHeaders(page);
  // Two clubs of Zone 7 that no other spec files for: Jaffna files the photo, Batticaloa the same again.
  const clubNamed = async (name: string) => {
    const found = await page.request.get(`/api/user/role/club-list/se=${name}`, { headers });
    return ((await found.json()).data as { uuid: string; name: string }[])[0]!;
  };
  const jaffna = await clubNamed('Jaffna');
  const batticaloa = await clubNamed('Batticaloa');
  const first = await fileMeeting(page.request, headers, jaffna.uuid, photo);
  const second = await fileMeeting(page.request, headers, batticaloa.uuid, photo);

  // The queue marks both rows, so the evaluator sees which reports to look at closely (issue 28).
  for (const club of [jaffna, batticaloa]) {
    await page.goto(`/cpe-activities/monthly?month=${MONTH}&club=${club.uuid}`);
    const row = page.locator('.cms-review-row').filter({ hasText: club.name });
    await expect(row.getByText('Possible duplicate claim', { exact: true })).toBeVisible();
  }

  // The evaluator opens the second report: the flag names the first, with its club, and links to it.
  await page.goto(`/activities/monthly/view/${second}/${MONTH}/MONTHLY_MEETING`);
  const points = page.getByRole('region', { name: 'Points', exact: true });
  await expect(points.getByText('Possible duplicate claims')).toBeVisible();
  await expect(points.getByText('Same file')).toBeVisible();
  await expect(points.getByText(/Advice only/)).toBeVisible();
  await expect(points.getByText(new RegExp(`, ${jaffna.name}, month ${MONTH} of`))).toBeVisible();
  const link = points.getByRole('link', { name: 'Monthly Meeting' });
  await expect(link).toHaveAttribute('href', `/activities/monthly/view/${first}/${MONTH}/MONTHLY_MEETING`);
  await expectNoSeriousAxeViolations(page, 'points panel with a duplicate claim');
  if (process.env.SCREENSHOT_DIR) {
    await points.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/duplicate-claims.png`, fullPage: true });
  }

  // Following it lands on the first report, whose panel points back at the second one's club.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/activities/monthly/view/${first}/`));
  const back = page.getByRole('region', { name: 'Points', exact: true });
  await expect(back.getByText('Same file')).toBeVisible();
  await expect(back.getByText(new RegExp(`, ${batticaloa.name}, month ${MONTH} of`))).toBeVisible();

  // A club officer is refused the flags, whatever report they name.
  const officer = await (await browser.newContext()).newPage();
  await signInThroughForm(officer, 'club-president@example.org');
  await expect(officer.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const refused = await officer.request.get(`/api/activity/${first}/duplicate-claims/MONTHLY_MEETING`, {
    headers: await sessionHeaders(officer),
  });
  expect(refused.status()).toBe(403);
});
