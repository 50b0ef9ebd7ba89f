import type { ActivityType } from './activity-type';

/**
 * Whether the field that enables 'Submit to Review' is filled, as the form judges it (spec 2 forms
 * table): a toggle that is on, a number other than 0, a text or list that is not empty. The server
 * holds a report to the same rule.
 */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return false;
  return !(Array.isArray(value) && value.length === 0);
}

/** The fields of a type any one of which, filled, enables 'Submit to Review'. */
export function submitFields(type: Pick<ActivityType, 'requiredToSubmit' | 'submitAlternatives'>): string[] {
  return [type.requiredToSubmit, ...(type.submitAlternatives ?? [])];
}

/** Whether a report's fields enable 'Submit to Review' (spec 2 forms table): one of its submit fields filled. */
export function readyToSubmit(
  type: Pick<ActivityType, 'requiredToSubmit' | 'submitAlternatives'>,
  record: Record<string, unknown> | undefined,
): boolean {
  return submitFields(type).some((field) => isFilled(record?.[field]));
}
