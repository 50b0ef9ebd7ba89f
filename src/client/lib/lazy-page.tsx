import { lazy, type ComponentType, type ReactElement } from 'react';

/** A screen whose code loads on first visit, and a way to fetch that code before the visit. */
export interface LazyScreen {
  element: ReactElement;
  /** Starts loading the screen's code (once; later calls share the first load). */
  preload: () => Promise<unknown>;
}

/**
 * A screen loaded on first visit: the first load carries only the login page and the shell, and each
 * screen brings its own code (forms the form engine, rjsf and its validators). The router shows a
 * progress bar while the code arrives; `preload` fetches it earlier, when a visit is likely.
 */
export function lazyScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyScreen {
  let loading: Promise<Record<K, ComponentType>> | undefined;
  const preload = () => (loading ??= load());
  const Page = lazy<ComponentType>(async () => ({ default: (await preload())[name] }));
  return { element: <Page />, preload };
}

/** The element of a screen loaded on first visit (see `lazyScreen`). */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ReactElement {
  return lazyScreen(load, name).element;
}
