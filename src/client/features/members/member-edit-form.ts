import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import schemaJson from '../../../../schemas/entities/member-edit/schema.json';
import uiSchemaJson from '../../../../schemas/entities/member-edit/ui-schema.json';
import type { components } from '../../../shared/api/openapi';
import { assignableRoles, can } from '../../../shared/policy';
import { precompiledValidator } from '../../form-engine/precompiled-validator';
import { validateFns } from '../../generated/validators/member-edit';
import { OfficeRolesField } from '../../pickers/office-roles-field';
import { toFormData } from '../../lib/form-data';
import type { OfficeRoleRow } from './member-create-form';

/** A member as GET /api/member/info/{id} answers it. */
export type MemberDetail = components['schemas']['MemberDetail'];

/** The member edit form's schema (schemas/entities/member-edit). */
export const memberEditSchema = schemaJson as RJSFSchema;

/** Its precompiled validator. */
export const memberEditValidator = precompiledValidator(validateFns, memberEditSchema);

/** What the edit form holds (empty fields are absent; `image` is the chosen file's name). */
export interface MemberEditFormData {
  image?: string;
  display_name?: string;
  full_name?: string;
  gender?: string;
  spouse?: string;
  suffix?: string;
  title?: string;
  mobile?: string;
  email?: string;
  member_type_id?: string;
  status?: string;
  international_id?: string;
  member_since?: string;
  birth_day?: string;
  club?: string;
  office_roles?: OfficeRoleRow[];
}

/** What the acting role may change beyond the member's own details (spec 1 section 6). */
export interface EditRights {
  /** member.editClub: administrative roles and ZONE_CHAIRPERSON. */
  club: boolean;
  /** member.editAdministrative: the office roles. */
  officeRoles: boolean;
}

/** The edit rights of a role. */
export function editRightsOf(role: string | null): EditRights {
  return { club: can(role, 'member.editClub'), officeRoles: can(role, 'member.editAdministrative') };
}

/** A nullable text as a form value: null and '' are no value. */
function text(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value === '' ? undefined : value;
}

/** The form's values for a member: the existing office roles keep their uuid, so they are updated, not replaced. */
export function memberEditFormData(member: MemberDetail): MemberEditFormData {
  return {
    display_name: member.display_name,
    full_name: member.full_name,
    gender: text(member.gender),
    spouse: text(member.spouse),
    suffix: text(member.suffix),
    title: text(member.title),
    mobile: text(member.mobile),
    email: text(member.email),
    member_type_id: member.member_type_id === null ? undefined : String(member.member_type_id),
    status: member.status,
    international_id: member.international_id,
    member_since: text(member.member_since),
    birth_day: text(member.birth_day),
    club: member.club?.uuid,
    office_roles: member.office_roles.map(({ uuid, role_code, date_from, date_to }) => ({
      uuid,
      role_code,
      date_from,
      date_to,
    })),
  };
}

/**
 * The edit form's ui-schema for a role: the club and the office roles show only for roles that may
 * change them (the server refuses them from others).
 */
export function memberEditUiSchema(
  rights: EditRights,
  clubName: string | null | undefined,
  role: string | null = null,
): UiSchema {
  const ui = structuredClone(uiSchemaJson) as UiSchema;
  ui.club = rights.club
    ? { ...ui.club, 'ui:options': { ...ui.club?.['ui:options'], clubName: clubName ?? undefined } }
    : { 'ui:widget': 'hidden' };
  ui.office_roles = rights.officeRoles
    ? {
        ...ui.office_roles,
        'ui:field': OfficeRolesField,
        'ui:options': { ...ui.office_roles?.['ui:options'], assignable: assignableRoles(role ?? '') },
      }
    : { 'ui:widget': 'hidden' };
  return ui;
}

/**
 * The multipart body of an edit: every detail field (an emptied one as '' so the server clears it),
 * the new image when one was chosen, and the club and office roles only for roles that may change
 * them. The office roles list replaces the member's: kept rows carry their uuid.
 */
export function memberEditBody(data: MemberEditFormData, rights: EditRights, image: File | null): FormData {
  return toFormData({
    image: image ?? undefined,
    display_name: data.display_name ?? '',
    full_name: data.full_name ?? '',
    gender: data.gender ?? '',
    spouse: data.spouse ?? '',
    suffix: data.suffix ?? '',
    title: data.title ?? '',
    mobile: data.mobile ?? '',
    email: data.email ?? '',
    member_type_id: data.member_type_id ?? '',
    status: data.status,
    international_id: data.international_id ?? '',
    member_since: data.member_since ?? '',
    birth_day: data.birth_day ?? '',
    club: rights.club ? data.club : undefined,
    office_roles: rights.officeRoles
      ? (data.office_roles ?? []).map((r) => ({
          uuid: r.uuid,
          role_code: r.role_code,
          date_from: r.date_from,
          date_to: r.date_to,
        }))
      : undefined,
  });
}
