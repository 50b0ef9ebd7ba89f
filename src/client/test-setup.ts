import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { translatorFor } from './i18n/language-pack';
import { setTranslatorOutsideProvider } from './i18n/translator';

// Components render outside the app's provider in tests: their English, plurals and all.
setTranslatorOutsideProvider(translatorFor('en', {}));

// Without vitest globals, Testing Library cannot register its own cleanup: unmount after each test.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
