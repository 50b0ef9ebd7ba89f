import type { RegistryWidgetsType } from '@rjsf/utils';
import { RegionChairpersonPicker, ZoneChairpersonPicker } from './chairperson-picker';
import { MemberPicker } from './member-picker';
import { OfficerPicker } from './officer-picker';

/** The API-backed widgets the activity ui-schemas name, beside the theme's own. */
export const ACTIVITY_WIDGETS: RegistryWidgetsType = {
  'member-picker': MemberPicker,
  'officer-picker': OfficerPicker,
  'zone-chairperson-picker': ZoneChairpersonPicker,
  'region-chairperson-picker': RegionChairpersonPicker,
};
