import type { Language } from '../../shared/i18n/schema-texts';
import { readLanguage, subscribeLanguage } from './language';
import type { MessageDescriptor, MessageValues, Translate } from './messages';
import { formatSimply } from './simple-format';

/** The translator code outside React uses, and the language it is for. */
let current: { language: Language; translate: Translate } = { language: 'en', translate: formatSimply };
let settled: Promise<void> = Promise.resolve();

/**
 * Follows the language chosen on this device: Sinhala and Tamil load their pack (the same chunks the
 * app's provider loads, so nothing is fetched twice); English needs none.
 */
function follow(language: Language): void {
  if (language === 'en') {
    current = { language, translate: formatSimply };
    settled = Promise.resolve();
    return;
  }
  settled = import('./language-pack')
    .then(({ loadTranslator }) => loadTranslator(language))
    .then((translate) => {
      if (readLanguage() === language) current = { language, translate };
    })
    .catch(() => undefined);
}

follow(readLanguage());
subscribeLanguage(() => follow(readLanguage()));

/**
 * A message in the language chosen now, for code outside React (an API error's lines, made where
 * the request fails): English (plain `{name}` arguments) until the language's pack has loaded, which
 * it has long before anything fails, since the app waits for it to paint.
 */
export function translateOutsideReact(message: MessageDescriptor, values?: MessageValues): string {
  const translate = current.language === readLanguage() ? current.translate : formatSimply;
  return translate(message, values);
}

/** Settles once the language chosen now has its pack (for tests). */
export function outsideReactTranslatorReady(): Promise<void> {
  return settled;
}
