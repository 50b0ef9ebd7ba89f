import type { ReactNode } from 'react';
import type { Language } from '../../shared/i18n/schema-texts';
import { LANGUAGE_STORAGE_KEY } from './language';
import { LanguageProvider } from './translator';

/**
 * For component tests: the screen under the app's language provider, with the language chosen on the
 * device as an officer chooses it in the profile menu. Sinhala and Tamil paint once their pack has
 * loaded, so a test finds its texts with `findBy…`. (The tests' setup clears the choice after each.)
 */
export function inLanguage(language: Language, screen: ReactNode): ReactNode {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  return <LanguageProvider>{screen}</LanguageProvider>;
}
