import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, members } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/db/seed/seed-demo';
import { DomainError } from '../../src/server/services/errors';
import { createMember } from '../../src/server/services/members/member-create';
import { dropMember } from '../../src/server/services/members/member-drop';
import { memberInfoFor } from '../../src/server/services/members/member-reads';
import { createFileLinks } from '../../src/server/services/files/signed-links';
import type { SmsSender } from '../../src/server/services/sms/sms-sender';
import { colomboDate } from '../../src/shared/time/colombo';
import { createTestDatabase } from '../helpers/test-database';

// The members area's business operations, called directly, without HTTP.

let db: Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];
let dispose: () => Promise<void>;
const sent: { to: string; body: string }[] = [];
const sms: SmsSender = { send: async (m) => void sent.push(m) };
const links = createFileLinks('a-test-secret-of-at-least-32-characters');
const actor = { userId: null, role: null, ip: null };

beforeAll(async () => {
  const test = await createTestDatabase();
  db = test.database.db;
  dispose = test.dispose;
  await seedDemo(db, { clubs: 2, membersPerClub: 2 });
});
afterAll(() => dispose());

const kindOf = (operation: Promise<unknown>) =>
  operation.then(
    () => 'done',
    (err: unknown) => (err instanceof DomainError ? err.kind : String(err)),
  );

describe('creating, reading and dropping a member', () => {
  it('takes a president of the own club, refuses a grant above the president, and drops only below', async () => {
    const [club] = await db.select().from(clubs).limit(1);
    const [me] = await db.select().from(members).where(eq(members.clubId, club!.id)).limit(1);
    const president = {
      role: { name: 'CLUB_PRESIDENT' },
      club: { id: club!.id },
      member: { id: me!.id, uuid: me!.uuid },
    };
    const input = {
      club: club!.uuid,
      international_id: '7770001',
      display_name: 'Ruwan',
      full_name: 'Ruwan Silva',
      mobile: '767770001',
      member_since: colomboDate(),
    };
    const grant = [{ role_code: 'ZONE_CHAIRPERSON', date_from: colomboDate(), date_to: colomboDate() }];
    expect(
      await kindOf(
        createMember({ db, sms, publicUrl: 'https://cms.example.org' }, actor, president, {
          ...input,
          office_roles: grant,
        }),
      ),
    ).toBe('forbidden');

    const id = await createMember({ db, sms, publicUrl: 'https://cms.example.org' }, actor, president, input);
    expect(sent.at(-1)).toMatchObject({ to: '767770001' });
    const [created] = await db.select().from(members).where(eq(members.id, id));
    expect((await memberInfoFor(db, links, president, created!.uuid))?.mobile).toBe('767770001');

    await dropMember(db, actor, president, created!.uuid);
    const [dropped] = await db.select().from(members).where(eq(members.id, id));
    expect(dropped).toMatchObject({ status: 'inactive', clubId: null });
    expect(await kindOf(dropMember(db, actor, president, me!.uuid))).toBe('invalid');
  });
});
