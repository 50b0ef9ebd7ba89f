import { describe, expect, it } from 'vitest';
import { pickRenderer, viewRenderers } from './registry';
import { DateRenderer } from './renderers/date-renderer';
import { DocumentsRenderer } from './renderers/documents-renderer';
import { EntriesRenderer } from './renderers/entries-renderer';
import { TextRenderer } from './renderers/text-renderer';
import { YesNoRenderer } from './renderers/yes-no-renderer';
import { rankWith, type ViewRendererEntry } from './view-renderer';

const row = (kind: string) => ({ field: 'f', label: 'F', kind });

describe('pickRenderer', () => {
  it.each([
    ['date', DateRenderer],
    ['yesNo', YesNoRenderer],
    ['documents', DocumentsRenderer],
    ['entries', EntriesRenderer],
    ['text', TextRenderer],
  ])('picks the %s renderer for its kind', (kind, renderer) => {
    expect(pickRenderer(row(kind))?.renderer).toBe(renderer);
  });

  it('falls back to text for an unknown kind', () => {
    expect(pickRenderer(row('colour'))?.renderer).toBe(TextRenderer);
  });

  it('lets a higher-ranked entry win over the default', () => {
    const Custom = () => null;
    const custom: ViewRendererEntry = { tester: rankWith(5, 'date'), renderer: Custom };
    expect(pickRenderer(row('date'), [...viewRenderers, custom])?.renderer).toBe(Custom);
    expect(pickRenderer(row('number'), [...viewRenderers, custom])?.renderer).not.toBe(Custom);
  });

  it('keeps the first entry on a tie, and finds none when nothing applies', () => {
    const First = () => null;
    const Second = () => null;
    const tied = [
      { tester: rankWith(1, 'date'), renderer: First },
      { tester: rankWith(1, 'date'), renderer: Second },
    ];
    expect(pickRenderer(row('date'), tied)?.renderer).toBe(First);
    expect(pickRenderer(row('money'), tied)).toBeUndefined();
  });

  it('gives every kind used by the view.json files a renderer of its own', () => {
    for (const kind of [
      'text',
      'number',
      'date',
      'yesNo',
      'money',
      'link',
      'member',
      'members',
      'document',
      'documents',
      'entries',
    ]) {
      const ranks = viewRenderers.map((entry) => entry.tester(row(kind)));
      expect(Math.max(...ranks), kind).toBe(1);
      expect(
        ranks.filter((rank) => rank === 1),
        kind,
      ).toHaveLength(1);
    }
  });
});
