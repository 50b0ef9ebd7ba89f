import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { derivedDocumentType, PROJECT_DOCUMENT_TYPES } from './document-types';

describe('derivedDocumentType', () => {
  it("takes the type the comments name, in any case, whatever the file's kind", () => {
    expect(derivedDocumentType('Scanned project cost bill, page 1', 'pdf', new Set())).toBe(
      'Project Cost Bill',
    );
    expect(derivedDocumentType('photo 03 of the clinic', 'image', new Set())).toBe('Photo 03');
    expect(derivedDocumentType('NEWS PAPERS cutting', 'image', new Set())).toBe('News papers');
  });

  it('files an unnamed image in the first photo slot not yet filled, and anything else as a report', () => {
    expect(derivedDocumentType('', 'image', new Set())).toBe('Photo 01');
    expect(derivedDocumentType(undefined, 'image', new Set(['Photo 01', 'Photo 02']))).toBe('Photo 03');
    expect(
      derivedDocumentType(null, 'image', new Set(['Photo 01', 'Photo 02', 'Photo 03', 'Photo 04'])),
    ).toBe('Photo 01');
    expect(derivedDocumentType('The report', 'pdf', new Set())).toBe('Project Report');
    expect(derivedDocumentType(42, null, new Set())).toBe('Project Report');
  });

  it("lists exactly the step 5 form's types", () => {
    const schema = JSON.parse(
      readFileSync(
        new URL('../../../../schemas/projects/project-document/schema.json', import.meta.url),
        'utf8',
      ),
    ) as { properties: { type: { oneOf: { const: string }[] } } };
    expect(schema.properties.type.oneOf.map((o) => o.const)).toEqual([...PROJECT_DOCUMENT_TYPES]);
  });
});
