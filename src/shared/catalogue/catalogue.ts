import entries from '../../../schemas/activities/catalogue.json';
import type { ActivityType } from './activity-type';

/** Every activity type, in the catalogue's order. */
export const ACTIVITY_TYPES = entries as ActivityType[];

/** The activity type of a key, if the catalogue has it. */
export function activityType(key: string): ActivityType | undefined {
  return ACTIVITY_TYPES.find((t) => t.key === key);
}
