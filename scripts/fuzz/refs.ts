/**
 * Reference placeholders: generated requests say «ownClub» or «#zone.1» instead of a uuid or an id,
 * because the ids exist only once the server has seeded its database (and change when it is
 * restarted). The sender replaces them just before a request leaves.
 *
 * «name» stands for a string, «#name» for a number (in JSON it replaces the whole quoted string, so
 * the number is sent as a JSON number).
 */

/** A placeholder for a string value. */
export function ref(name: string): string {
  return `\u00AB${name}\u00BB`;
}

/** A placeholder for a number value. */
export function numRef(name: string): string {
  return `\u00AB#${name}\u00BB`;
}

/**
 * Marks a literal JSON text (e.g. 1e1000, -0, 18446744073709551616) inside a JSON value: JSON.stringify
 * cannot write those numbers, so they travel as a marked string and are spliced in after it.
 */
export function rawJson(text: string): string {
  return `\u0000RAW:${text}\u0000`;
}

/** Answers a placeholder's value, or undefined when the run has no such id. */
export type Lookup = (name: string) => string | number | undefined;

const PLACEHOLDER = /\u00AB(#?)([A-Za-z][A-Za-z0-9_.]*)\u00BB/g;
const JSON_NUMBER_PLACEHOLDER = /"\u00AB#([A-Za-z][A-Za-z0-9_.]*)\u00BB"/g;
const JSON_RAW = /"\\u0000RAW:((?:[^"\\]|\\.)*?)\\u0000"/g;

/** A uuid that names nothing, for placeholders this run could not fill (a setup step failed). */
export const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

function valueOf(lookup: Lookup, name: string, numeric: boolean): string {
  const value = lookup(name);
  if (value === undefined) return numeric ? '999999' : MISSING_UUID;
  return String(value);
}

/** Replaces every placeholder of a text (path, header, multipart value). */
export function resolveText(text: string, lookup: Lookup): string {
  if (!text.includes('\u00AB')) return text;
  return text.replace(PLACEHOLDER, (_m, hash: string, name: string) => valueOf(lookup, name, hash === '#'));
}

/** Serialises a JSON value and replaces its placeholders and raw-number markers. */
export function resolveJson(value: unknown, lookup: Lookup): string {
  let text = JSON.stringify(value) ?? 'null';
  if (text.includes('RAW:')) text = text.replace(JSON_RAW, (_m, raw: string) => JSON.parse(`"${raw}"`));
  if (!text.includes('\u00AB')) return text;
  text = text.replace(JSON_NUMBER_PLACEHOLDER, (_m, name: string) => valueOf(lookup, name, true));
  // What is left sits inside JSON strings: the values are escaped as string content.
  return text.replace(PLACEHOLDER, (_m, hash: string, name: string) =>
    JSON.stringify(valueOf(lookup, name, hash === '#')).slice(1, -1),
  );
}
