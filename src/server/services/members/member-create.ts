import { eq } from 'drizzle-orm';
import { can } from '../../../shared/policy';
import type { Db } from '../../db/database';
import { clubs, members, users } from '../../db/schema';
import { recordAudit, type Actor } from '../audit/audit-log';
import { issuePasswordReset, resetLinkMessage } from '../auth/password-reset';
import { inScope, type ClubActing } from '../clubs/club-scope';
import { forbidden, validationError, type FieldErrors } from '../errors';
import type { SmsSender } from '../sms/sms-sender';
import { withUniqueFields } from '../unique-fields';
import { checkIdentity } from './identity-checks';
import { assertMayAssign } from './member-authority';
import { addOfficeRoles, checkOfficeRoles, type OfficeRoleInput } from './office-role-changes';
import { memberSearchText } from './search-text';
import { text } from '../../i18n/text';

/** The member create payload (spec 1 section 3). */
export interface MemberCreateInput {
  club: string;
  international_id: string;
  title?: string | null;
  display_name: string;
  full_name: string;
  gender?: string | null;
  mobile: string;
  email?: string | null;
  member_type_id?: number | null;
  member_since: string;
  office_roles?: OfficeRoleInput[];
  send_sms?: boolean;
}

/** A welcome link lasts a week: new members do not all read their SMS within minutes. */
const WELCOME_LINK_MINUTES = 7 * 24 * 60;

/** What creating a member needs: the database, the SMS sender and the address members open. */
export interface MemberCreateDeps {
  db: Db;
  sms: SmsSender;
  publicUrl: string;
}

/**
 * Creates a member of a club within the acting scope, with their login identity (no password: with
 * send_sms on, an SMS tells them their username and brings a link to set one) and the offices the
 * acting role may grant (403 for any other). Audited; nothing is written on a refusal. Answers the
 * new member's id.
 */
export async function createMember(
  { db, sms, publicUrl }: MemberCreateDeps,
  actor: Actor,
  acting: ClubActing,
  body: MemberCreateInput,
): Promise<number> {
  const role = acting.role?.name ?? '';
  const errors: FieldErrors = {};

  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.uuid, body.club));
  if (!club || !inScope(acting, club.id)) errors.club = [text('members.clubInvalid')];
  const displayName = body.display_name.trim();
  const fullName = body.full_name.trim();
  if (!displayName) errors.display_name = [text('members.displayNameRequired')];
  if (!fullName) errors.full_name = [text('members.fullNameRequired')];
  const identity = await checkIdentity(db, body, errors);
  const roleItems = body.office_roles ?? [];
  if (roleItems.length > 0) {
    // Granting an office is a permission, not a field: refused outright (403), never half-checked.
    if (!can(role, 'member.assignOfficeRoles')) throw forbidden(text('members.mayNotAssignOfficeRoles'));
    assertMayAssign(
      role,
      roleItems.map((r) => r.role_code),
    );
  }
  const roles = await checkOfficeRoles(db, roleItems, errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const created = await withUniqueFields(
    db.transaction(async (tx) => {
      const [member] = await tx
        .insert(members)
        .values({
          clubId: club!.id,
          internationalId: identity.internationalId!,
          title: body.title ?? null,
          displayName,
          fullName,
          gender: body.gender ?? null,
          memberSince: body.member_since,
          memberTypeId: body.member_type_id ?? null,
          searchText: memberSearchText({
            displayName,
            fullName,
            internationalId: identity.internationalId!,
            ...identity,
          }),
        })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({ memberId: member!.id, mobile: identity.mobile, email: identity.email ?? null })
        .returning();
      await addOfficeRoles(tx, member!.id, club!.id, roles);
      await recordAudit(tx, actor, {
        action: 'member.create',
        entity: 'member',
        entityId: member!.uuid,
        after: {
          ...member,
          mobile: user!.mobile,
          email: user!.email,
          office_roles: roles.map((r) => r.code),
        },
      });
      return { member: member!, user: user! };
    }),
  );

  if (body.send_sms !== false && created.user.mobile) {
    const token = await issuePasswordReset(db, created.user.id, WELCOME_LINK_MINUTES);
    const { member, user } = created;
    const message = resetLinkMessage(
      publicUrl,
      token,
      (link) =>
        `Welcome to Lions Club CMS, ${member.displayName}. Your username is ${user.mobile}` +
        `${user.email ? ` or ${user.email}` : ''}. Set your password within 7 days: ${link}`,
    );
    await sms.send({ to: user.mobile!, purpose: 'welcome', ...message });
  }
  return created.member.id;
}
