import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import schemaJson from '../../../../schemas/entities/member-create/schema.json';
import uiSchemaJson from '../../../../schemas/entities/member-create/ui-schema.json';
import { assignableRoles, can } from '../../../shared/policy';
import { precompiledValidator } from '../../form-engine/precompiled-validator';
import { validateFns } from '../../generated/validators/member-create';
import { OfficeRolesField } from '../../pickers/office-roles-field';
import type { MemberCreateInput } from './api/use-create-member';

/** The member create form's schema (schemas/entities/member-create). */
export const memberCreateSchema = schemaJson as RJSFSchema;

/** Its precompiled validator. */
export const memberCreateValidator = precompiledValidator(validateFns, memberCreateSchema);

/** One office role row of a member form. */
export interface OfficeRoleRow {
  uuid?: string;
  role_code?: string;
  date_from?: string;
  date_to?: string;
}

/** What the create form holds (empty fields are absent). */
export interface MemberCreateFormData {
  club?: string;
  international_id?: string;
  title?: string;
  display_name?: string;
  full_name?: string;
  gender?: string;
  mobile?: string;
  email?: string;
  member_type_id?: number;
  member_since?: string;
  office_roles?: OfficeRoleRow[];
  send_sms?: boolean;
}

/** Whom the form acts for: the active role and the club of the session. */
export interface FormActor {
  role: string | null;
  clubId: string | null;
  /** The chosen club's name, when known (the club field shows it). */
  clubName: string | null;
}

/**
 * The create form's ui-schema for a role: club officers create members of their own club, so the
 * club field is hidden; office roles show only for roles that may assign them, offering the offices
 * the role may grant (club officers: club offices below their own).
 */
export function memberCreateUiSchema(actor: FormActor): UiSchema {
  const ui = structuredClone(uiSchemaJson) as UiSchema;
  const officer = !can(actor.role, 'club.choose');
  ui.club = officer
    ? { 'ui:widget': 'hidden' }
    : { ...ui.club, 'ui:options': { ...ui.club?.['ui:options'], clubName: actor.clubName ?? undefined } };
  ui.office_roles = can(actor.role, 'member.assignOfficeRoles')
    ? {
        ...ui.office_roles,
        'ui:field': OfficeRolesField,
        'ui:options': { assignable: assignableRoles(actor.role ?? '') },
      }
    : { 'ui:widget': 'hidden' };
  return ui;
}

/** The empty form: the club acted for (an officer's own, or the chosen one) and the login SMS on. */
export function memberCreateInitialData(actor: FormActor): MemberCreateFormData {
  return { ...(actor.clubId && { club: actor.clubId }), send_sms: true };
}

/**
 * The JSON the server takes from the validated form: a club officer's club is always their own, and
 * office roles go only for roles that may assign them.
 */
export function memberCreatePayload(data: MemberCreateFormData, actor: FormActor): MemberCreateInput {
  const { office_roles: roles, club, send_sms: sendSms, ...fields } = data;
  const payload = {
    ...fields,
    club: can(actor.role, 'club.choose') ? (club ?? '') : (actor.clubId ?? ''),
    send_sms: sendSms !== false,
  } as MemberCreateInput;
  if (can(actor.role, 'member.assignOfficeRoles') && roles && roles.length > 0) {
    payload.office_roles = roles.map((r) => ({
      role_code: r.role_code ?? '',
      date_from: r.date_from ?? '',
      date_to: r.date_to ?? '',
    }));
  }
  return payload;
}
