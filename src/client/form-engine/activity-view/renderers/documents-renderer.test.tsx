import { describe, expect, it } from 'vitest';
import type { ReportDocument } from '../report';
import { renderRenderer } from '../testing/render-renderer';
import { DocumentsRenderer, documentsTester } from './documents-renderer';

const row = {
  field: 'documents',
  label: 'Documents',
  kind: 'documents',
  slots: { document1: 'Photo 01', document3: 'Attendance Sheet', document4: 'Agenda' },
};

function doc(comments: string, name: string): ReportDocument {
  const type = name.endsWith('.pdf') ? 'pdf' : 'image';
  return { uuid: `d-${comments}`, type, path: `https://files.test/${name}`, comments };
}

describe('DocumentsRenderer', () => {
  it("shows the slots' files in slot order, labelled, and no other file", () => {
    const documents = [
      doc('document3', 'attendance.pdf'),
      doc('treasure_report', 'treasurer.pdf'),
      doc('document1', 'photo.jpg'),
    ];
    const container = renderRenderer(DocumentsRenderer, row, { documents });
    const items = [...container.querySelectorAll('li')];
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual([
      'Photo 01',
      'Attendance Sheet',
    ]);

    const img = items[0]!.querySelector('a img')!;
    expect(img.getAttribute('height')).toBe('150');
    expect(img.closest('a')!.getAttribute('href')).toBe('https://files.test/photo.jpg');
    expect(img.closest('a')!.getAttribute('target')).toBe('_blank');

    const chip = items[1]!.querySelector('a')!;
    expect(chip.textContent).toBe('PDF document');
    expect(chip.getAttribute('href')).toBe('https://files.test/attendance.pdf');
    expect(chip.getAttribute('target')).toBe('_blank');

    expect(container.querySelector('a[href="https://files.test/treasurer.pdf"]')).toBeNull();
  });

  it('shows - when no slot has a file', () => {
    expect(renderRenderer(DocumentsRenderer, row, { documents: [doc('x', 'x.pdf')] }).textContent).toBe('-');
  });

  it('applies to documents rows only', () => {
    expect(documentsTester(row)).toBe(1);
    expect(documentsTester({ ...row, kind: 'document' })).toBe(-1);
  });
});
