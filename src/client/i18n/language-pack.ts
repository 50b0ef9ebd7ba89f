import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../../shared/i18n/schema-texts';
import { LOCALE_TAGS } from './language';
import type { MessageDescriptor, MessageValues, Translate } from './messages';

/** A language's catalogue: each message id to its ICU text. */
export type Catalogue = Readonly<Record<string, string>>;

// Each language's catalogue files, one per area, loaded only when that language is chosen.
const CATALOGUE_FILES = import.meta.glob<Catalogue>('./catalogues/*/*.json', { import: 'default' });

/** A language's whole catalogue: its area files merged (English has none: its texts are in the code). */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const files = Object.entries(CATALOGUE_FILES).filter(([path]) =>
    path.startsWith(`./catalogues/${language}/`),
  );
  const parts = await Promise.all(files.map(([, load]) => load()));
  return Object.assign({}, ...parts) as Catalogue;
}

/**
 * The translator of a language: each message in its catalogue's wording (English for an id the
 * catalogue lacks, so a gap shows rather than breaks), formatted by ICU with the language's plural
 * rules, numbers and dates. Compiled messages are kept.
 */
export function translatorFor(language: Language, catalogue: Catalogue): Translate {
  const locale = LOCALE_TAGS[language];
  const compiled = new Map<string, IntlMessageFormat>();
  return (message: MessageDescriptor, values?: MessageValues) => {
    let format = compiled.get(message.id);
    if (!format) {
      format = new IntlMessageFormat(catalogue[message.id] ?? message.defaultMessage, locale);
      compiled.set(message.id, format);
    }
    return String(format.format(values));
  };
}

/** Loads a language: its catalogue and the ICU formatter. */
export async function loadTranslator(language: Language): Promise<Translate> {
  return translatorFor(language, await loadCatalogue(language));
}
