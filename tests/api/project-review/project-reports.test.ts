import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, governorThemes } from '../../../src/server/db/schema';
import { clubOfAnotherZone, demoHand, insertProject, projectRow } from '../../helpers/project-fixtures';
import { createTestApp, signedInMember, type TestApp } from '../../helpers/test-app';
import { reviewSessions, type Headers } from './review-calls';

let t: TestApp;
let s: Awaited<ReturnType<typeof reviewSessions>>;
let demoClub: { id: number; uuid: string; name: string };

const HEADER =
  'Project Code,Project Title,Club,Zone,Region,Type,Theme,Date,Status,Venue,Total Project Cost (Rs.),' +
  'Direct Beneficiaries,Indirect Beneficiaries,Estimated Points,Approved Points';

beforeAll(async () => {
  t = await createTestApp();
  s = await reviewSessions(t.app);
  const hand = await demoHand(t.database.db, 'CLUB_PRESIDENT');
  const [club] = await t.database.db
    .select({ id: clubs.id, uuid: clubs.uuid, name: clubs.name })
    .from(clubs)
    .where(eq(clubs.id, hand.clubId));
  demoClub = club!;
});
afterAll(() => t.close());

const themeUuid = async (key: string) => {
  const [row] = await t.database.db
    .select({ uuid: governorThemes.uuid })
    .from(governorThemes)
    .where(eq(governorThemes.themeKey, key));
  return row!.uuid;
};
const themeReport = (theme: string, who: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/service-project/summary/${theme}/reports`, headers: who });
const clubReport = (club: string, who: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/service-project/${club}/club-reports`, headers: who });

/** The CSV's lines (no cell of these fixtures holds a comma or a line break). */
const linesOf = (body: string) => body.trimEnd().split('\n');

describe('the theme-wise project summary', () => {
  it('lists every project of the theme the role reaches, a formula-looking title neutralised', async () => {
    const hostile = await insertProject(t.database.db, {
      themeKey: 'childhood_cancer',
      title: '=HYPERLINK("http://evil.example")',
      status: 'REGION_GST_REVIEW',
    });
    const plain = await insertProject(t.database.db, {
      themeKey: 'childhood_cancer',
      title: 'Toys for the ward',
    });
    await insertProject(t.database.db, { themeKey: 'vision', title: 'Not this theme' });
    const multi = await demoHand(t.database.db, 'multi-role');
    await insertProject(t.database.db, {
      clubId: multi.clubId,
      chairmanId: multi.memberId,
      themeKey: 'childhood_cancer',
      title: 'Another zone',
    });

    const res = await themeReport(await themeUuid('childhood_cancer'), s.zone);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="project-summary-childhood-cancer.csv"',
    );
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(3);
    const row = lines.find((l) => l.startsWith(hostile.code!))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain(`,${demoClub.name},Zone 1,Region 1,GP,Childhood Cancer,`);
    expect(row).toContain(',Region GST Reviewed,Colombo Town Hall,125000,150,600,');
    // A draft has no code yet: its line starts with the empty code, and its status reads Draft.
    const draft = lines.find((l) => l.startsWith(`${plain.code ?? ''},Toys for the ward,`));
    expect(draft?.split(',')[8]).toBe('Draft');

    // The evaluator reaches every club: the other zone's project too.
    const all = linesOf((await themeReport(await themeUuid('childhood_cancer'), s.cpe)).body);
    expect(all).toHaveLength(4);
    expect(all.some((l) => l.includes('Another zone'))).toBe(true);
  });

  it('answers an unknown theme with 404', async () => {
    const res = await themeReport('00000000-0000-4000-8000-000000000000', s.cpe);
    expect(res.statusCode).toBe(404);
  });
});

describe('the club-wise project report', () => {
  it('lists every project of the club, with its estimated and approved points', async () => {
    const { uuid, code } = await insertProject(t.database.db, { title: 'Reading camp', status: 'SUBMITTED' });
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/service-project/${uuid}/approve-update`,
      headers: s.cpe,
      payload: {
        is_pending: false,
        role: 'CLUBS_PERFORMANCE_EVALUATION',
        pending_comment: 'Fine.',
        confirmed: true,
        approve_open_lines: true,
      },
    });
    expect(approve.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/service-project/${uuid}/point-update`,
      headers: s.cpe,
      payload: {
        point: 7,
        comment: 'Media coverage',
        version: (await projectRow(t.database.db, uuid)).version,
      },
    });
    const res = await clubReport(demoClub.uuid, s.president);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="project-lions-club-of-colombo-host.csv"',
    );
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(HEADER);
    const row = lines.find((l) => l.startsWith(`${code},Reading camp,`))!;
    const cells = row.split(',');
    expect(cells[8]).toBe('Approved');
    expect(Number(cells[13])).toBeGreaterThan(0);
    // Every line approved with the project, and the adjustment on top.
    expect(Number(cells[14])).toBe(Number(cells[13]) + 7);
    // Every row is a project of the club.
    expect(lines.slice(1).every((l) => l.split(',')[2] === demoClub.name)).toBe(true);
  });

  it('is refused (404) for a club out of the role’s reach', async () => {
    const other = await clubOfAnotherZone(t.database.db, demoClub.id);
    expect((await clubReport(other.uuid, s.president)).statusCode).toBe(404);
    expect((await clubReport(other.uuid, s.zone)).statusCode).toBe(404);
    expect((await clubReport(other.uuid, s.cpe)).statusCode).toBe(200);
    expect((await clubReport(other.uuid, s.regionChair)).statusCode).toBe(200);
    const multi = (await signedInMember(t.app, 'multi-role')).headers;
    expect((await clubReport(demoClub.uuid, multi)).statusCode).toBe(404);
    expect((await clubReport('00000000-0000-4000-8000-000000000000', s.cpe)).statusCode).toBe(404);
  });
});
