/** A value of a multipart form: text, a number, a file, or a list of objects (office_roles[]) or of texts (members[]). */
export type FormValue =
  string | number | boolean | null | undefined | Blob | Record<string, unknown>[] | (string | number)[];

/**
 * Builds multipart form data in the bracket style the server reads (`office_roles[0][role_code]`,
 * `members[0]`).
 * Null and undefined fields are left out; files are appended with their names; an empty list is the
 * bare name with an empty value.
 */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else if (Array.isArray(value)) {
      // An empty list is sent as the bare name with no value, so "none" differs from "unchanged".
      if (value.length === 0) form.append(key, '');
      value.forEach((item, i) => {
        if (typeof item !== 'object') {
          form.append(`${key}[${i}]`, String(item));
          return;
        }
        for (const [sub, v] of Object.entries(item)) {
          if (v !== null && v !== undefined) form.append(`${key}[${i}][${sub}]`, String(v));
        }
      });
    } else form.append(key, String(value));
  }
  return form;
}
