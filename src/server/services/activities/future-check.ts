import { monthHasBegun } from '../../../shared/time/activity-months';
import { text } from '../../i18n/text';
import { addFieldErrors, type FieldErrors } from '../errors';

/** The names of a schema's top-level fields that hold a calendar date (`format: date`). */
function dateFields(schema: Record<string, unknown>): string[] {
  const properties = (schema.properties ?? {}) as Record<string, { format?: unknown }>;
  return Object.entries(properties)
    .filter(([, property]) => property?.format === 'date')
    .map(([name]) => name);
}

/**
 * Adds the errors of a report that reaches into the future (issue 28): its month has not begun in
 * Colombo, or one of its dates (a meeting's, an event's, a payment's) lies after `today`. Dates are
 * compared as YYYY-MM-DD strings; a malformed one is left to the schema's own message.
 */
export function addFutureErrors(
  schema: Record<string, unknown>,
  month: string | null,
  fields: Record<string, unknown>,
  today: string,
  errors: FieldErrors,
): void {
  if (month !== null && !monthHasBegun(month, today)) {
    addFieldErrors(errors, 'month', [text('activities.monthNotBegun')]);
  }
  for (const field of dateFields(schema)) {
    const value = fields[field];
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value > today) {
      addFieldErrors(errors, field, [text('activities.dateInFuture')]);
    }
  }
}
