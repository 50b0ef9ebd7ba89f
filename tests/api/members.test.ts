import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clubs, members, smsOutbox, users } from '../../src/server/db/schema';
import { colomboDate } from '../../src/shared/time/colombo';
import { multipart } from '../helpers/multipart';
import { as, createTestApp, demoClubs, lastSmsTo, signIn, type TestApp } from '../helpers/test-app';

let t: TestApp;
let ownClub: string;
let otherClub: string;
beforeAll(async () => {
  t = await createTestApp({ env: { FILES_DIR: `/tmp/club-cms-test-files-${process.pid}` } });
  const demo = await demoClubs(t);
  ownClub = demo.own.uuid;
  otherClub = demo.other.uuid;
});
afterAll(() => t.close());

async function who(role: string, club?: string) {
  const { token, roles } = await signIn(t.app, role);
  return as(token, role, club ?? roles.find((r) => r.name === role)?.club?.uuid);
}

let serial = 0;
function newMember(overrides: object = {}) {
  serial += 1;
  return {
    club: ownClub,
    international_id: `99${String(serial).padStart(5, '0')}`,
    title: 'Mrs',
    display_name: `Kumari ${serial}`,
    full_name: `Kumari Wijesinghe ${serial}`,
    gender: 'Female',
    mobile: `0760000${String(serial).padStart(3, '0')}`,
    email: `Kumari.${serial}@Example.ORG`,
    member_type_id: 1,
    member_since: colomboDate(),
    ...overrides,
  };
}

const create = async (payload: object, headers: ReturnType<typeof as>) =>
  t.app.inject({ method: 'POST', url: '/api/member/create', payload, ...headers });

describe('POST /api/member/create', () => {
  it("creates a member with a login identity, normalised: 'Member has been created successfully'", async () => {
    const res = await create(newMember({ office_roles: [] }), await who('CLUB_PRESIDENT'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Member has been created successfully');
    expect(body.data).toMatchObject({
      mobile: '760000001',
      email: 'kumari.1@example.org',
      club: { uuid: ownClub },
    });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, body.data.uuid));
    expect(audit).toMatchObject({ action: 'member.create', role: 'CLUB_PRESIDENT' });
  });

  it('sends the login details by SMS by default, and not with send_sms off', async () => {
    const president = await who('CLUB_PRESIDENT');
    const on = (await create(newMember(), president)).json().data;
    const [sms] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, on.mobile));
    expect(sms).toMatchObject({ purpose: 'welcome' });
    expect(sms!.body).toContain(`Your username is ${on.mobile}`);
    expect(sms!.body).toContain('reset-password?token=[withheld]');
    expect((await lastSmsTo(t, on.mobile))!.text).toMatch(/reset-password\?token=[\w-]{43}/);
    const off = (await create(newMember({ send_sms: false }), president)).json().data;
    expect(
      await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.toMobile, off.mobile)),
    ).toHaveLength(0);
  });

  it('refuses duplicates of international id, mobile and e-mail, naming each field', async () => {
    const president = await who('CLUB_PRESIDENT');
    const first = newMember();
    await create(first, president);
    const res = await create(
      newMember({
        international_id: first.international_id,
        mobile: first.mobile.slice(1),
        email: first.email.toLowerCase(),
      }),
      president,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      international_id: ['The international id has already been taken.'],
      mobile: ['The mobile has already been taken.'],
      email: ['The email has already been taken.'],
    });
  });

  it('refuses malformed mobile and e-mail, and a missing member_since', async () => {
    const { member_since: _, ...rest } = newMember({ mobile: '12345', email: 'not-an-email' });
    const res = await create(rest, await who('CLUB_PRESIDENT'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ member_since: ['The member since field is required.'] });
    const res2 = await create(
      newMember({ mobile: '12345', email: 'not-an-email' }),
      await who('CLUB_PRESIDENT'),
    );
    expect(Object.keys(res2.json().errors).sort()).toEqual(['email', 'mobile']);
  });

  it("answers a club officer's member for another club as an invalid club", async () => {
    const res = await create(newMember({ club: otherClub }), await who('CLUB_SECRETARY'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.club).toEqual(['The selected club is invalid.']);
  });

  it('lets the evaluator assign office roles, and refuses them from a zone chairperson', async () => {
    const today = colomboDate();
    const roles = [{ role_code: 'CLUB_SECRETARY', date_from: today, date_to: today }];
    const cpe = await who('CLUBS_PERFORMANCE_EVALUATION', otherClub);
    const ok = await create(newMember({ club: otherClub, office_roles: roles }), cpe);
    expect(ok.json().data.office_roles.map((r: { role_code: string }) => r.role_code)).toEqual([
      'CLUB_SECRETARY',
    ]);
    const zone = await who('ZONE_CHAIRPERSON');
    const refused = await create(newMember({ club: otherClub, office_roles: roles }), zone);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You may not assign office roles.');
  });

  it('lets a club president assign club roles only', async () => {
    const today = colomboDate();
    const res = await create(
      newMember({ office_roles: [{ role_code: 'DISTRICT_GOVERNOR', date_from: today, date_to: today }] }),
      await who('CLUB_PRESIDENT'),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You may not grant the office DISTRICT_GOVERNOR.');
  });
});

