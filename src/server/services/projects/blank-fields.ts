/**
 * A body without its blank text: a form sends an empty input as '' (multipart has no "absent"), which
 * is a missing value, answered 'The venue field is required.' rather than a type or length error.
 */
export function withoutBlanks(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
  );
}
