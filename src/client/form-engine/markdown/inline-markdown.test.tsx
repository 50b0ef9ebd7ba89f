import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown as AliasedMarkdown } from 'markdown-to-jsx/react';
import { Markdown } from './inline-markdown';

describe('the inline markdown rjsf messages are drawn with', () => {
  it('draws bold, code and emphasis as their elements and the rest as text', () => {
    const { container } = render(
      <Markdown>{'**photo.jpg** (image/jpeg, 12 bytes) for `venue`: _too big_'}</Markdown>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('photo.jpg');
    expect(container.querySelector('code')?.textContent).toBe('venue');
    expect(container.querySelector('em')?.textContent).toBe('too big');
    expect(container.textContent).toBe('photo.jpg (image/jpeg, 12 bytes) for venue: too big');
  });

  it('never turns text into HTML or links', () => {
    const { container } = render(
      <Markdown>{'<img src=x onerror=alert(1)> [a](javascript:alert(1))'}</Markdown>,
    );
    expect(container.querySelector('img, a')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> [a](javascript:alert(1))');
  });

  it('passes attributes to its wrapper, and is what rjsf gets for markdown-to-jsx in the client', () => {
    render(<AliasedMarkdown data-testid="md">{'**x**'}</AliasedMarkdown>);
    expect(screen.getByTestId('md').innerHTML).toBe('<strong>x</strong>');
  });
});
