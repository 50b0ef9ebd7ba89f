import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clubs, memberTypes, members, users } from '../../db/schema';
import { forbidden, validationError, type FieldErrors } from '../errors';
import type { Actor } from '../audit/audit-log';
import { recordAudit } from '../audit/audit-log';
import { cancelPasswordResets } from '../auth/password-reset';
import { revokeAllSessions } from '../auth/sessions';
import type { FileStore } from '../files/file-store';
import { normaliseProfileImage } from '../files/profile-image';
import { maskMobile, type SmsSender } from '../sms/sms-sender';
import { assertMayAssign, assertMayChangeMember } from './member-authority';
import { checkIdentity, optionalDate, optionalText } from './identity-checks';
import { checkOfficeRoles, replaceOfficeRoles, type OfficeRoleInput } from './office-role-changes';
import { memberSearchText } from './search-text';
import { text } from '../../i18n/text';

/** The fields of the member and profile edit forms (multipart, so every value is text). */
export interface MemberChangesInput {
  display_name: string;
  full_name: string;
  mobile: string;
  birth_day?: string;
  gender?: string;
  spouse?: string;
  suffix?: string;
  title?: string;
  email?: string;
  member_type_id?: string;
  status?: 'active' | 'inactive';
  international_id?: string;
  member_since?: string;
  club?: string;
  office_roles?: OfficeRoleInput[];
}

/** What the acting role may change beyond the member's own details. */
export interface ChangeRights {
  club: boolean;
  officeRoles: boolean;
  /** The role acted in, for the office-role rules. */
  role: string;
  /** The acting member's session: kept when members change their own login details. */
  session: { memberId: number; sessionId: number };
}

/** What a member change needs from the server: the database, the file store and the SMS sender. */
export interface MemberChangeDeps {
  db: Db;
  files: FileStore;
  sms: SmsSender;
}

/**
 * Checks and saves a member edit in one transaction: details, login identity (mobile, e-mail),
 * optional new profile image (decoded, resized, stored under a server name), and, where the role may,
 * the club and office roles. Only a role that outranks every office of the member may change them
 * (403). A new mobile or e-mail signs the member out everywhere (but in the session making the change,
 * when it is their own), cancels their reset links and tells the old number by SMS. The replaced image
 * is removed after the commit. The audit log gets the row before and after. Nothing is written on a
 * 4xx.
 */
