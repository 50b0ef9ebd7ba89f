/**
 * The form-wide error list renders nothing: forms show their errors in the dismissible alert above
 * the form and under each field, so a second list would repeat them.
 */
export function ErrorListTemplate() {
  return null;
}
