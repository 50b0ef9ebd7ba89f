import { and, eq, ne, sql } from 'drizzle-orm';
import { normaliseEmail, normaliseMobile } from '../../../shared/contact/mobile';
import type { Db } from '../../db/database';
import { members, users } from '../../db/schema';
import type { FieldErrors } from '../errors';
import { text } from '../../i18n/text';

/** What makes a member findable and unique: international id, mobile and e-mail. */
export interface IdentityInput {
  international_id?: string;
  mobile?: string;
  email?: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Normalises the identity fields (mobile without the leading 0, e-mail lower-cased) and adds an error
 * for each that is malformed or already belongs to another member.
 */
export async function checkIdentity(db: Db, input: IdentityInput, errors: FieldErrors, memberId?: number) {
  const out: { internationalId?: string; mobile?: string; email?: string | null } = {};

  if (input.international_id !== undefined) {
    const id = input.international_id.trim();
    if (!id) errors.international_id = [text('members.internationalIdRequired')];
    else if (!/^[A-Za-z0-9-]{1,20}$/.test(id))
      errors.international_id = [text('members.internationalIdInvalid')];
    else {
      const [taken] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.internationalId, id), memberId ? ne(members.id, memberId) : undefined));
      if (taken) errors.international_id = [text('members.internationalIdTaken')];
      out.internationalId = id;
    }
  }

  if (input.mobile !== undefined) {
    const mobile = normaliseMobile(input.mobile);
    if (!input.mobile.trim()) errors.mobile = [text('members.mobileRequired')];
    else if (!mobile) errors.mobile = [text('members.mobileInvalid')];
    else {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.mobile, mobile), memberId ? ne(users.memberId, memberId) : undefined));
      if (taken) errors.mobile = [text('members.mobileTaken')];
      out.mobile = mobile;
    }
  }

  if (input.email !== undefined) {
    const email = input.email ? normaliseEmail(input.email) : '';
    if (!email) out.email = null;
    else if (!EMAIL.test(email)) errors.email = [text('members.emailInvalid')];
    else {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(sql`lower(${users.email}) = ${email}`, memberId ? ne(users.memberId, memberId) : undefined),
        );
      if (taken) errors.email = [text('members.emailTaken')];
      out.email = email;
    }
  }
  return out;
}

/** An optional date field of a form: empty means none; anything else must be YYYY-MM-DD. */
export function optionalDate(
  value: string | undefined | null,
  field: string,
  errors: FieldErrors,
): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const v = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) {
    errors[field] = [text('members.dateInvalid', { field, label: field.replace(/_/g, ' ') })];
    return undefined;
  }
  return v;
}

/** An optional text field: trimmed, empty means none. */
export function optionalText(value: string | undefined | null): string | null | undefined {
  if (value === undefined) return undefined;
  const v = value?.trim() ?? '';
  return v === '' ? null : v;
}
