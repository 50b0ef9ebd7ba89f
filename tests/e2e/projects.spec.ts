import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { colomboDate } from '../../src/shared/time/colombo';
import { signInThroughForm } from './helpers';
import { TINY_PNG } from './photos';

const CLUB_NAME = 'Lions Club of Colombo Host';
const THEME = 'Hunger Relief';
/** The CLUB_MEMBER demo login, named the project's chairman. */
const CHAIRMAN = 'Sanduni Jayasinghe';
const CONTRIBUTOR = 'Rizwan Marikar';

/** A tiny PDF, as a phone would upload it. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A wizard field by its label (the required ones carry a star). */
const field = (page: Page, title: string) => page.getByLabel(new RegExp(`^${escape(title)}\\s*\\*?$`));

/** A string as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Chooses a member in a picker by typing part of the name. */
async function chooseMember(page: Page, label: string, name: string) {
  const input = field(page, label);
  await input.click();
  await input.fill(name.split(' ')[0]!);
  await page.getByRole('option').filter({ hasText: name }).first().click();
}

/** The number a home overview card shows for one of its stats. */
async function overviewStat(page: Page, card: string, label: string): Promise<number> {
  await page.goto('/');
  const region = page.getByRole('region', { name: card });
  const value = region
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(/^-?\d+(\.\d+)?$/);
  return Number(await value.innerText());
}

/** Signs a reviewer in, finds the project in their Review Projects queue and opens it. */
async function openFromQueue(browser: Browser, username: string, title: string): Promise<Page> {
  const page = await browser.newPage();
  await signInThroughForm(page, username);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Service Projects' })
    .click();
  await page.getByRole('link', { name: 'Review Projects' }).click();
  await expect(page).toHaveURL(/\/review\/projects$/);
  const row = page
    .getByRole('table', { name: 'Projects to review' })
    .getByRole('row')
    .filter({ hasText: title });
  await row.getByRole('link', { name: /^Review / }).click();
  await expect(page).toHaveURL(/\/projects\/info\//);
  return page;
}

/**
 * Passes the project on from the reviewer's level: the tick alone does not do (every approval needs a
 * comment), then a comment, Approved, and back on the list.
 */
async function passOn(browser: Browser, username: string, title: string, nextLevel: string) {
  const page = await openFromQueue(browser, username, title);
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review.getByText(`Approved passes the project to the ${nextLevel}.`)).toBeVisible();
  const approved = review.getByRole('button', { name: 'Approved' });
  await expect(approved).toBeDisabled();
  await review.getByText('I confirmed and approve this project').click();
  await expect(approved).toBeDisabled();
  await review.getByLabel('Comment').fill(`Checked at my level; passed to the ${nextLevel}.`);
  await approved.click();
  await expect(page).toHaveURL(/\/projects$/);
  await page.close();
}

/** Sends the project back from the reviewer's queue with a reason: Pending, back on the list. */
async function sendBack(browser: Browser, username: string, title: string, reason: string) {
  const page = await openFromQueue(browser, username, title);
  const review = page.getByRole('region', { name: 'Review' });
  await review.getByLabel('Comment').fill(reason);
  // Clicked twice in a hurry, it goes once: the second click finds the form busy or gone.
  await review.getByRole('button', { name: 'Pending' }).dblclick();
  await expect(page).toHaveURL(/\/projects$/);
  await page.close();
}

/** Downloads a CSV through a Download button and answers its name and lines. */
async function downloadCsv(page: Page, section: Locator) {
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  const text = await readFile((await download.path())!, 'utf8');
  return { name: download.suggestedFilename(), lines: text.trimEnd().split('\n') };
}

