import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../../shared/i18n/schema-texts';
import si from './catalogues/si.json';
import ta from './catalogues/ta.json';
import { SERVER_TEXTS } from './server-texts';
import type { Text } from './text';

/** Field name -> its texts, as a 422 collects them (services/errors' FieldErrors). */
type FieldTexts = Readonly<Record<string, readonly Text[]>>;

/** The translations of each language but English, flat `area.name` -> message. */
const CATALOGUES: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>> = { si, ta };

/** Compiled messages by `language key`: a message is parsed once per process. */
const compiled = new Map<string, IntlMessageFormat>();

function formatter(language: Language, key: string, message: string): IntlMessageFormat {
  const id = `${language} ${key}`;
  let format = compiled.get(id);
  if (!format) {
    // Tags stay plain text: a server message is never markup.
    format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
    compiled.set(id, format);
  }
  return format;
}

function format(language: Language, key: string, message: string, params: Text['params']): string {
  return String(formatter(language, key, message).format(params ?? {}));
}

/**
 * A text in words of `language`: its catalogue's message, English for English. A translation that
 * cannot be formatted (a lost argument, a broken message) never fails the answer: English is said
 * instead, and a text English cannot format either is said as its bare message.
 */
export function renderText(text: Text, language: Language): string {
  const english = SERVER_TEXTS[text.key] ?? text.key;
  if (language !== 'en') {
    const translated = CATALOGUES[language][text.key];
    if (translated) {
      try {
        return format(language, text.key, translated, text.params);
      } catch {
        // English below.
      }
    }
  }
  try {
    return format('en', text.key, english, text.params);
  } catch {
    return english;
  }
}

/** Each field's texts in words of `language`: a 422's `errors`. */
export function renderFieldErrors(errors: FieldTexts, language: Language): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, texts]) => [field, texts.map((t) => renderText(t, language))]),
  );
}
