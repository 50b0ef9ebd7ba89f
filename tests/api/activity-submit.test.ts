import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, clubs, members } from '../../src/server/db/schema';
import { ACTIVITY_TYPES } from '../../src/shared/catalogue/catalogue';
import { multipart } from '../helpers/multipart';
import { pinToday } from '../helpers/pin-today';
import { as, createTestApp, signIn, type TestApp } from '../helpers/test-app';

const FILES_DIR = `/tmp/club-cms-activity-files-${process.pid}`;
let t: TestApp;
let president: ReturnType<typeof as>;
let ownClub: string;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

// Filing in fixed months of the Lions year: a day on which every month is open.
pinToday();

beforeAll(async () => {
  t = await createTestApp({ env: { FILES_DIR } });
  const session = await signIn(t.app, 'CLUB_PRESIDENT');
  ownClub = session.roles[0]!.club!.uuid;
  president = as(session.token, 'CLUB_PRESIDENT', ownClub);
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ebb700' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const example = (key: string) =>
  JSON.parse(readFileSync(new URL(`../../schemas/activities/${key}/example.json`, import.meta.url), 'utf8'));
const schemaOf = (key: string) =>
  JSON.parse(readFileSync(new URL(`../../schemas/activities/${key}/schema.json`, import.meta.url), 'utf8'));
const storedFiles = () => {
  try {
    return readdirSync(FILES_DIR).length;
  } catch {
    return 0;
  }
};

/** A multipart body of a report: fields as text, lists in brackets, file slots as real files. */
async function multipartReport(
  key: string,
  month: string,
  data: Record<string, unknown>,
  files: Record<string, Buffer>,
) {
  const fields: Parameters<typeof multipart>[0] = { key, month };
  for (const [name, value] of Object.entries(data)) {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item && typeof item === 'object') {
          for (const [sub, v] of Object.entries(item)) fields[`${name}[${i}][${sub}]`] = String(v);
        } else fields[`${name}[${i}]`] = String(item);
      });
    } else fields[name] = String(value);
  }
  for (const [name, bytes] of Object.entries(files)) {
    fields[name] = {
      name: bytes === pdf ? `${name}.pdf` : `${name}.png`,
      type: 'application/octet-stream',
      bytes,
    };
  }
  return multipart(fields);
}

