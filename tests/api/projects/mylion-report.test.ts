import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProject, plainMembers } from '../../helpers/project-fixtures';
import { demoClubs, type ClubRef } from '../../helpers/test-app';
import {
  actingAs,
  createWizardApp,
  filePart,
  infoFields,
  PDF,
  png,
  postMultipart,
  projectRow,
  themeUuid,
  type WizardApp,
} from './wizard';

// Issue 14 "enter once, report twice": the hours and funds raised that step 1 captures, and the
// MyLion service export of a club's approved projects of a month.

let t: WizardApp;
let president: Record<string, string>;
let vision: string;
let demoClub: ClubRef;
/** A club no demo login belongs to. */
let otherClub: ClubRef;

const HEADER =
  'Activity Title,Start Date,End Date,Cause,Description,Location,People Served,Total Volunteers,' +
  'Total Volunteer Hours,Funds Donated,Funds Raised,Currency,Club Project Code';

beforeAll(async () => {
  t = await createWizardApp('mylion-report');
  president = await actingAs(t.app, 'CLUB_PRESIDENT');
  vision = await themeUuid(t, 'vision');
  ({ own: demoClub, other: otherClub } = await demoClubs(t));
});
afterAll(() => t.close());

/** Step 1 with both files, as the wizard posts it. */
async function saveInfo(fields: Record<string, string>, url = '/api/service-project/info/save') {
  return postMultipart(t.app, url, president, {
    ...fields,
    billing_proof: filePart(PDF, 'bill.pdf'),
    int_report_screenshot: filePart(await png(), 'screen.png'),
  });
}

const info = (uuid: string) =>
  t.app.inject({ method: 'GET', url: `/api/service-project/${uuid}/info`, headers: president });

