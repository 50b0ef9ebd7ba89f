import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, fileFingerprints, serviceProjects } from '../../src/server/db/schema';
import { fingerprintOf } from '../../src/server/services/duplicates/file-fingerprint';
import { fillMissingFingerprints } from '../../src/server/services/duplicates/fingerprint-fill';
import { createFolderFileStore } from '../../src/server/services/files/folder-file-store';
import { multipart } from '../helpers/multipart';
import { pinToday } from '../helpers/pin-today';
import { insertProject } from '../helpers/project-fixtures';
import {
  actingHeaders,
  createTestApp,
  demoClubs,
  signIn,
  as,
  type ClubRef,
  type TestApp,
} from '../helpers/test-app';

// Issue 14, part 3: the same photo (or a copy saved again) claimed twice, and the same project filed
// twice, flagged to the evaluator; advice only.

const FILES_DIR = `/tmp/club-cms-duplicate-claims-${process.pid}`;
const EVALUATOR = 'CLUBS_PERFORMANCE_EVALUATION';
let t: TestApp;
let own: ClubRef;
let other: ClubRef;
let otherName: string;
const headers = actingHeaders(() => t.app);

pinToday();

/** A photo-like scene (sky, ground, a sun, a hall) whose layout `variant` moves: distinct pictures. */
function scene(variant: number, width = 640, height = 480): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">` +
    `<rect width="640" height="480" fill="${variant % 2 ? '#1565c0' : '#2e7d32'}"/>` +
    `<rect y="${200 + variant * 60}" width="640" height="${280 - variant * 60}" fill="#ebb700"/>` +
    `<circle cx="${80 + variant * 200}" cy="${90 + variant * 40}" r="60" fill="#ffffff"/>` +
    `<rect x="${420 - variant * 180}" y="140" width="160" height="150" fill="#7a2182"/>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).resize(width, height).jpeg({ quality: 90 }).toBuffer();
}

/** Files a Monthly Meeting with `photo` as its first photo, as the club `club` (the evaluator files for any). */
async function fileMeetingWithPhoto(club: string, month: string, photo: Buffer): Promise<string> {
  const evaluator = await headers(EVALUATOR);
  const body = await multipart({
    month,
    venue: 'Club House, Colombo 07',
    date: '2026-09-12',
    no_of_attendance: '30',
    no_of_lion_ladies: '6',
    no_of_leos: '2',
    others: '1',
    document1: { name: 'meeting.jpg', type: 'image/jpeg', bytes: photo },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/month_meeting',
    headers: { ...evaluator, club, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`filing failed: ${res.statusCode} ${res.body}`);
  return res.json().data.uuid as string;
}

interface FlagAnswer {
  reason: string;
  field: string | null;
  distance: number | null;
  claim: {
    kind: string;
    id: string;
    key: string | null;
    month: string | null;
    title: string | null;
    club: { id: string; name: string };
  };
}

async function reportFlags(uuid: string, who = EVALUATOR) {
  return t.app.inject({
    method: 'GET',
    url: `/api/activity/${uuid}/duplicate-claims/MONTHLY_MEETING`,
    headers: await headers(who),
  });
}

async function projectFlags(uuid: string, who = EVALUATOR) {
  return t.app.inject({
    method: 'GET',
    url: `/api/service-project/${uuid}/duplicate-claims`,
    headers: await headers(who),
  });
}

let original: string;
let copied: string;
let resaved: string;
let unrelated: string;
let projectWithPhoto: string;

beforeAll(async () => {
  t = await createTestApp({ env: { FILES_DIR } });
  ({ own, other } = await demoClubs(t));
  const [row] = await t.database.db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, other.id));
  otherName = row!.name;
  const photo = await scene(0);
  original = await fileMeetingWithPhoto(own.uuid, '08', photo);
  // Another club attaches the very same file.
  copied = await fileMeetingWithPhoto(other.uuid, '08', photo);
  // A year's month later, the same picture saved again: smaller and recompressed.
  resaved = await fileMeetingWithPhoto(
    other.uuid,
    '09',
    await sharp(photo).resize(500, 375).jpeg({ quality: 55 }).toBuffer(),
  );
  unrelated = await fileMeetingWithPhoto(own.uuid, '10', await scene(2));
  // A project whose billing proof is the same picture (stored through the same file store).
  const proof = await t.app.files.save(await scene(0, 800, 600), 'jpg');
  const project = await insertProject(t.database.db, {
    clubId: other.id,
    title: 'Blood donation camp',
    status: 'SUBMITTED',
  });
  await t.database.db
    .update(serviceProjects)
    .set({ billingProof: proof })
    .where(eq(serviceProjects.id, project.id));
  projectWithPhoto = project.uuid;
});
afterAll(() => t.close());

describe('duplicate photos', () => {
  it('flags the same file in another club, the same picture saved again, and a project claiming it', async () => {
    const res = await reportFlags(original);
    expect(res.statusCode).toBe(200);
    const flags = res.json().data.flags as FlagAnswer[];
    const byClaim = new Map(flags.map((flag) => [flag.claim.id, flag]));
    expect(byClaim.get(copied)).toMatchObject({
      reason: 'same_file',
      field: 'document1',
      distance: null,
      claim: {
        kind: 'activity',
        key: 'MONTHLY_MEETING',
        month: '08',
        club: { id: other.uuid, name: otherName },
      },
    });
    const near = byClaim.get(resaved)!;
    expect(near).toMatchObject({ reason: 'similar_photo', field: 'document1', claim: { month: '09' } });
    expect(near.distance).toBeLessThanOrEqual(6);
    expect(byClaim.get(projectWithPhoto)).toMatchObject({
      reason: 'similar_photo',
      claim: { kind: 'project', title: 'Blood donation camp', club: { id: other.uuid } },
    });
    expect(byClaim.has(unrelated)).toBe(false);
    expect(byClaim.has(original)).toBe(false);
    expect(flags).toHaveLength(3);
  });

  it('flags both ways: the copy points back at the original', async () => {
    const flags = (await reportFlags(copied)).json().data.flags as FlagAnswer[];
    expect(flags.find((flag) => flag.claim.id === original)).toMatchObject({
      reason: 'same_file',
      claim: { club: { id: own.uuid } },
    });
  });

  it('a report whose photos nobody else claimed has no flags', async () => {
    const res = await reportFlags(unrelated);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.flags).toEqual([]);
  });

  it('the project sees the reports claiming its billing proof', async () => {
    const flags = (await projectFlags(projectWithPhoto)).json().data.flags as FlagAnswer[];
    expect(flags.map((flag) => [flag.reason, flag.field, flag.claim.id]).sort()).toEqual(
      [
        ['similar_photo', 'billing_proof', original],
        ['similar_photo', 'billing_proof', copied],
        ['similar_photo', 'billing_proof', resaved],
      ].sort(),
    );
  });

  it("marks the flagged reports on the evaluator's queue, not the others (issue 28)", async () => {
    const flaggedIn = async (month: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/cpe-activity/${month}/list?page=1`,
        headers: await headers(EVALUATOR),
      });
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as { uuid: string; flagged: boolean }[];
      return new Map(rows.map((row) => [row.uuid, row.flagged]));
    };
    const august = await flaggedIn('08');
    expect(august.get(original)).toBe(true);
    expect(august.get(copied)).toBe(true);
    expect((await flaggedIn('09')).get(resaved)).toBe(true);
    expect((await flaggedIn('10')).get(unrelated)).toBe(false);
  });

  it('a deleted report (and its files) stops being claimed', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/activity/${copied}/delete/MONTHLY_MEETING`,
      headers: await headers(EVALUATOR),
    });
    expect(res.statusCode).toBe(200);
    const flags = (await reportFlags(original)).json().data.flags as FlagAnswer[];
    expect(flags.map((flag) => flag.claim.id).sort()).toEqual([resaved, projectWithPhoto].sort());
  });
});

describe('the same project filed twice', () => {
  it('flags another filed project of the same title, date and venue (spaces and case aside), not drafts or another venue', async () => {
    const first = await insertProject(t.database.db, { title: 'Free Eye Camp', status: 'SUBMITTED' });
    const twice = await insertProject(t.database.db, {
      clubId: other.id,
      title: '  free   EYE camp ',
      status: 'APPROVED',
    });
    await insertProject(t.database.db, { title: 'Free Eye Camp', status: 'PROCESSING' });
    const elsewhere = await insertProject(t.database.db, { title: 'Free Eye Camp', status: 'SUBMITTED' });
    await t.database.db
      .update(serviceProjects)
      .set({ venue: 'Kandy Town Hall' })
      .where(eq(serviceProjects.id, elsewhere.id));
    const flags = (await projectFlags(first.uuid)).json().data.flags as FlagAnswer[];
    expect(flags).toEqual([
      expect.objectContaining({
        reason: 'same_project',
        field: null,
        claim: expect.objectContaining({
          kind: 'project',
          id: twice.uuid,
          club: { id: other.uuid, name: otherName },
        }),
      }),
    ]);
  });
});

describe('fingerprints of files stored before the flags', () => {
  it('are filled after start: a file saved past the fingerprinting gets one, the same as an upload would', async () => {
    const bytes = await scene(1);
    const bypassed = await createFolderFileStore(FILES_DIR).save(bytes, 'jpg');
    const row = () =>
      t.database.db.select().from(fileFingerprints).where(eq(fileFingerprints.name, bypassed));
    expect(await row()).toEqual([]);
    expect(await fillMissingFingerprints(t.database.db, t.app.files)).toBeGreaterThanOrEqual(1);
    const [filled] = await row();
    expect(filled).toMatchObject(await fingerprintOf(bytes, bypassed));
    // A second fill finds nothing left to do.
    expect(await fillMissingFingerprints(t.database.db, t.app.files)).toBe(0);
  });
});

describe('who may see the flags', () => {
  it('is the evaluator only: a club officer is refused even on their own report', async () => {
    expect((await reportFlags(original, 'CLUB_PRESIDENT')).statusCode).toBe(403);
    expect((await projectFlags(projectWithPhoto, 'CLUB_PRESIDENT')).statusCode).toBe(403);
  });

  it('answers 404 for a report or project that does not exist, and 422 for a malformed id', async () => {
    expect((await reportFlags('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await projectFlags('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await reportFlags('not-a-uuid')).statusCode).toBe(422);
    const wrongKey = await t.app.inject({
      method: 'GET',
      url: `/api/activity/${original}/duplicate-claims/__proto__`,
      headers: await headers(EVALUATOR),
    });
    expect(wrongKey.statusCode).toBeLessThan(500);
  });

  it('signs in freshly as a club officer and still cannot read them', async () => {
    const session = await signIn(t.app, 'CLUB_SECRETARY');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/activity/${original}/duplicate-claims/MONTHLY_MEETING`,
      ...as(session.token, 'CLUB_SECRETARY', own.uuid),
    });
    expect(res.statusCode).toBe(403);
  });
});
