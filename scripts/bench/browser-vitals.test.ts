import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '../../src/shared/catalogue/catalogue';
import { browserVitalsMarkdown, largestActivityForm, type BrowserVitals } from './browser-vitals';

const sample: BrowserVitals = {
  cpuSlowdown: 4,
  homeLcpMs: 900,
  lcpSamples: [
    {
      lcpMs: 900,
      element: 'h1.cms-home__greeting',
      timeToFirstByteMs: 5,
      resourceLoadDelayMs: 0,
      resourceLoadDurationMs: 0,
      elementRenderDelayMs: 895,
    },
  ],
  form: { key: 'MONTHLY_MEETING', title: 'Monthly Meeting', fields: 14, typedInto: 'Venue' },
  inpMs: 72,
  inpParts: { inputDelayMs: 2, processingMs: 60, presentationDelayMs: 10 },
  keystrokes: 30,
  keystrokesUnder16Ms: 3,
  keystrokeP75Ms: 40,
  keystrokeMaxMs: 72,
  keystrokeMs: [72, 40, 16],
  seconds: 20,
};

describe('browser vitals (P5)', () => {
  it('types into the form with the most visible fields, in a plain text field of it', () => {
    const form = largestActivityForm();
    expect(form.type.entries).toBeUndefined();
    for (const type of ACTIVITY_TYPES.filter((t) => !t.entries)) {
      const schema = JSON.parse(readFileSync(`schemas/activities/${type.key}/schema.json`, 'utf8')) as {
        properties: object;
      };
      // Each type's visible top-level fields; the chosen form counts at least as many.
      expect(form.fields).toBeGreaterThanOrEqual(
        Object.keys(schema.properties).length - countHidden(type.key),
      );
    }
    const schema = readFileSync(`schemas/activities/${form.type.key}/schema.json`, 'utf8');
    expect(schema).toContain(`"title": "${form.textLabel}"`);
  });

  it('states each figure against its goal', () => {
    const markdown = browserVitalsMarkdown(sample);
    expect(markdown).toContain('| home LCP (median of 1) | 900 ms | ≤ 1000 ms | met |');
    expect(markdown).toContain('| keystroke-to-paint: INP | 72 ms | ≤ 50 ms | not met |');
    expect(markdown).toContain('Venue of Monthly Meeting (MONTHLY_MEETING, the largest form: 14 fields)');
  });
});

/** The ui-schema's hidden widgets of a type. */
function countHidden(key: string): number {
  const ui = JSON.parse(readFileSync(`schemas/activities/${key}/ui-schema.json`, 'utf8')) as Record<
    string,
    { 'ui:widget'?: string }
  >;
  return Object.values(ui).filter((v) => v?.['ui:widget'] === 'hidden').length;
}
