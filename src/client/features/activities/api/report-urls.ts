import type { ActivityType } from '../../../../shared/catalogue/activity-type';

/**
 * The paths of spec 2 section 7 for a type: its own slug where the spec gives one (POST and GET
 * api/{slug}), the common endpoints for the others.
 */
export const reportUrls = {
  /** Filing a report. */
  create: (type: ActivityType) => (type.slug ? `/api/${type.slug}` : '/api/activity/common/create'),
  /** Reading one. */
  read: (type: ActivityType, id: string) =>
    type.slug
      ? `/api/${type.slug}/${encodeURIComponent(id)}`
      : `/api/activity/${encodeURIComponent(id)}/show?key=${encodeURIComponent(type.key)}`,
  /** Saving a change to one. */
  update: (type: ActivityType, id: string) =>
    type.slug
      ? `/api/${type.slug}/${encodeURIComponent(id)}`
      : `/api/activity/${encodeURIComponent(id)}/update`,
};
