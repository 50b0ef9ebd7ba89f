import type { RegistryWidgetsType } from '@rjsf/utils';
import { GovernorThemeSelect } from './governor-theme-select';
import { ProjectMemberPicker } from './project-member-picker';

/** The API-backed widgets the project wizard's ui-schemas (schemas/projects/) name. */
export const PROJECT_WIDGETS: RegistryWidgetsType = {
  'governor-theme-select': GovernorThemeSelect,
  'project-member-picker': ProjectMemberPicker,
};
