import { describe, expect, it } from 'vitest';
import type { ReportDocument } from '../report';
import { renderRenderer } from '../testing/render-renderer';
import { DocumentRenderer, documentTester } from './document-renderer';

const row = { field: 'treasure_report', label: 'Treasurer Report', kind: 'document' };
const pdf: ReportDocument = {
  uuid: 'd1',
  type: 'pdf',
  path: 'https://files.test/report.pdf',
  comments: 'treasure_report',
};

describe('DocumentRenderer', () => {
  it('shows a pdf as a PDF document chip opening in a new tab', () => {
    const container = renderRenderer(DocumentRenderer, row, { documents: [pdf] });
    const anchor = container.querySelector('a')!;
    expect(anchor.textContent).toBe('PDF document');
    expect(anchor.querySelector('.bp6-tag')).not.toBeNull();
    expect(anchor.getAttribute('href')).toBe('https://files.test/report.pdf');
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows an image as a thumbnail of height 150', () => {
    const image = { ...pdf, type: 'image', path: 'https://files.test/report.jpg' };
    const img = renderRenderer(DocumentRenderer, row, { documents: [image] }).querySelector('a img')!;
    expect(img.getAttribute('src')).toBe('https://files.test/report.jpg');
    expect(img.getAttribute('height')).toBe('150');
  });

  it('finds only the document of its slot, whatever its case', () => {
    const other = { ...pdf, comments: 'document1', path: 'https://files.test/other.pdf' };
    const legacy = { ...pdf, comments: 'Treasure_Report' };
    const anchor = renderRenderer(DocumentRenderer, row, { documents: [other, legacy] }).querySelector('a')!;
    expect(anchor.getAttribute('href')).toBe('https://files.test/report.pdf');
  });

  it('shows - when missing, NA in an entries table', () => {
    expect(renderRenderer(DocumentRenderer, row, { documents: [] }).textContent).toBe('-');
    expect(renderRenderer(DocumentRenderer, row, {}, true).textContent).toBe('NA');
  });

  it('applies to document rows only', () => {
    expect(documentTester(row)).toBe(1);
    expect(documentTester({ ...row, kind: 'documents' })).toBe(-1);
  });
});
