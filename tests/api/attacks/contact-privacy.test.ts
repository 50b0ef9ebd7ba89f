import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInMember, type SignedInMember, type TestApp } from '../../helpers/test-app';

// Hole 16 of the security review: every member implicitly holds CLUB_MEMBER, which paged through
// every club's members with their mobile numbers and e-mails.

let t: TestApp;
let plain: SignedInMember;
let president: SignedInMember;
beforeAll(async () => {
  t = await createTestApp();
  plain = await signedInMember(t.app, 'CLUB_MEMBER');
  president = await signedInMember(t.app, 'CLUB_PRESIDENT');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('mobile, e-mail and birthday', () => {
  it('are withheld from a plain member in the district list, but for their own row', async () => {
    const res = await get('/api/member/club/list/se=?page=1', { ...plain.headers, club: '' });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { uuid: string; mobile: string | null; email: string | null }[];
    const others = rows.filter((r) => r.uuid !== plain.uuid);
    expect(others.length).toBeGreaterThan(3);
    expect(others.every((r) => r.mobile === null && r.email === null)).toBe(true);
  });

  it("are withheld on another member's info page, with their contacts", async () => {
    const res = await get(`/api/member/info/${president.uuid}`, plain.headers);
    expect(res.json().data).toMatchObject({ mobile: null, email: null, birth_day: null, contacts: [] });
    expect(res.json().data.display_name).toBeTruthy();
  });

  it("a mobile number typed into a plain member's search finds nobody", async () => {
    const res = await get(`/api/member/list/se=${president.mobile}`, plain.headers);
    expect(res.json().data).toEqual([]);
    const byName = await get('/api/member/list/se=a', plain.headers);
    expect(byName.json().data.length).toBeGreaterThan(0);
  });

  it("are shown to the member themself and to the club's officers", async () => {
    const own = await get(`/api/member/info/${plain.uuid}`, plain.headers);
    expect(own.json().data.mobile).toBe(plain.mobile);
    const officer = await get(`/api/member/info/${plain.uuid}`, president.headers);
    expect(officer.json().data.mobile).toBe(plain.mobile);
    const found = await get(`/api/member/list/se=${plain.mobile}`, president.headers);
    expect(found.json().data.map((m: { uuid: string }) => m.uuid)).toEqual([plain.uuid]);
  });
});
