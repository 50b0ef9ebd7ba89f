import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import si from './catalogues/si.json';
import ta from './catalogues/ta.json';
import { renderText } from './render-text';
import { SERVER_TEXTS, type ServerTextKey } from './server-texts';
import { text } from './text';

const CATALOGUES = { si, ta } as Record<'si' | 'ta', Record<string, string>>;
const KEYS = Object.keys(SERVER_TEXTS) as ServerTextKey[];

/** Letters of each language's own script: a translation without any is English left in. */
const SCRIPT = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };

/** Every argument a message names, in its plural and select branches too. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string') into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

const sorted = (message: string) => [...argumentsOf(parse(message, { ignoreTag: true }))].sort();

describe('the server texts', () => {
  it('are keyed area.name, and each area has texts', () => {
    expect(KEYS.length).toBeGreaterThan(150);
    for (const key of KEYS) expect(key).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it('parse as ICU messages, in English and in every translation', () => {
    for (const key of KEYS) {
      expect(() => parse(SERVER_TEXTS[key], { ignoreTag: true }), key).not.toThrow();
      for (const catalogue of Object.values(CATALOGUES)) {
        expect(() => parse(catalogue[key] ?? '', { ignoreTag: true }), key).not.toThrow();
      }
    }
  });

  for (const language of ['si', 'ta'] as const) {
    describe(`in ${language}`, () => {
      const catalogue = CATALOGUES[language];

      it('translate every key', () => {
        expect(KEYS.filter((key) => !catalogue[key])).toEqual([]);
      });

      it('keep no key the server no longer has', () => {
        expect(Object.keys(catalogue).filter((key) => !(key in SERVER_TEXTS))).toEqual([]);
      });

      it('keep the arguments of the English, no more and no fewer', () => {
        const lost = KEYS.filter(
          (key) => catalogue[key] && sorted(catalogue[key]).join() !== sorted(SERVER_TEXTS[key]).join(),
        );
        expect(lost).toEqual([]);
      });

      it('leave no text in English', () => {
        const english = KEYS.filter(
          (key) => catalogue[key] === SERVER_TEXTS[key] || !SCRIPT[language].test(catalogue[key] ?? ''),
        );
        expect(english).toEqual([]);
      });
    });
  }
});

describe('renderText', () => {
  it('says English as the server always has', () => {
    expect(renderText(text('auth.wrongCredentials'), 'en')).toBe('Username or Password is wrong');
    expect(renderText(text('auth.tooManySignIns', { minutes: 1 }), 'en')).toBe(
      'Too many failed sign-in attempts. Please try again in 1 minute.',
    );
    expect(renderText(text('auth.tooManySignIns', { minutes: 15 }), 'en')).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    expect(renderText(text('validation.type', { label: 'count', type: 'integer' }), 'en')).toBe(
      'The count field must be an integer.',
    );
    expect(renderText(text('validation.type', { label: 'language', type: 'string' }), 'en')).toBe(
      'The language field must be a string.',
    );
    expect(
      renderText(text('validation.format', { label: 'at', format: 'date_time', name: 'date time' }), 'en'),
    ).toBe('The at field must be a valid date time.');
    expect(renderText(text('activityReview.confirmRequired'), 'en')).toBe(
      "Tick 'I confirmed and approve this activity' to approve it.",
    );
  });

  it("says a text in the language's catalogue, with its arguments", () => {
    expect(renderText(text('auth.roleNotHeld', { role: 'ZONE_CHAIRPERSON' }), 'si')).toBe(
      si['auth.roleNotHeld'].replace('{role}', 'ZONE_CHAIRPERSON'),
    );
    expect(renderText(text('members.notFound'), 'ta')).toBe(ta['members.notFound']);
    expect(renderText(text('validation.type', { label: 'count', type: 'integer' }), 'ta')).toContain(
      'முழு எண்',
    );
  });

  it('falls back to English, never throws, when an argument is missing', () => {
    // English cannot fill it either: the bare English message is said.
    expect(renderText(text('auth.roleNotHeld'), 'si')).toBe(SERVER_TEXTS['auth.roleNotHeld']);
    expect(renderText(text('auth.tooManySignIns'), 'ta')).toBe(SERVER_TEXTS['auth.tooManySignIns']);
  });
});
