import { describe, expect, it } from 'vitest';
import { renderRenderer } from '../testing/render-renderer';
import { LinkRenderer, linkTester } from './link-renderer';

const row = { field: 'facebook_link', label: 'Facebook Link', kind: 'link' };

describe('LinkRenderer', () => {
  it('links the URL in a new tab', () => {
    const container = renderRenderer(LinkRenderer, row, { facebook_link: 'https://facebook.com/lions' });
    const anchor = container.querySelector('a')!;
    expect(anchor.textContent).toBe('https://facebook.com/lions');
    expect(anchor.getAttribute('href')).toBe('https://facebook.com/lions');
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('does not link a script URL', () => {
    const container = renderRenderer(LinkRenderer, row, { facebook_link: 'javascript:alert(1)' });
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('javascript:alert(1)');
  });

  it('shows - when missing', () => {
    expect(renderRenderer(LinkRenderer, row, {}).textContent).toBe('-');
  });

  it('applies to link rows only', () => {
    expect(linkTester(row)).toBe(1);
    expect(linkTester({ ...row, kind: 'text' })).toBe(-1);
  });
});
