import { LANGUAGES, type Language } from '../../shared/i18n/schema-texts';

/** Where the chosen language is kept between visits (the server keeps it per user too). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Each language's name in itself, as the switch lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  si: 'සිංහල',
  ta: 'தமிழ்',
};

/** The locale of dates and numbers in each language (Sri Lanka; English dates as DD/MM/YYYY). */
export const LOCALE_TAGS: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  si: 'si-LK',
  ta: 'ta-LK',
};

/** Whether a value is a language of the app. */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

const listeners = new Set<() => void>();

/** The language chosen on this device, English until one is chosen. */
export function readLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : 'en';
}

/** Chooses the language on this device; screens follow at once. */
export function chooseLanguage(language: Language): void {
  if (language === readLanguage()) return;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  listeners.forEach((listener) => listener());
}

/** Hears every change of language (for useSyncExternalStore). */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