describe('filing a report', () => {
  it('files District Dues as JSON, lists it SUBMITTED, reads it back, and refuses a second one', async () => {
    const body = {
      month: '07',
      paid: 1,
      date: '2026-07-20',
      amount: 25000,
      bank: 'Bank of Ceylon',
      payment_comment: 'CHQ 004521',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/district-dues',
      payload: body,
      ...president,
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      key: 'DISTRICT_DUES',
      month: '07',
      status: 'SUBMITTED',
      paid: 1,
      amount: 25000,
      documents: [],
    });

    const list = await t.app.inject({ method: 'GET', url: `/api/activity/07/list/${ownClub}`, ...president });
    expect(list.json().find((i: { key: string }) => i.key === 'DISTRICT_DUES')).toMatchObject({
      uuid: saved.uuid,
      status: 'SUBMITTED',
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/district-dues/${saved.uuid}`, ...president });
    expect(read.json().data).toEqual(saved);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/district-dues',
      payload: body,
      ...president,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.month).toEqual(['This activity has already been submitted for this month.']);
  });

  it('refuses a report whose Submit field is not filled, and writes nothing', async () => {
    const before = (await t.database.db.select().from(activities)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/international-dues',
      payload: { month: '07', paid: 0, bank: 'HNB' },
      ...president,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ paid: ['The paid field is required.'] });
    expect(await t.database.db.select().from(activities)).toHaveLength(before);
  });

  it('files a Board Meeting with photos, documents and attended members; the files come back by signed link', async () => {
    const members = (
      await t.app.inject({ method: 'GET', url: '/api/club-member/list/se=', ...president })
    ).json().data;
    const body = await multipartReport(
      'BOARD_MEETING',
      '10',
      {
        venue: 'Hotel Galadari',
        date: '2026-10-04',
        no_of_board_members: 12,
        no_of_attendance: 10,
        members: [members[0].uuid, members[1].uuid],
      },
      { document1: png, document3: pdf },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/board_meeting',
      payload: body.payload,
      headers: { ...president.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      venue: 'Hotel Galadari',
      no_of_board_members: 12,
      members: [
        { uuid: members[0].uuid, display_name: members[0].name },
        { uuid: members[1].uuid, display_name: members[1].name },
      ],
    });
    expect(data.documents.map((d: { comments: string; type: string }) => [d.comments, d.type])).toEqual([
      ['document1', 'image'],
      ['document3', 'pdf'],
    ]);
    const photo = await t.app.inject({ method: 'GET', url: data.documents[0].path });
    expect(photo.headers['content-type']).toBe('image/png');
    // Re-encoded (without metadata), the same pixels: PNG is lossless.
    const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
    expect((await pixels(photo.rawPayload)).equals(await pixels(png))).toBe(true);
  });

  it("stores a Monthly Meeting's number of members as its attendance, whatever was sent", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/month_meeting',
      payload: { month: '08', venue: 'Club House', no_of_attendance: 31, no_of_members: 0 },
      ...president,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ no_of_attendance: 31, no_of_members: 31 });
  });

  it('refuses a disguised or oversized file and stores nothing at all', async () => {
    const files = storedFiles();
    const reports = (await t.database.db.select().from(activities)).length;
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = await multipartReport(
      'PUBLISH_NEWS_LETTER',
      '11',
      {},
      { document1: html, document2: pdf },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/news-letter',
      payload: disguised.payload,
      headers: { ...president.headers, ...disguised.headers },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.document1).toEqual(['The file must be a PDF or a JPEG, PNG or WebP image.']);

    const big = await multipartReport(
      'PUBLISH_NEWS_LETTER',
      '11',
      {},
      { document1: Buffer.concat([pdf, Buffer.alloc(600 * 1024)]) },
    );
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/news-letter',
      payload: big.payload,
      headers: { ...president.headers, ...big.headers },
    });
    expect(res2.statusCode).toBe(422);
    expect(res2.json().errors.document1[0]).toMatch(/may not be greater than 500 KB/);
    expect(storedFiles()).toBe(files);
    expect(await t.database.db.select().from(activities)).toHaveLength(reports);
  });

  it('files a type without a slug through the common endpoint', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activity/common/create',
      payload: {
        key: 'MEMBER_SPONSOR_NIGHT',
        month: '11',
        no_of_lion_sponsors: 4,
        no_of_lions_ladies: 6,
        no_of_others: 2,
        date: '2026-11-15',
      },
      ...president,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'MEMBER_SPONSOR_NIGHT', no_of_lions_ladies: 6 });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/activity/common/create',
      payload: { key: 'NOPE', month: '11' },
      ...president,
    });
    expect(unknown.json().errors).toEqual({ key: ['The selected key is invalid.'] });
  });

  it('keeps roles and clubs apart', async () => {
    const member = await signIn(t.app, 'CLUB_MEMBER');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/district-dues',
      payload: { month: '07', paid: 1 },
      ...as(member.token, 'CLUB_MEMBER'),
    });
    expect(refused.statusCode).toBe(403);
    const cpe = as(
      (await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION')).token,
      'CLUBS_PERFORMANCE_EVALUATION',
    );
    const noClub = await t.app.inject({
      method: 'POST',
      url: '/api/district-dues',
      payload: { month: '07', paid: 1 },
      ...cpe,
    });
    expect(noClub.json().errors).toEqual({ club: ['Choose the club the report is for.'] });

    const [other] = (await t.database.db.select().from(clubs)).filter((c) => c.uuid !== ownClub);
    const cpeOther = as(
      (await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION')).token,
      'CLUBS_PERFORMANCE_EVALUATION',
      other!.uuid,
    );
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/district-dues',
      payload: { month: '07', paid: 1 },
      ...cpeOther,
    });
    expect(filed.statusCode).toBe(200);
    const uuid = filed.json().data.uuid;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/district-dues/${uuid}`, ...president })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/financial-statements/${uuid}`, ...cpeOther }))
        .statusCode,
    ).toBe(404);
  });
});

describe('every example of the catalogue, filed through the API and read back', () => {
  it.each(ACTIVITY_TYPES.map((type) => [type.key, type] as const))('%s', async (key, type) => {
    const properties = schemaOf(key).properties as Record<string, { $ref?: string }>;
    const refOf = (f: string) => properties[f]!.$ref ?? '';
    const fileSlots = Object.keys(properties).filter((f) => /definitions\/(document|photo)$/.test(refOf(f)));
    const month = type.schedule.months[type.schedule.months.length - 1]!;
    const url = type.slug ? `/api/${type.slug}` : '/api/activity/common/create';
    const headers = as(
      (await signIn(t.app, 'CLUBS_PERFORMANCE_EVALUATION')).token,
      'CLUBS_PERFORMANCE_EVALUATION',
    );
    // Each type files for its own club of the demo district, so months never collide.
    const allClubs = await t.database.db.select().from(clubs);
    const club = allClubs[ACTIVITY_TYPES.indexOf(type) % allClubs.length]!;
    headers.headers = { ...headers.headers, club: club.uuid };
    await t.database.db.delete(activities).where(eq(activities.key, key));

    // The example's members stand for real ones: the club's own, in order.
    const clubMembers = await t.database.db.select().from(members).where(eq(members.clubId, club.id));
    const data = example(key) as Record<string, unknown>;
    let next = 0;
    const real = () => clubMembers[next++]!.uuid;
    for (const f of Object.keys(data)) {
      if (refOf(f).endsWith('/memberRef')) data[f] = real();
      if (refOf(f).endsWith('/memberList')) data[f] = (data[f] as string[]).map(real);
    }
    const shown = (uuid: string) => ({
      uuid,
      display_name: clubMembers.find((m) => m.uuid === uuid)!.displayName,
    });
    const fields = Object.fromEntries(Object.entries(data).filter(([f]) => !fileSlots.includes(f)));
    const expected = Object.fromEntries(
      Object.entries(fields).map(([f, v]) => [
        f,
        refOf(f).endsWith('/memberRef')
          ? shown(v as string)
          : refOf(f).endsWith('/memberList')
            ? (v as string[]).map(shown)
            : v,
      ]),
    );

    let res;
    if (type.transport === 'json') {
      res = await t.app.inject({ method: 'POST', url, payload: { ...fields, key, month }, ...headers });
    } else {
      const files = Object.fromEntries(
        fileSlots
          .filter((f) => data[f] !== undefined)
          .map((f) => [f, String(data[f]).endsWith('.pdf') ? pdf : png]),
      );
      const body = await multipartReport(key, month, fields, files);
      res = await t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...headers.headers, ...body.headers },
      });
    }
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    const documents = fileSlots.filter((f) => data[f] !== undefined).length;
    expect(saved).toMatchObject({ key, month, status: 'SUBMITTED' });
    if (type.entries) {
      // An entry-by-entry type answers the example as its first entry.
      expect(saved[type.entries]).toHaveLength(1);
      expect(saved[type.entries][0]).toMatchObject(expected);
      expect(saved[type.entries][0].documents).toHaveLength(documents);
    } else {
      expect(saved).toMatchObject(expected);
      expect(saved.documents).toHaveLength(documents);
    }
    if (type.slug) {
      const read = await t.app.inject({ method: 'GET', url: `/api/${type.slug}/${saved.uuid}`, ...headers });
      expect(read.json().data).toEqual(saved);
    }
  });
});

describe('a type whose Submit needs any one of several fields', () => {
  it('files a newsletter with only its second file, and refuses one with neither', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/news-letter',
      payload: { month: '12' },
      ...president,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      document1: ['The document1 field is required when document2 is not present.'],
    });
    const second = await multipartReport('PUBLISH_NEWS_LETTER', '12', {}, { document2: pdf });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/news-letter',
      payload: second.payload,
      headers: { ...president.headers, ...second.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.documents).toMatchObject([{ comments: 'document2', type: 'pdf' }]);
  });
});
