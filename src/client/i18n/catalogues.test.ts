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

/** An ICU message's syntax node, as far as these checks read it. */
interface AstNode {
  type: number;
  value?: string;
  options?: Record<string, { value: unknown[] }>;
  children?: unknown[];
}

/** Calls `visit` on every node of an ICU message, plural and select branches and tags' children included. */
function visitMessage(text: string, locale: string, visit: (node: AstNode) => void): void {
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as AstNode[]) {
      visit(node);
      Object.values(node.options ?? {}).forEach((option) => walk(option.value));
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(text, locale).getAst() as unknown[]);
}

/** The argument names of an ICU message, sorted ('{count, plural, …}' gives 'count'). */
function argumentsOf(text: string, locale: string): string[] {
  const names = new Set<string>();
  visitMessage(text, locale, (node) => {
    if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') names.add(node.value);
  });
  return [...names].sort();
}

/** The literal text of an ICU message: what a reader sees, without argument names or plural keywords. */
function literalTextOf(text: string, locale: string): string {
  const parts: string[] = [];
  visitMessage(text, locale, (node) => {
    if (node.type === 0 && typeof node.value === 'string') parts.push(node.value);
  });
  return parts.join(' ');
}

/**
 * Latin-letter words a Sinhala or Tamil text may keep: names of the organisation and its programmes,
 * acronyms, file formats, and the English labels of an iPhone's own settings (which the phone shows
 * in English). Anything else in Latin letters is English left untranslated.
 */
const PROPER_NAMES = new Set([
  ...[
    'Lions',
    'MyLion',
    'CMS',
    'CPE',
    'GST',
    'GMT',
    'GET',
    'LCIF',
    'SMS',
    'CSV',
    'PDF',
    'JPEG',
    'PNG',
    'HEIC',
    'KB',
  ],
  ...['iPhone', 'Photos', 'Share', 'Save', 'as', 'Settings', 'Camera', 'Formats', 'Most', 'Compatible'],
  // A mobile number's shape as typed (777xxxxxx).
  'xxxxxx',
]);

/** The Latin-letter words of a translation that are not proper names (English left in it). */
const englishWordsIn = (text: string, locale: string) =>
  (literalTextOf(text, locale).match(/[A-Za-z]+/g) ?? []).filter((word) => !PROPER_NAMES.has(word));

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

  it('leaves no English words in a translation, only proper names and acronyms', () => {
    const english = Object.entries(catalogue)
      .map(([id, text]) => [id, englishWordsIn(text, locale)] as const)
      .filter(([, words]) => words.length > 0)
      .map(([id, words]) => `${id}: ${words.join(' ')}`);
    expect(english, 'translate these, or add a proper name to PROPER_NAMES').toEqual([]);
  });
});
