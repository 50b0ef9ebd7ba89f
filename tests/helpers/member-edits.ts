import { eq } from 'drizzle-orm';
import { members, users } from '../../src/server/db/schema';
import { multipart } from './multipart';
import type { TestApp } from './test-app';

/**
 * Sends a member edit as the edit form would: the member's current names, mobile (and, on the
 * officers' edit, international id) with `fields` over them. `own` sends it as a profile edit.
 */
export async function editMember(
  t: TestApp,
  uuid: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  { own = false }: { own?: boolean } = {},
) {
  const [m] = await t.database.db
    .select({ member: members, mobile: users.mobile })
    .from(members)
    .innerJoin(users, eq(users.memberId, members.id))
    .where(eq(members.uuid, uuid));
  const body = await multipart({
    display_name: m!.member.displayName,
    full_name: m!.member.fullName,
    mobile: m!.mobile!,
    ...(own ? {} : { international_id: m!.member.internationalId }),
    ...fields,
  });
  return t.app.inject({
    method: 'POST',
    url: own ? `/api/user/member/update/${uuid}` : `/api/member/update/${uuid}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}
