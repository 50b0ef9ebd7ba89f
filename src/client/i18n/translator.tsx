import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from '../../shared/i18n/schema-texts';
import { readLanguage, subscribeLanguage } from './language';
import type { MessageDescriptor, MessageValues, Translate } from './messages';
import { formatSimply } from './simple-format';
import { whenLoadedAndIdle } from '../lib/when-idle';

/** The current language and its translator. */
interface TranslatorState {
  language: Language;
  translate: Translate;
}

// English is formatted by ICU once the language pack has loaded. Until then (the first paint) texts
// with only `{name}` arguments are formatted simply, giving the same words; a text that needs more
// (a plural, a number or date format) is formatted simply for now and, when the pack comes, the
// screens are drawn again with ICU (the first load's texts need no more, so the pack's arrival
// normally redraws nothing: the English translator stays the same function throughout). The pack is
// fetched once the page has loaded, or as soon as a text waits for it.
let englishIcu: Translate | null = null;
let englishNeedsRedraw = false;
/** Starts fetching the pack for English now (set by the provider while it waits for the page). */
let fetchEnglishPackNow: (() => void) | null = null;

/** Whether ICU would format `message` differently than `formatSimply`. */
function needsIcu(message: MessageDescriptor, values?: MessageValues): boolean {
  if (/[{][^}]*,|'[{}#|']|<|#/.test(message.defaultMessage)) return true;
  return Object.values(values ?? {}).some(
    (v) => typeof v !== 'string' && !(typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 1000),
  );
}

function translateEnglish(message: MessageDescriptor, values?: MessageValues): string {
  // A text with only `{name}` arguments is never handed to ICU: parsing it would give the same words.
  if (!needsIcu(message, values)) return formatSimply(message, values);
  if (englishIcu) return englishIcu(message, values);
  englishNeedsRedraw = true;
  // Not during this render: after it, the pack is fetched (once) and the screens drawn again.
  if (fetchEnglishPackNow) queueMicrotask(fetchEnglishPackNow);
  return formatSimply(message, values);
}

const ENGLISH_FIRST_PAINT: TranslatorState = { language: 'en', translate: translateEnglish };

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
    let fetched = false;
    const fetchPack = () => {
      if (fetched) return;
      fetched = true;
      fetchEnglishPackNow = null;
      void import('./language-pack').then(({ loadTranslator }) =>
        loadTranslator(language).then((translate) => {
          if (language !== 'en') {
            if (live) setState({ language, translate });
            return;
          }
          englishIcu = translate;
          const redraw = englishNeedsRedraw;
          englishNeedsRedraw = false;
          // A new function only when a text waited for ICU: its screens draw again.
          if (live)
            setState(redraw ? { language, translate: (m, v) => translate(m, v) } : ENGLISH_FIRST_PAINT);
        }),
      );
    };
    // English paints without the pack: it comes after the page's own bytes (issue 15, the login
    // page's first paint), unless a text of the first paint already waits for it.
    let cancelWait = () => {};
    if (language !== 'en' || englishNeedsRedraw) fetchPack();
    else {
      fetchEnglishPackNow = fetchPack;
      cancelWait = whenLoadedAndIdle(fetchPack);
    }
    document.documentElement.lang = language;
    return () => {
      live = false;
      cancelWait();
      if (fetchEnglishPackNow === fetchPack) fetchEnglishPackNow = null;
    };
  }, [language]);
  // While another language loads, the screens stay in the one they had (they are not taken down);
  // at the start, English paints at once and Sinhala or Tamil wait for their pack.
  const current = state ?? (language === 'en' ? ENGLISH_FIRST_PAINT : null);
  if (!current) return null;
  return <TranslatorContext.Provider value={current}>{children}</TranslatorContext.Provider>;
}