describe('member lists and searches', () => {
  it("lists the club's members, paged, with today's office roles", async () => {
    const president = await who('CLUB_PRESIDENT');
    const res = (
      await t.app.inject({ method: 'GET', url: '/api/member/club/list/se=', ...president })
    ).json();
    const [club] = await t.database.db.select().from(clubs).where(eq(clubs.uuid, ownClub));
    const inClub = await t.database.db.select().from(members).where(eq(members.clubId, club!.id));
    expect(res.meta.total).toBe(inClub.length);
    expect(res.meta.per_page).toBe(15);
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/member/club/list/se=club-president@',
      ...president,
    });
    const presidentRow = found.json().data[0];
    expect(presidentRow.office_roles.map((r: { role_code: string }) => r.role_code)).toContain(
      'CLUB_PRESIDENT',
    );
  });

  // A club's list counts with its page; the district's counts apart (P6): both must agree.
  it.each([
    ['a club', 'CLUB_PRESIDENT', ''],
    ['the district', 'CLUBS_PERFORMANCE_EVALUATION', ''],
    ['the district, searched', 'CLUBS_PERFORMANCE_EVALUATION', 'a'],
  ])('answers the same total on every page of %s, past the last one too', async (_, role, search) => {
    const acting = await who(role);
    const page = async (n: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/member/club/list/se=${search}?page=${n}`, ...acting })
      ).json() as { data: { display_name: string }[]; meta: { total: number; last_page: number } };
    const first = await page(1);
    const last = await page(first.meta.last_page);
    const beyond = await page(first.meta.last_page + 3);
    expect(first.meta.total).toBeGreaterThan(15);
    expect(last.meta.total).toBe(first.meta.total);
    expect(last.data.length).toBe(first.meta.total - 15 * (first.meta.last_page - 1));
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(first.meta.total);
  });

  it('searches case-insensitively by name, international id, mobile (with or without 0) and e-mail', async () => {
    const president = await who('CLUB_PRESIDENT');
    const created = (await create(newMember({ display_name: 'Thilini Rathnayake' }), president)).json().data;
    for (const term of [
      'thilini',
      'RATHNAYAKE',
      created.international_id,
      created.mobile,
      `0${created.mobile}`,
      created.email.toUpperCase(),
    ]) {
      const res = (
        await t.app.inject({
          method: 'GET',
          url: `/api/member/club/list/se=${encodeURIComponent(term)}`,
          ...president,
        })
      ).json();
      expect(
        res.data.map((m: { uuid: string }) => m.uuid),
        term,
      ).toEqual([created.uuid]);
    }
  });

  it("keeps a club officer's searches inside their club", async () => {
    const [other] = await t.database.db.select().from(clubs).where(eq(clubs.uuid, otherClub));
    const [stranger] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.clubId, other!.id))
      .limit(1);
    const president = await who('CLUB_PRESIDENT');
    const search = encodeURIComponent(stranger!.internationalId);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/member/list/se=${search}`, ...president })).json().data,
    ).toEqual([]);
    const governor = await who('DISTRICT_GOVERNOR');
    const found = (
      await t.app.inject({ method: 'GET', url: `/api/member/list/se=${search}`, ...governor })
    ).json().data;
    expect(found.map((m: { uuid: string }) => m.uuid)).toEqual([stranger!.uuid]);
    expect(found[0]).toMatchObject({ name: stranger!.displayName, group: other!.name });
  });

  it("answers another club's member as not found to a club officer", async () => {
    const [other] = await t.database.db.select().from(clubs).where(eq(clubs.uuid, otherClub));
    const [stranger] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.clubId, other!.id))
      .limit(1);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/member/info/${stranger!.uuid}`,
      ...(await who('CLUB_TREASURER')),
    });
    expect(res.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/member/info/${stranger!.uuid}`,
      ...(await who('CLUB_MEMBER')),
    });
    expect(ok.statusCode).toBe(200);
  });
});

