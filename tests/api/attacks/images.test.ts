import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colomboDate } from '../../../src/shared/time/colombo';
import { forgedPng, photoWithGps } from '../../helpers/images';
import { multipart } from '../../helpers/multipart';
import { createTestApp, signedInMember, type SignedInMember, type TestApp } from '../../helpers/test-app';

// Holes 5 and 15 of the security review: a 31 KB PNG declaring 16000x16000 pixels was decoded (1.2 s
// of a core, a gigabyte of memory), and activity photos were stored with their GPS position.

const FILES_DIR = `/tmp/club-cms-attack-images-${process.pid}`;
let t: TestApp;
let member: SignedInMember;
let president: SignedInMember;
beforeAll(async () => {
  t = await createTestApp({ env: { FILES_DIR } });
  member = await signedInMember(t.app, 'CLUB_MEMBER');
  president = await signedInMember(t.app, 'CLUB_PRESIDENT');
});
afterAll(() => t.close());

const file = (bytes: Buffer, name: string) => ({ name, type: 'image/png', bytes });
const month = colomboDate().slice(5, 7);

async function boardMeeting(photo: Buffer) {
  const body = await multipart({
    key: 'BOARD_MEETING',
    month,
    venue: 'Hotel Galadari',
    date: colomboDate(),
    no_of_board_members: '10',
    no_of_attendance: '8',
    document1: file(photo, 'photo.jpg'),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/board_meeting',
    payload: body.payload,
    headers: { ...president.headers, ...body.headers },
  });
}

describe('pixel bombs', () => {
  it('a PNG declaring 16000x16000 pixels is refused as a profile image from its header', async () => {
    const bomb = forgedPng(16000, 16000);
    expect(bomb.length).toBeLessThan(1024);
    const body = await multipart({
      display_name: 'Sanduni',
      full_name: 'Sanduni Jayasinghe',
      mobile: member.mobile,
      image: file(bomb, 'me.png'),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/member/update/${member.uuid}`,
      payload: body.payload,
      headers: { ...member.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.image).toEqual(['The image may not have more than 40 megapixels.']);
  });

  it('and as an activity photo', async () => {
    const res = await boardMeeting(forgedPng(16000, 16000));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.document1).toEqual(['The image may not have more than 40 megapixels.']);
  });
});

describe('activity photos', () => {
  it('are stored re-encoded, without the EXIF and GPS position the phone wrote', async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await boardMeeting(photo);
    expect(res.statusCode).toBe(200);
    const stored = readdirSync(FILES_DIR).filter((name) => name.endsWith('.jpg'));
    expect(stored).toHaveLength(1);
    const meta = await sharp(readFileSync(join(FILES_DIR, stored[0]!))).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  });
});