const mylion = (club: string, month: string | null, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/service-project/${club}/mylion-report${month === null ? '' : `?month=${month}`}`,
    headers,
  });

/** The CSV's lines (no cell of these fixtures holds a comma or a line break). */
const linesOf = (body: string) => body.trimEnd().split('\n');

describe('volunteer hours and funds raised in step 1', () => {
  it('stores both when given, answers them on the detail, and clears them when sent blank', async () => {
    const res = await saveInfo(infoFields(vision, { volunteer_hours: '36', funds_raised: '15000' }));
    expect(res.statusCode, res.body).toBe(200);
    const uuid = res.json().data.uuid as string;
    expect((await info(uuid)).json().data).toMatchObject({ volunteer_hours: 36, funds_raised: 15000 });
    expect(await projectRow(t, uuid)).toMatchObject({ volunteerHours: 36, fundsRaised: 15000 });

    const update = await saveInfo(
      infoFields(vision, { volunteer_hours: '', funds_raised: '' }),
      `/api/service-project/${uuid}/update-info`,
    );
    expect(update.statusCode, update.body).toBe(200);
    expect((await info(uuid)).json().data).toMatchObject({ volunteer_hours: null, funds_raised: null });
  });

  it('keeps them optional: a project without them is saved', async () => {
    const res = await saveInfo(infoFields(vision));
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await info(res.json().data.uuid)).json().data;
    expect(detail).toMatchObject({ volunteer_hours: null, funds_raised: null });
  });

  it('refuses negative, fractional, too large and non-numeric values (422, field by field)', async () => {
    for (const [hours, raised] of [
      ['-1', 'a lot'],
      ['2.5', '-100'],
      ['100001', '1000000000001'],
    ] as const) {
      const res = await saveInfo(infoFields(vision, { volunteer_hours: hours, funds_raised: raised }));
      expect(res.statusCode, `${hours} ${raised}`).toBe(422);
      const errors = res.json().errors as Record<string, string[]>;
      expect(Object.keys(errors).sort()).toEqual(['funds_raised', 'volunteer_hours']);
      expect(errors.volunteer_hours![0]).toMatch(/volunteer hours/);
    }
  });
});

describe('the MyLion service export', () => {
  it("writes the club's approved projects of the month, a row each, in the report's columns", async () => {
    const db = t.database.db;
    const eye = await insertProject(db, {
      status: 'APPROVED',
      title: 'Free Eye Camp',
      overrides: { date: '2026-10-12', volunteerHours: 48, fundsRaised: 20_000 },
    });
    const trees = await insertProject(db, {
      status: 'APPROVED',
      themeKey: 'reforestation',
      title: 'Trees for the tank bund',
      overrides: { date: '2026-10-03', largeTree: 40 },
    });
    const untitled = await insertProject(db, {
      status: 'APPROVED',
      themeKey: null,
      title: '=cmd|calc',
      overrides: { date: '2026-10-31', participants: [], committee: [] },
    });
    // Left out: still in review, another month, another club.
    await insertProject(db, { status: 'REGION_GST_REVIEW', overrides: { date: '2026-10-15' } });
    await insertProject(db, { status: 'APPROVED', overrides: { date: '2026-11-01' } });
    await insertProject(db, { status: 'APPROVED', overrides: { date: '2026-09-30' } });
    await insertProject(db, {
      clubId: otherClub.id,
      chairmanId: (await plainMembers(db, otherClub.id))[3],
      status: 'APPROVED',
      overrides: { date: '2026-10-20' },
    });

    const res = await mylion(demoClub.uuid, '2026-10', president);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="mylion-service-lions-club-of-colombo-host-2026-10.csv"',
    );
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(HEADER);
    // Oldest first. Volunteers: the chairman, and three participants of whom one sits on the committee
    // too (counted once): 4.
    expect(lines.slice(1)).toEqual([
      `Trees for the tank bund,2026-10-03,2026-10-03,Environment,Eye tests and spectacles.,` +
        `Colombo Town Hall,150,4,,125000,,LKR,${trees.code}`,
      `Free Eye Camp,2026-10-12,2026-10-12,Vision,Eye tests and spectacles.,Colombo Town Hall,150,4,48,` +
        `125000,20000,LKR,${eye.code}`,
      // No theme, nobody listed, no hours: blank cells, never 0; a formula-looking title neutralised.
      `'=cmd|calc,2026-10-31,2026-10-31,,Eye tests and spectacles.,Colombo Town Hall,150,,,125000,,LKR,` +
        untitled.code,
    ]);
  });

  it('answers the header alone for a month without approved projects', async () => {
    const res = await mylion(demoClub.uuid, '2025-01', president);
    expect(res.statusCode).toBe(200);
    expect(linesOf(res.body)).toEqual([HEADER]);
  });

  it("lets the district offices export any club's, and refuses another club to a club officer (403)", async () => {
    for (const role of ['CLUBS_PERFORMANCE_EVALUATION', 'DISTRICT_GOVERNOR']) {
      const res = await mylion(otherClub.uuid, '2026-10', await actingAs(t.app, role));
      expect(res.statusCode, role).toBe(200);
      expect(linesOf(res.body)).toHaveLength(2);
    }
    const secretary = await actingAs(t.app, 'CLUB_SECRETARY');
    expect((await mylion(demoClub.uuid, '2026-10', secretary)).statusCode).toBe(200);

    const refused = await mylion(otherClub.uuid, '2026-10', president);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your role is bound to your own club.');
    // Not even an unknown club is told apart from another club's.
    const unknown = await mylion('00000000-0000-4000-8000-000000000000', '2026-10', president);
    expect(unknown.statusCode).toBe(403);
  });

  it("refuses the offices that do not report a club's service (403)", async () => {
    for (const role of ['ZONE_CHAIRPERSON', 'REGION_CHAIRPERSON', 'CLUB_MEMBER', 'CLUB_GST_COORDINATOR']) {
      const res = await mylion(demoClub.uuid, '2026-10', await actingAs(t.app, role));
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('answers 404 for an unknown club and 422 for a missing or wrong month', async () => {
    const cpe = await actingAs(t.app, 'CLUBS_PERFORMANCE_EVALUATION');
    const unknown = await mylion('00000000-0000-4000-8000-000000000000', '2026-10', cpe);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Club not found.');
    for (const month of ['2026-13', '2026-1', '10', 'October', null]) {
      const res = await mylion(demoClub.uuid, month, cpe);
      expect(res.statusCode, String(month)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['month']);
    }
  });
});
