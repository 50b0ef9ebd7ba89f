import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { OVERLAY_LANGUAGES } from '../../shared/i18n/schema-texts';
import { LOCALE_TAGS } from './language';
import type { MessageDescriptor } from './messages';

// Every area's texts (each `messages.ts` declares its area's with defineMessages).
const MESSAGE_MODULES = import.meta.glob<Record<string, Record<string, MessageDescriptor>>>(
  '../**/messages.ts',
  {
    eager: true,
  },
);
// Each language's catalogue files.
const CATALOGUE_FILES = import.meta.glob<Record<string, string>>('./catalogues/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every message of the app, with the file that declares it (a message exported twice counts once). */
const messages = [
  ...new Map(
    Object.entries(MESSAGE_MODULES).flatMap(([file, exports]) =>
      Object.values(exports).flatMap((group) =>
        Object.values(group).map((message) => [message, { file, ...message }] as const),
      ),
    ),
  ).values(),
];

/** A language's catalogue, merged from its area files. */
const catalogueOf = (language: string): Record<string, string> =>
  Object.assign(
    {},
    ...Object.entries(CATALOGUE_FILES)
      .filter(([path]) => path.startsWith(`./catalogues/${language}/`))
      .map(([, catalogue]) => catalogue),
  );

/** The argument names of an ICU message, sorted ('{count, plural, …}' gives 'count'). */
function argumentsOf(text: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
      children?: unknown[];
    }[]) {
      if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') names.add(node.value);
      Object.values(node.options ?? {}).forEach((option) => walk(option.value));
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(text, locale).getAst() as unknown[]);
  return [...names].sort();
}

/** A text that stays as it is in every language (an acronym, a number). */
const STAYS = (text: string) => !/\p{Ll}/u.test(text.replace(/\{[^}]*\}/g, ''));

describe('the messages of the app', () => {
  it('has each id once, and each English text a valid ICU message', () => {
    const ids = messages.map((message) => message.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const message of messages) expect(() => argumentsOf(message.defaultMessage, 'en')).not.toThrow();
  });

  it('keeps the first load to plain {name} arguments (it paints before the ICU formatter loads)', () => {
    const firstLoad = messages.filter((message) =>
      /\/(app\/shell|components\/first-load)\//.test(message.file),
    );
    for (const message of firstLoad) {
      expect(message.defaultMessage, message.id).not.toMatch(/\{\s*\w+\s*,/);
    }
  });
});

describe.each(OVERLAY_LANGUAGES)('the %s catalogue', (language) => {
  const catalogue = catalogueOf(language);
  const locale = LOCALE_TAGS[language];

  it('translates every message, with the same arguments, and nothing else', () => {
    const missing = messages.filter((message) => !(message.id in catalogue)).map((message) => message.id);
    expect(missing, `add these to src/client/i18n/catalogues/${language}/`).toEqual([]);
    const known = new Set(messages.map((message) => message.id));
    expect(
      Object.keys(catalogue).filter((id) => !known.has(id)),
      'ids no code uses',
    ).toEqual([]);
    for (const message of messages) {
      const translation = catalogue[message.id]!;
      expect(argumentsOf(translation, locale), message.id).toEqual(argumentsOf(message.defaultMessage, 'en'));
      if (!STAYS(message.defaultMessage))
        expect(translation, `${message.id} is still English`).not.toBe(message.defaultMessage);
    }
  });
});
