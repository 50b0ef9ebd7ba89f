import { activityTexts } from './messages/activities';
import { activityReviewTexts } from './messages/activity-review';
import { authTexts } from './messages/auth';
import { clubTexts } from './messages/clubs';
import { fileTexts } from './messages/files';
import { httpTexts } from './messages/http';
import { lookupTexts } from './messages/lookups';
import { memberTexts } from './messages/members';
import { notificationTexts } from './messages/notifications';
import { pointLineTexts } from './messages/point-lines';
import { projectReviewTexts } from './messages/project-review';
import { projectTexts } from './messages/projects';
import { reminderTexts } from './messages/reminders';
import { reviewTexts } from './messages/review';
import { validationTexts } from './messages/validation';
import { zoneTexts } from './messages/zones';

/** Every area's texts, by area name: the first part of a key. */
const AREAS = {
  activities: activityTexts,
  activityReview: activityReviewTexts,
  auth: authTexts,
  clubs: clubTexts,
  files: fileTexts,
  http: httpTexts,
  lookups: lookupTexts,
  members: memberTexts,
  notifications: notificationTexts,
  pointLines: pointLineTexts,
  projects: projectTexts,
  projectReview: projectReviewTexts,
  reminders: reminderTexts,
  review: reviewTexts,
  validation: validationTexts,
  zones: zoneTexts,
} as const;

type Areas = typeof AREAS;

/** The key of a server text: `area.name` (`auth.wrongCredentials`). */
export type ServerTextKey = {
  [A in keyof Areas]: `${A}.${Extract<keyof Areas[A], string>}`;
}[keyof Areas];

/** Every server text in English, by key: the source the catalogues translate. */
export const SERVER_TEXTS: Readonly<Record<ServerTextKey, string>> = Object.fromEntries(
  Object.entries(AREAS).flatMap(([area, texts]) =>
    Object.entries(texts).map(([name, message]) => [`${area}.${name}`, message] as const),
  ),
) as Record<ServerTextKey, string>;
