import { SERVER_TEXTS, type ServerTextKey } from './server-texts';
import { text, type Text } from './text';

/**
 * The texts a shared rule may give as its reason, in English (the review machines of
 * src/shared/machines, the filing rules of src/shared/time/activity-months.ts), and the stale
 * refusals the server gives in the machines' shape.
 */
const REASON_AREAS = ['activityReview.', 'pointLines.', 'projectReview.'];
const REASON_KEYS: readonly ServerTextKey[] = [
  'activities.editWindow',
  'activities.notScheduled',
  'review.activityChanged',
  'review.flaggedNoBulk',
  'projects.changed',
];

/** English -> key; of two keys with one English (a comment is required...), the first is kept. */
const BY_ENGLISH = new Map<string, ServerTextKey>();
for (const key of Object.keys(SERVER_TEXTS) as ServerTextKey[]) {
  if (!REASON_AREAS.some((area) => key.startsWith(area)) && !REASON_KEYS.includes(key)) continue;
  if (!BY_ENGLISH.has(SERVER_TEXTS[key])) BY_ENGLISH.set(SERVER_TEXTS[key], key);
}

/**
 * The text of a reason a shared rule gave in English. Every reason the rules can give has a text
 * (reason-text.test.ts holds them to it); one without is a fault of ours, not the caller's.
 */
export function reasonText(reason: string): Text {
  const key = BY_ENGLISH.get(reason);
  if (!key) throw new Error(`A refusal reason without a server text: ${reason}`);
  return text(key);
}