test('an officer files a service project in five steps; every level passes it on; the evaluator decides its points', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `Dry rations for Kolonnawa ${Date.now()}`;
  const officer = await browser.newPage();
  await signInThroughForm(officer, 'club-president@example.org');
  await expect(officer.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const servicesBefore = await overviewStat(officer, 'Total Points', 'Services');
  const projectsBefore = await overviewStat(officer, 'Service Projects', 'This Year');

  // Step 1: the information, with the two files.
  await officer
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Service Projects' })
    .click();
  await officer.getByRole('link', { name: 'Create New Project' }).click();
  await expect(officer).toHaveURL(/\/projects\/create$/);
  await field(officer, 'Project Title').fill(title);
  await field(officer, 'Project Type').selectOption({ label: 'General' });
  await field(officer, 'Theme').selectOption({ label: THEME });
  await field(officer, 'Venue').fill('Kolonnawa Maha Vidyalaya');
  await field(officer, 'Date').fill(colomboDate());
  await field(officer, 'Total Project Cost (Rs.)').fill('85000');
  await field(officer, 'Direct Beneficiaries').fill('150');
  await field(officer, 'Indirect Beneficiaries').fill('600');
  await field(officer, 'Description').fill('Dry ration packs for 150 families after the floods.');
  await field(officer, 'Billing Proof').setInputFiles({
    name: 'bill.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await field(officer, 'International Reporting Screenshot').setInputFiles({
    name: 'mylci.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await officer.getByRole('button', { name: 'Next' }).click();
  await expect(officer).toHaveURL(/\/projects\/edit\/2\/[0-9a-f-]{36}$/);
  const uuid = officer.url().split('/').at(-1)!;

  // Step 2: the committee, with the Project Chairman.
  await expect(officer.getByRole('heading', { name: 'Committee' })).toBeVisible();
  await field(officer, 'Position').selectOption('Project Chairman');
  await chooseMember(officer, 'Member', CHAIRMAN);
  await officer.getByRole('button', { name: 'Add' }).click();
  const committee = officer.getByRole('table', { name: 'Committee' });
  await expect(committee.getByRole('row').filter({ hasText: CHAIRMAN })).toContainText('Project Chairman');
  await officer.getByRole('button', { name: 'Next' }).click();
  await expect(officer).toHaveURL(new RegExp(`/projects/edit/3/${uuid}$`));

  // Step 3: the officer leaves, reloads, and comes back where they were.
  await expect(officer.getByRole('heading', { name: 'Member Contributions' })).toBeVisible();
  await officer.reload();
  await expect(officer.getByRole('heading', { name: 'Member Contributions' })).toBeVisible();
  await officer.goto('/');
  await officer.goto('/projects/create');
  await expect(officer).toHaveURL(new RegExp(`/projects/edit/3/${uuid}$`));
  await expect(officer.getByRole('heading', { name: 'Member Contributions' })).toBeVisible();
  await chooseMember(officer, 'Member', CONTRIBUTOR);
  await field(officer, 'Contribution (Rs.)').fill('25000');
  await officer.getByRole('button', { name: 'Add' }).click();
  await expect(
    officer
      .getByRole('table', { name: 'Member contributions' })
      .getByRole('row')
      .filter({ hasText: CONTRIBUTOR }),
  ).toBeVisible();
  await officer.getByRole('button', { name: 'Next' }).click();

  // Step 4: participants.
  await expect(officer).toHaveURL(new RegExp(`/projects/edit/4/${uuid}$`));
  await chooseMember(officer, 'Members', CHAIRMAN);
  await chooseMember(officer, 'Members', CONTRIBUTOR);
  await officer.keyboard.press('Escape');
  await officer.getByRole('button', { name: 'Add' }).click();
  await expect(officer.getByRole('table', { name: 'Participants' }).getByRole('row')).toHaveCount(3);
  await officer.getByRole('button', { name: 'Next' }).click();

  // Step 5: a photo, the confirmation, Submit.
  await expect(officer).toHaveURL(new RegExp(`/projects/edit/5/${uuid}$`));
  await field(officer, 'Document Type').selectOption('Photo 01');
  await field(officer, 'Document').setInputFiles({
    name: 'handover.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await field(officer, 'Comments').fill('Handing over the packs');
  await officer.getByRole('button', { name: 'Add' }).click();
  await expect(
    officer.getByRole('table', { name: 'Documents' }).getByRole('row').filter({ hasText: 'Photo 01' }),
  ).toBeVisible();
  const submit = officer.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await officer.getByText('I confirm this project cannot be changed after submission').click();
  await submit.click();
  await expect(officer.getByText('Your service project has been submitted successfully')).toBeVisible();
  await officer.getByRole('link', { name: 'View Project' }).click();
  await expect(officer).toHaveURL(new RegExp(`/projects/info/${uuid}$`));
  await expect(officer.getByText(title)).toBeVisible();
  // Submitted, the project counts this year; the officer can no longer edit it.
  await expect(officer.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  expect(await overviewStat(officer, 'Service Projects', 'This Year')).toBe(projectsBefore + 1);

  // Each level's holder passes it on, from their own queue; the zone first sends it back.
  await passOn(browser, 'club-member@example.org', title, 'Club President or Secretary');
  await passOn(browser, 'club-secretary@example.org', title, 'Zone Chairperson');
  const reason = 'Add a photo of the families receiving the packs, then submit again.';
  await sendBack(browser, 'zone-chairperson@example.org', title, reason);

  // The officer finds the reason on the home page, in the list and above every wizard step.
  await officer.goto('/');
  const sentBackHome = officer.getByRole('region', { name: 'Projects sent back to your club' });
  await expect(sentBackHome).toContainText(reason);
  await sentBackHome.getByRole('link', { name: `Change and submit again: ${title}` }).click();
  await expect(officer).toHaveURL(new RegExp(`/projects/edit/1/${uuid}$`));
  await expect(officer.getByText(reason)).toBeVisible();
  await expect(officer.getByText(/it goes back to the Zone Chairperson/)).toBeVisible();
  await officer.goto(`/projects/edit/5/${uuid}`);
  await expect(officer.getByText(reason)).toBeVisible();
  await field(officer, 'Document Type').selectOption('Photo 02');
  await field(officer, 'Document').setInputFiles({
    name: 'families.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await officer.getByRole('button', { name: 'Add' }).click();
  await expect(
    officer.getByRole('table', { name: 'Documents' }).getByRole('row').filter({ hasText: 'Photo 02' }),
  ).toBeVisible();
  await officer.getByText('I confirm this project cannot be changed after submission').click();
  await officer.getByRole('button', { name: 'Submit' }).click();
  await expect(officer.getByText('Your service project has been submitted successfully')).toBeVisible();
  // Back with the zone: the chairman and the club are not asked again.
  await officer.goto(`/projects/info/${uuid}`);
  await expect(officer.getByText('Waiting for: Zone Chairperson')).toBeVisible();
  await expect(officer.getByText(reason)).toHaveCount(1); // in the history only, no longer above it
  const pendingListed = officer.waitForResponse((r) => r.url().includes('status=PENDING') && r.ok());
  await officer.goto('/');
  await pendingListed;
  // Other projects of the club may still be sent back (the demo's own); this one is no longer.
  await expect(officer.getByRole('link', { name: `Change and submit again: ${title}` })).toHaveCount(0);

  await passOn(browser, 'zone-chairperson@example.org', title, 'Region CPE Coordinator or Chairperson');
  await passOn(browser, 'region-cpe-coordinator@example.org', title, 'Region GST Coordinator');
  await passOn(browser, 'region-gst-coordinator@example.org', title, 'Clubs Performance Evaluation');

  // The evaluator: the lines are undecided, so the plain approval waits; every line approved but one,
  // rejected with a comment; then the final approval.
  const evaluator = await openFromQueue(browser, 'clubs-performance-evaluation@example.org', title);
  const points = evaluator.getByRole('region', { name: 'Points' });
  const lines = points.locator('tbody tr');
  await expect(lines.first()).toBeVisible();
  const count = await lines.count();
  expect(count).toBeGreaterThan(2);
  const review = evaluator.getByRole('region', { name: 'Review' });
  await expect(review.getByText(`${count} point lines are not decided yet`)).toBeVisible();
  const rejectedTitle = (
    await lines
      .nth(count - 1)
      .locator('td')
      .first()
      .locator('div')
      .first()
      .innerText()
  ).trim();
  await points.getByRole('button', { name: `Reject ${rejectedTitle}` }).click();
  const dialog = evaluator.getByRole('dialog', { name: 'Reject Points' });
  await dialog.getByLabel('Comment').fill('No photo shows this.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const rejected = lines.filter({ hasText: rejectedTitle });
  await expect(rejected.getByText('Rejected')).toBeVisible();
  await expect(rejected.getByText('No photo shows this.')).toBeVisible();
  let approvedPoints = 0;
  for (let i = 0; i < count - 1; i += 1) {
    const line = lines.nth(i);
    const total = Number(await line.locator('td').nth(3).innerText());
    await line.getByRole('button', { name: /^Approve / }).click();
    await expect(line.getByText('Approved')).toBeVisible();
    approvedPoints += total;
  }
  await expect(review.getByText(/point lines? (is|are) not decided yet/)).toHaveCount(0);
  const approve = review.getByRole('button', { name: 'Approved' });
  await review.getByText('I confirmed and approve this project').click();
  await expect(approve).toBeDisabled();
  await review.getByLabel('Comment').fill('A well documented project.');
  await approve.click();
  await expect(evaluator).toHaveURL(/\/projects$/);

  // Approved: the points are the approved lines'; the evaluator adjusts them.
  await evaluator.goto(`/projects/info/${uuid}`);
  const approvedTable = evaluator.getByRole('table', { name: 'Approved points' });
  await expect(approvedTable.locator('tfoot')).toContainText(`Total Approved Points${approvedPoints}`);
  const adjust = evaluator.getByRole('region', { name: 'Points Adjustment' });
  await adjust.getByRole('button', { name: 'Adjust Points' }).click();
  await expect(evaluator.getByText('Please enter all inputs')).toBeVisible();
  await adjust.getByLabel('Points').fill('-5');
  await expect(adjust).toContainText(
    `Approved points now: ${approvedPoints}; after this adjustment: ${approvedPoints - 5}`,
  );
  await adjust.getByLabel('Reason').fill('Report filed late.');
  await adjust.getByRole('button', { name: 'Adjust Points' }).click();
  // Asked first, with both totals; Save sends it.
  const confirm = evaluator.getByRole('alertdialog', { name: 'Save this adjustment?' });
  await expect(confirm).toContainText('Take 5 points away from this project.');
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expect(approvedTable.getByRole('row').filter({ hasText: 'Report filed late.' })).toContainText('-5');
  await expect(approvedTable.locator('tfoot')).toContainText(`Total Approved Points${approvedPoints - 5}`);
  const history = evaluator.getByRole('table', { name: 'Status history' });
  // Who moved it, in order: the officer (created, submitted), then each level's holder.
  // The zone sent it back once, and the officer's resubmission took it back to the zone.
  await expect(history.locator('tbody tr td:nth-child(2)')).toHaveText([
    'Ruwan Perera',
    'Ruwan Perera',
    CHAIRMAN,
    'Dilani Fernando',
    'Chaminda Wickramasinghe',
    'Ruwan Perera',
    'Chaminda Wickramasinghe',
    'Rizna Cassim',
    'Asanka Dissanayake',
    'Lalith Ratnayake',
  ]);
  await expect(history).toContainText(reason);
  await expect(history).toContainText('Submitted again; back with the Zone Chairperson');
  await expect(history).toContainText('A well documented project.');

  // The club's home overview and both reports show the result.
  expect(await overviewStat(officer, 'Total Points', 'Services')).toBeCloseTo(
    servicesBefore + approvedPoints - 5,
  );
  await officer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  const reports = officer.getByRole('region', { name: 'Service Project Reports' });
  const byTheme = reports.getByRole('region', { name: 'Project Theme Wise' });
  await byTheme.getByLabel('Theme').selectOption({ label: THEME });
  const themeCsv = await downloadCsv(officer, byTheme);
  expect(themeCsv.name).toBe('project-summary-hunger-relief.csv');
  const byClub = reports.getByRole('region', { name: 'Project Reports Club Wise' });
  await expect(byClub.getByRole('textbox', { name: 'Club for project reports' })).toHaveValue(CLUB_NAME);
  const clubCsv = await downloadCsv(officer, byClub);
  expect(clubCsv.name).toBe('project-lions-club-of-colombo-host.csv');
  for (const csv of [themeCsv, clubCsv]) {
    const header = csv.lines[0]!.split(',');
    const row = csv.lines.find((line) => line.includes(title))!.split(',');
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Status')).toBe('Approved');
    expect(cell('Club')).toBe(CLUB_NAME);
    expect(Number(cell('Approved Points'))).toBeCloseTo(approvedPoints - 5);
  }
});
