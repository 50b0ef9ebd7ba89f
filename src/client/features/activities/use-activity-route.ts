import { useParams } from 'react-router';
import { activityType } from '../../../shared/catalogue/catalogue';
import type { ActivityType } from '../../../shared/catalogue/activity-type';

/** The activity screens' route parameters: the month, the key's type and, once filed, the report's uuid. */
export interface ActivityRoute {
  month: string;
  key: string;
  /** The catalogue's type of the key; undefined for a key the catalogue does not know. */
  type: ActivityType | undefined;
  /** The report's uuid (view and edit routes). */
  id: string | undefined;
}

/** Reads /activities/monthly/{add|view|edit}/...: `:month`, `:key` and `:aId`. */
export function useActivityRoute(): ActivityRoute {
  const { month = '', key = '', aId: id } = useParams();
  const valid = /^(0[1-9]|1[0-2])$/.test(month);
  return { month, key, type: valid ? activityType(key) : undefined, id };
}
