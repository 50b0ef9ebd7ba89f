import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colomboDate } from '../../../src/shared/time/colombo';
import { multipart } from '../../helpers/multipart';
import { createTestApp, signedInMember, type SignedInMember, type TestApp } from '../../helpers/test-app';

// Hole 14 of the security review: two parts with the same slot name were both stored, and replaced
// profile images were never removed: a member could fill the disk with files nobody references.

const FILES_DIR = `/tmp/club-cms-attack-disk-${process.pid}`;
let t: TestApp;
let member: SignedInMember;
let president: SignedInMember;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ env: { FILES_DIR } });
  member = await signedInMember(t.app, 'CLUB_MEMBER');
  president = await signedInMember(t.app, 'CLUB_PRESIDENT');
  png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#00338d' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const stored = () => {
  try {
    return readdirSync(FILES_DIR);
  } catch {
    return [];
  }
};

/** A multipart body as raw parts, so one name can appear twice. */
function twoParts(boundary: string, parts: { name: string; filename?: string; bytes: Buffer }[]): Buffer {
  const chunks = parts.flatMap(({ name, filename, bytes }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
        `${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

describe('files nobody references are never kept', () => {
  it('the same file slot twice is a 422, and nothing is stored', async () => {
    const boundary = 'cmsboundary42';
    const payload = twoParts(boundary, [
      { name: 'key', bytes: Buffer.from('BOARD_MEETING') },
      { name: 'month', bytes: Buffer.from(colomboDate().slice(5, 7)) },
      { name: 'venue', bytes: Buffer.from('Hotel Galadari') },
      { name: 'document1', filename: 'a.png', bytes: png },
      { name: 'document1', filename: 'b.png', bytes: png },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/board_meeting',
      payload,
      headers: { ...president.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ document1: ['The document1 field holds one file only.'] });
    expect(stored()).toEqual([]);
  });

  it('a replaced profile image is removed once the new one is saved', async () => {
    const upload = async () => {
      const body = await multipart({
        display_name: 'Sanduni',
        full_name: 'Sanduni Jayasinghe',
        mobile: member.mobile,
        image: { name: 'me.png', type: 'image/png', bytes: png },
      });
      return t.app.inject({
        method: 'POST',
        url: `/api/user/member/update/${member.uuid}`,
        payload: body.payload,
        headers: { ...member.headers, ...body.headers },
      });
    };
    expect((await upload()).statusCode).toBe(200);
    const first = stored();
    expect(first).toHaveLength(1);
    expect((await upload()).statusCode).toBe(200);
    const second = stored();
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
  });
});
