import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Translator from './translator';

// The English pack, once come, stays for the page's life: each test starts from a fresh module.
let LanguageProvider: typeof Translator.LanguageProvider;
let useT: typeof Translator.useT;
beforeEach(async () => {
  vi.resetModules();
  ({ LanguageProvider, useT } = await import('./translator'));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const reports = { id: 'test.reports', defaultMessage: '{count, plural, one {# report} other {# reports}}' };
const hello = { id: 'test.hello', defaultMessage: 'Hello {name}' };

function Count({ count }: { count: number }) {
  const t = useT();
  return <p>{t(reports, { count })}</p>;
}

/** Shows the plural text only when asked: a text that needs ICU after the first paint. */
function Later() {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <>
      <p>{t(hello, { name: 'Nimal' })}</p>
      <button type="button" onClick={() => setShown(true)}>
        show
      </button>
      {shown ? <Count count={1} /> : null}
    </>
  );
}

describe('LanguageProvider in English', () => {
  it('draws a plural text of the first paint with ICU once the pack has come', async () => {
    render(
      <LanguageProvider>
        <Count count={1} />
      </LanguageProvider>,
    );
    expect(await screen.findByText('1 report')).toBeTruthy();
  });

  it('paints plain texts at once, and fetches the pack when a later text waits for it', async () => {
    // A page still loading: the pack is not fetched for the first paint's plain texts.
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(
      <LanguageProvider>
        <Later />
      </LanguageProvider>,
    );
    expect(screen.getByText('Hello Nimal')).toBeTruthy();
    screen.getByRole('button', { name: 'show' }).click();
    expect(await screen.findByText('1 report')).toBeTruthy();
    expect(readyState).toHaveBeenCalled();
  });
});
