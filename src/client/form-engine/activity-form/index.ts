export {
  ActivityForm,
  LoadedActivityForm,
  type ActivityData,
  type ActivityFormProps,
  type LoadedActivityFormProps,
} from './activity-form';
export { activityUiSchema, DEFAULT_ACTIVITY_SUBMIT_TEXT } from './activity-ui-schema';
export type { KnownMember, KnownMembers } from './known-members';
export {
  ActivityFormNotFoundError,
  loadActivityForm,
  type ActivityFormDefinition,
} from './load-activity-form';
export { activityFormQueryKey, useActivityFormDefinition } from './use-activity-form-definition';
