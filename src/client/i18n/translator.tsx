import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from '../../shared/i18n/schema-texts';
import { readLanguage, subscribeLanguage } from './language';
import type { Translate } from './messages';
import { formatSimply } from './simple-format';

/** The current language and its translator. */
interface TranslatorState {
  language: Language;
  translate: Translate;
}

const ENGLISH_FIRST_PAINT: TranslatorState = { language: 'en', translate: formatSimply };

// Outside a provider (a component test) texts are English, as written in the code, formatted by the
// translator given to `setTranslatorOutsideProvider` (the tests' setup gives the full ICU one).
let outsideProvider: Translate = formatSimply;
const OUTSIDE_PROVIDER: TranslatorState = {
  language: 'en',
  translate: (message, values) => outsideProvider(message, values),
};
const TranslatorContext = createContext<TranslatorState>(OUTSIDE_PROVIDER);

/** Sets how texts are formatted outside the app's provider (component tests): English with ICU. */
export function setTranslatorOutsideProvider(translate: Translate): void {
  outsideProvider = translate;
}

/** The translator of the current language: `t(messages.title, { count })`. */
export function useT(): Translate {
  return useContext(TranslatorContext).translate;
}

/** The current language ('en', 'si', 'ta'). */
export function useLanguage(): Language {
  return useContext(TranslatorContext).language;
}

/** The language chosen on this device, as it changes. */
export function useChosenLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, readLanguage, () => 'en' as const);
}

/**
 * Gives the app its language (issue 13): English paints at once with its texts as written; the
 * language pack (ICU formatting, and the catalogue of Sinhala or Tamil) loads on demand, and a Sinhala
 * or Tamil screen waits for it rather than flash English. `<html lang>` follows the language.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useChosenLanguage();
  const [state, setState] = useState<TranslatorState | null>(language === 'en' ? ENGLISH_FIRST_PAINT : null);
  useEffect(() => {
    let live = true;
    void import('./language-pack').then(({ loadTranslator }) =>
      loadTranslator(language).then((translate) => {
        if (live) setState({ language, translate });
      }),
    );
    document.documentElement.lang = language;
    return () => {
      live = false;
    };
  }, [language]);
  // While another language loads, the screens stay in the one they had (they are not taken down);
  // at the start, English paints at once and Sinhala or Tamil wait for their pack.
  const current = state ?? (language === 'en' ? ENGLISH_FIRST_PAINT : null);
  if (!current) return null;
  return <TranslatorContext.Provider value={current}>{children}</TranslatorContext.Provider>;
}
