import type { components } from '../../../shared/api/openapi';

/** The signed-in member's profile (GET /api/member/profile). */
export type Profile = components['schemas']['MemberDetail'];

/** The fields of the Edit Profile form (schemas/entities/profile-edit); `image` holds a file name. */
export interface ProfileFormValues {
  image?: string;
  display_name?: string;
  full_name?: string;
  birth_day?: string;
  gender?: string;
  spouse?: string;
  suffix?: string;
  title?: string;
  mobile?: string;
  email?: string;
}

/** The text fields the form sends besides the image (multipart, so every value is text). */
export type ProfileUpdateFields = Omit<components['schemas']['ProfileUpdateInput'], 'image'>;

/** The choices of the form's selects (spec 1 section 3; the profile offers no 'Other' title). */
export const GENDERS = ['Male', 'Female', 'Preferred not to say'] as const;
/** The titles the profile offers. */
export const TITLES = ['Mr', 'Ms', 'Miss', 'Mrs', 'Dr', 'Prof'] as const;

const OPTIONAL_TEXT = ['spouse', 'suffix', 'email'] as const;

/** A stored value the form can show: text, or nothing (the schema's strings take no null). */
function text(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value === '' ? undefined : value;
}

/** A stored choice the select offers, or nothing (a title 'Other' set elsewhere is left untouched). */
function choice(value: string | null | undefined, options: readonly string[]): string | undefined {
  return value && options.includes(value) ? value : undefined;
}

/** The form's starting values from the profile. */
export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    display_name: text(profile.display_name),
    full_name: text(profile.full_name),
    birth_day: text(profile.birth_day),
    gender: choice(profile.gender, GENDERS),
    spouse: text(profile.spouse),
    suffix: text(profile.suffix),
    title: choice(profile.title, TITLES),
    mobile: text(profile.mobile),
    email: text(profile.email),
  };
}

/**
 * What the update sends. The server keeps a field that is left out and clears one sent empty, so an
 * optional field the user emptied goes as ''. A gender or title the select cannot show (set by an
 * officer elsewhere) and the user did not choose anew is left out, so the save does not erase it.
 */
export function profileUpdateFields(values: ProfileFormValues, profile: Profile): ProfileUpdateFields {
  const fields: ProfileUpdateFields = {
    display_name: values.display_name ?? '',
    full_name: values.full_name ?? '',
    mobile: values.mobile ?? '',
    birth_day: values.birth_day ?? '',
  };
  for (const key of OPTIONAL_TEXT) fields[key] = values[key] ?? '';
  const gender = keptChoice(values.gender, profile.gender, GENDERS);
  if (gender !== undefined) fields.gender = gender;
  const title = keptChoice(values.title, profile.title, TITLES);
  if (title !== undefined) fields.title = title;
  return fields;
}

/** A select's value to send: the choice, '' to clear, or undefined to leave a value it cannot show. */
function keptChoice<T extends string>(
  value: string | undefined,
  stored: string | null,
  options: readonly T[],
): T | '' | undefined {
  if (value && (options as readonly string[]).includes(value)) return value as T;
  return stored && !(options as readonly string[]).includes(stored) ? undefined : '';
}