export async function saveMemberChanges(
  { db, files, sms }: MemberChangeDeps,
  actor: Actor,
  memberId: number,
  input: MemberChangesInput,
  image: Buffer | undefined,
  rights: ChangeRights,
): Promise<void> {
  await assertMayChangeMember(db, { role: rights.role, memberId: rights.session.memberId }, memberId);
  const errors: FieldErrors = {};
  if (input.club !== undefined && !rights.club) errors.club = [text('members.mayNotChangeClub')];
  if (input.office_roles !== undefined) {
    // Offices are granted, not edited: refused outright (403), and never one's own.
    if (!rights.officeRoles) throw forbidden(text('members.mayNotChangeOfficeRoles'));
    if (rights.session.memberId === memberId) throw forbidden(text('members.cannotChangeOwnOfficeRoles'));
    assertMayAssign(
      rights.role,
      input.office_roles.map((r) => r.role_code),
    );
  }

  const displayName = input.display_name.trim();
  const fullName = input.full_name.trim();
  if (!displayName) errors.display_name = [text('members.displayNameRequired')];
  if (!fullName) errors.full_name = [text('members.fullNameRequired')];
  const identity = await checkIdentity(db, input, errors, memberId);
  const birthDay = optionalDate(input.birth_day, 'birth_day', errors);
  const memberSince = optionalDate(input.member_since, 'member_since', errors);

  let memberTypeId: number | null | undefined;
  if (input.member_type_id !== undefined) {
    const typeId = input.member_type_id.trim();
    if (typeId === '') memberTypeId = null;
    else {
      const [type] = /^\d{1,9}$/.test(typeId)
        ? await db
            .select({ id: memberTypes.id })
            .from(memberTypes)
            .where(eq(memberTypes.id, Number(typeId)))
        : [];
      if (type) memberTypeId = type.id;
      else errors.member_type_id = [text('members.memberTypeInvalid')];
    }
  }

  let clubId: number | undefined;
  if (input.club !== undefined && rights.club) {
    const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.uuid, input.club));
    if (club) clubId = club.id;
    else errors.club = [text('members.clubInvalid')];
  }
  const roles =
    input.office_roles !== undefined && rights.officeRoles
      ? await checkOfficeRoles(db, input.office_roles, errors, memberId)
      : undefined;

  // The image is checked before anything is written, and stored only once all else is valid.
  const normalisedImage = image
    ? await normaliseProfileImage(image).catch((e) => (Object.assign(errors, e.errors), undefined))
    : undefined;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const storedImage = normalisedImage ? await files.save(normalisedImage, 'jpg') : undefined;

  const changed = await db
    .transaction(async (tx) => {
      const [before] = await tx
        .select({ member: members, user: users })
        .from(members)
        .innerJoin(users, eq(users.memberId, members.id))
        .where(eq(members.id, memberId))
        .for('update');
      const b = before!;
      const mobile = identity.mobile ?? b.user.mobile;
      const email = identity.email !== undefined ? identity.email : b.user.email;
      const internationalId = identity.internationalId ?? b.member.internationalId;
      const [after] = await tx
        .update(members)
        .set({
          displayName,
          fullName,
          internationalId,
          ...(birthDay !== undefined && { birthDay }),
          ...(memberSince !== undefined && { memberSince }),
          ...(input.gender !== undefined && { gender: optionalText(input.gender) }),
          ...(input.spouse !== undefined && { spouse: optionalText(input.spouse) }),
          ...(input.suffix !== undefined && { suffix: optionalText(input.suffix) }),
          ...(input.title !== undefined && { title: optionalText(input.title) }),
          ...(memberTypeId !== undefined && { memberTypeId }),
          ...(input.status !== undefined && { status: input.status }),
          ...(clubId !== undefined && { clubId }),
          ...(storedImage && { profileImage: storedImage }),
          searchText: memberSearchText({ displayName, fullName, internationalId, mobile, email }),
          updatedAt: new Date(),
        })
        .where(eq(members.id, memberId))
        .returning();
      await tx.update(users).set({ mobile, email, updatedAt: new Date() }).where(eq(users.id, b.user.id));
      const login = { mobile: mobile !== b.user.mobile, email: email !== b.user.email };
      if (login.mobile || login.email) {
        // Whoever held the old number or address is signed out and their reset links die with it.
        const keep = rights.session.memberId === memberId ? rights.session.sessionId : undefined;
        await revokeAllSessions(tx, b.user.id, keep);
        await cancelPasswordResets(tx, b.user.id);
      }
      if (roles) await replaceOfficeRoles(tx, memberId, after!.clubId, roles);
      await recordAudit(tx, actor, {
        action: 'member.update',
        entity: 'member',
        entityId: b.member.uuid,
        before: { ...b.member, mobile: b.user.mobile, email: b.user.email },
        after: { ...after, mobile, email, ...(roles && { office_roles: roles.map((r) => r.code) }) },
      });
      return {
        ...login,
        oldMobile: b.user.mobile,
        newMobile: mobile,
        name: b.member.displayName,
        replacedImage: storedImage ? b.member.profileImage : null,
      };
    })
    .catch(async (err: unknown) => {
      // The new image belongs to no row when the write fails.
      if (storedImage) await files.remove(storedImage).catch(() => undefined);
      throw err;
    });
  if (changed.replacedImage) await files.remove(changed.replacedImage).catch(() => undefined);
  if ((changed.mobile || changed.email) && changed.oldMobile) {
    await sms.send({
      to: changed.oldMobile,
      purpose: 'login_changed',
      body: loginChangedText(changed),
    });
  }
}

/** The SMS to the old number: what changed, and whom to call when it was not the member. */
function loginChangedText(change: {
  mobile: boolean;
  email: boolean;
  newMobile: string | null;
  name: string;
}) {
  const what = change.mobile
    ? `your mobile number was changed to ${maskMobile(change.newMobile ?? '')}`
    : 'your e-mail address was changed';
  return (
    `Lions Club CMS: ${change.name}, ${what} and you were signed out. ` +
    'If you did not ask for this, call your club secretary at once.'
  );
}
