import type { MessageDescriptor, MessageValues } from './messages';

/**
 * English before the language pack has loaded (the first paint of the login page and the shell):
 * `{name}` arguments filled in, nothing more. The texts of the first load keep to such arguments (a
 * test checks it); plurals and the rest come with the pack (see language-pack.ts).
 */
export function formatSimply(message: MessageDescriptor, values?: MessageValues): string {
  return message.defaultMessage.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values?.[name];
    return value === undefined ? whole : value instanceof Date ? value.toISOString() : String(value);
  });
}
