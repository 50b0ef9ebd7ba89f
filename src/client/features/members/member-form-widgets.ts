import type { RegistryWidgetsType } from '@rjsf/utils';
import { ClubSelect } from '../../pickers/club-select';
import { MemberTypeSelect } from '../../pickers/member-type-select';

/** The API-backed widgets the member ui-schemas name. */
export const MEMBER_FORM_WIDGETS: RegistryWidgetsType = {
  'club-select': ClubSelect,
  'member-type-select': MemberTypeSelect,
};
