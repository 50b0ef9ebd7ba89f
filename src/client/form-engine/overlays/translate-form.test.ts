import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { loadActivityForm } from '../activity-form/load-activity-form';
import { loadFolderOverlay, overlayTranslate } from './load-overlay';
import { translateForm } from './translate-form';

const SCHEMA: RJSFSchema = {
  type: 'object',
  title: 'Notes for maintainers',
  properties: {
    venue: { type: 'string', title: 'Venue' },
    kind: { type: 'string', title: 'Type', enum: ['Drama', 'Other'] },
    projects: {
      type: 'array',
      title: 'Projects',
      items: { type: 'object', properties: { name: { type: 'string', title: 'Project Name' } } },
    },
  },
};
const UI: UiSchema = {
  venue: { 'ui:help': 'Max Size 500Kb' },
  'ui:submitButtonOptions': { submitText: 'Submit to Review' },
};
const SI: Record<string, string> = {
  Venue: 'ස්ථානය',
  Type: 'වර්ගය',
  Drama: 'නාට්‍යය',
  Other: 'වෙනත්',
  Projects: 'ව්‍යාපෘති',
  'Project Name': 'ව්‍යාපෘතියේ නම',
  'Max Size 500Kb': 'උපරිම ප්‍රමාණය 500Kb',
  'Submit to Review': 'සමාලෝචනය සඳහා ඉදිරිපත් කරන්න',
};

describe('translateForm', () => {
  it('gives the fields, options, help and button in the language, leaving the schema as the validator knows it', () => {
    const { schema, uiSchema } = translateForm(SCHEMA, UI, (text) => SI[text] ?? text);
    expect(schema).toBe(SCHEMA);
    expect(uiSchema).toMatchObject({
      venue: { 'ui:title': 'ස්ථානය', 'ui:help': 'උපරිම ප්‍රමාණය 500Kb' },
      kind: { 'ui:title': 'වර්ගය', 'ui:enumNames': ['නාට්‍යය', 'වෙනත්'] },
      projects: { 'ui:title': 'ව්‍යාපෘති', items: { name: { 'ui:title': 'ව්‍යාපෘතියේ නම' } } },
      'ui:submitButtonOptions': { submitText: 'සමාලෝචනය සඳහා ඉදිරිපත් කරන්න' },
    });
  });
});

describe('translateForm with a select written as oneOf', () => {
  it("names each option by its title's translation (ui:title at its index), keeping the values", () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        position: {
          type: 'string',
          title: 'Position',
          oneOf: [
            { const: 'Project Chairman', title: 'Project Chairman' },
            { const: 'Committee Member', title: 'Committee Member' },
          ],
        },
      },
    };
    const words: Record<string, string> = {
      Position: 'තනතුර',
      'Project Chairman': 'ව්‍යාපෘති සභාපති',
    };
    const { schema: same, uiSchema } = translateForm(schema, {}, (text) => words[text] ?? text);
    expect(same).toBe(schema);
    expect(uiSchema.position).toEqual({
      'ui:title': 'තනතුර',
      oneOf: [{ 'ui:title': 'ව්‍යාපෘති සභාපති' }, { 'ui:title': 'Committee Member' }],
    });
  });
});

describe('loadActivityForm in a language', () => {
  it("gives a type's form in Sinhala from its overlay, with its English schema and a validator that works", async () => {
    const form = await loadActivityForm('BOARD_MEETING', 'si');
    expect(form.untranslated).toBe(false);
    expect((form.uiSchema.venue as UiSchema)['ui:title']).not.toBe('Venue');
    expect((form.schema.properties!.venue as RJSFSchema).title).toBe('Venue');
    expect(form.validator.isValid(form.schema, { venue: 'Hall' }, form.schema)).toBe(true);
  });

  it('falls back to English, and says so, for a folder with no overlay (a type just added)', async () => {
    const overlay = await loadFolderOverlay('activities/A_TYPE_JUST_ADDED', 'ta');
    expect(overlay.untranslated).toBe(true);
    // The shared texts still come through; the rest stays English.
    expect(overlayTranslate(overlay)('Submit to Review')).not.toBe('Submit to Review');
    expect(overlayTranslate(overlay)('Number of Lions at the picnic')).toBe('Number of Lions at the picnic');
    expect((await loadActivityForm('BOARD_MEETING', 'en')).untranslated).toBe(false);
  });
});
