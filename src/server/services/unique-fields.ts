import { validationError, type DomainError } from './errors';
import { text } from '../i18n/text';

/** Unique constraints of the schema and the field each one guards. */
const UNIQUE_FIELDS: Record<string, string> = {
  users_email_uq: 'email',
  users_mobile_uq: 'mobile',
  members_international_id_unique: 'international_id',
  clubs_name_uq: 'name',
  zones_region_name_uq: 'name',
};

/**
 * A 422 naming the field when a write lost a race against a unique constraint (the services check
 * first, for clear messages; the constraint is the guarantee). Answers null for any other error.
 */
export function uniqueViolation(err: unknown): DomainError | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const source = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null;
  if (!source) return null;
  const field = (source.constraint && UNIQUE_FIELDS[source.constraint]) || 'body';
  return validationError({ [field]: [text('validation.taken', { label: field.replace(/_/g, ' ') })] });
}

/** Runs a write and turns a lost unique-constraint race into the 422 naming its field. */
export async function withUniqueFields<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (err) {
    throw uniqueViolation(err) ?? err;
  }
}