async function png(width: number, noise = false) {
  if (!noise)
    return sharp({ create: { width, height: width, channels: 3, background: '#00338d' } })
      .png()
      .toBuffer();
  const raw = Buffer.alloc(width * width * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height: width, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('POST /api/member/update/{id} (multipart)', () => {
  const update = async (
    uuid: string,
    fields: Parameters<typeof multipart>[0],
    headers: ReturnType<typeof as>,
  ) => {
    const body = await multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: `/api/member/update/${uuid}`,
      payload: body.payload,
      headers: { ...headers.headers, ...body.headers },
    });
  };

  it('updates details and stores the image resized, served through a signed link', async () => {
    const president = await who('CLUB_PRESIDENT');
    const m = (await create(newMember(), president)).json().data;
    const res = await update(
      m.uuid,
      {
        display_name: 'Renamed',
        full_name: m.full_name,
        mobile: m.mobile,
        international_id: m.international_id,
        spouse: 'Lion Ajith',
        image: { name: 'me.png', type: 'image/png', bytes: await png(1000) },
      },
      president,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ display_name: 'Renamed', spouse: 'Lion Ajith' });
    const link: string = res.json().data.profile_image;
    expect(link).toMatch(/^\/api\/files\/[\w-]+\.jpg\?exp=\d+&sig=[\w-]{43}$/);
    const image = await t.app.inject({ method: 'GET', url: link });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 400, 400]);
    const tampered = link.replace(/sig=./, (s) => (s.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
  });

  it('refuses an image over 500 KB and a file that only claims to be an image; nothing changes', async () => {
    const president = await who('CLUB_PRESIDENT');
    const m = (await create(newMember(), president)).json().data;
    const base = {
      display_name: 'Changed',
      full_name: m.full_name,
      mobile: m.mobile,
      international_id: m.international_id,
    };
    const big = await update(
      m.uuid,
      { ...base, image: { name: 'big.png', type: 'image/png', bytes: await png(700, true) } },
      president,
    );
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.image).toEqual(['The image may not be greater than 500 KB.']);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const fake = await update(
      m.uuid,
      { ...base, image: { name: 'photo.png', type: 'image/png', bytes: html } },
      president,
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.image).toEqual(['The image must be a JPEG, PNG, WebP or GIF picture.']);
    const [row] = await t.database.db.select().from(members).where(eq(members.uuid, m.uuid));
    expect(row!.displayName).toBe(m.display_name);
  });

  it('refuses the club and office roles from a club officer, and takes them from the evaluator', async () => {
    const president = await who('CLUB_PRESIDENT');
    const m = (await create(newMember(), president)).json().data;
    const base = {
      display_name: m.display_name,
      full_name: m.full_name,
      mobile: m.mobile,
      international_id: m.international_id,
    };
    const refused = await update(m.uuid, { ...base, club: otherClub }, president);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.club).toEqual(['You may not change the club.']);
    const today = colomboDate();
    const cpe = await who('CLUBS_PERFORMANCE_EVALUATION');
    const moved = await update(
      m.uuid,
      {
        ...base,
        club: otherClub,
        'office_roles[0][role_code]': 'CLUB_TREASURER',
        'office_roles[0][date_from]': today,
        'office_roles[0][date_to]': today,
      },
      cpe,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.club.uuid).toBe(otherClub);
    expect(moved.json().data.office_roles.map((r: { role_code: string }) => r.role_code)).toEqual([
      'CLUB_TREASURER',
    ]);
  });

  it('clears every office role when the list is sent empty (its bare name)', async () => {
    const cpe = await who('CLUBS_PERFORMANCE_EVALUATION', ownClub);
    const today = colomboDate();
    const m = (
      await create(
        newMember({ office_roles: [{ role_code: 'CLUB_MEMBER', date_from: today, date_to: today }] }),
        cpe,
      )
    ).json().data;
    expect(m.office_roles).toHaveLength(1);
    const base = {
      display_name: m.display_name,
      full_name: m.full_name,
      mobile: m.mobile,
      international_id: m.international_id,
    };
    const kept = await update(m.uuid, base, cpe);
    expect(kept.json().data.office_roles).toHaveLength(1);
    const cleared = await update(m.uuid, { ...base, office_roles: '' }, cpe);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.office_roles).toEqual([]);
  });

  it('refuses a JSON body with 415', async () => {
    const president = await who('CLUB_PRESIDENT');
    const m = (await create(newMember(), president)).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/member/update/${m.uuid}`,
      payload: { display_name: 'x' },
      ...president,
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('POST /api/user/member/update/{id} (own profile)', () => {
  it("updates one's own profile: 'Profile successfully updated'; never someone else's", async () => {
    const { token, user } = await signIn(t.app, 'CLUB_MEMBER');
    const [u] = await t.database.db.select().from(users).where(eq(users.uuid, user));
    const [me] = await t.database.db.select().from(members).where(eq(members.id, u!.memberId));
    const body = await multipart({
      display_name: 'New Me',
      full_name: me!.fullName,
      mobile: u!.mobile!,
      birth_day: '1980-02-29',
    });
    const headers = { ...as(token, 'CLUB_MEMBER').headers, ...body.headers };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/member/update/${me!.uuid}`,
      payload: body.payload,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profile successfully updated',
      data: { display_name: 'New Me', birth_day: '1980-02-29' },
    });
    const [someone] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.clubId, me!.clubId!))
      .orderBy(desc(members.id))
      .limit(1);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/user/member/update/${someone!.uuid}`,
      payload: body.payload,
      headers,
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('POST /api/member/drop/{id}', () => {
  it("drops a member: out of the club, inactive, roles ended, kept for history, counted in the club's drops", async () => {
    const president = await who('CLUB_PRESIDENT');
    const m = (await create(newMember(), president)).json().data;
    const pointsBefore = (await t.app.inject({ method: 'GET', url: '/api/club/points', ...president })).json()
      .data;
    const gmt = await who('REGION_GMT_COORDINATOR', ownClub);
    const res = await t.app.inject({ method: 'POST', url: `/api/member/drop/${m.uuid}`, ...gmt });
    expect(res.json()).toEqual({ status_code: 200, message: 'Member has been dropped successfully' });
    const [row] = await t.database.db.select().from(members).where(eq(members.uuid, m.uuid));
    expect(row).toMatchObject({ clubId: null, status: 'inactive', droppedAt: colomboDate() });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/member/club/list/se=', ...president })
    ).json();
    expect(list.data.map((x: { uuid: string }) => x.uuid)).not.toContain(m.uuid);
    const pointsAfter = (await t.app.inject({ method: 'GET', url: '/api/club/points', ...president })).json()
      .data;
    expect(pointsAfter.dropMembers - pointsBefore.dropMembers).toBe(1);
    const again = await t.app.inject({ method: 'POST', url: `/api/member/drop/${m.uuid}`, ...gmt });
    expect(again.statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/member/info/${m.uuid}`, ...president })).statusCode,
    ).toBe(200);
  });

  it('is refused to a club president (403) and answers another club as not found', async () => {
    const president = await who('CLUB_PRESIDENT');
    const m = (await create(newMember(), president)).json().data;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/member/drop/${m.uuid}`, ...president })).statusCode,
    ).toBe(403);
  });
});

describe('new members on the home overview', () => {
  it('counts members who joined this Lions year', async () => {
    const president = await who('CLUB_PRESIDENT');
    const before = (await t.app.inject({ method: 'GET', url: '/api/club/points', ...president })).json().data
      .newMembers;
    await create(newMember(), president);
    await create(newMember({ member_since: '2001-01-01' }), president);
    const after = (await t.app.inject({ method: 'GET', url: '/api/club/points', ...president })).json().data
      .newMembers;
    expect(after - before).toBe(1);
  });
});
