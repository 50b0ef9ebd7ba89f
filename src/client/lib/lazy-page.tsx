import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A screen loaded on first visit: forms bring the form engine (rjsf, its validators), which
 * most visits never need. The router shows a progress bar while the code arrives.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ReactElement {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  return <Page />;
}
