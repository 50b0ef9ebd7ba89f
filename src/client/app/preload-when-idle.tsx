import { useEffect, type ReactNode } from 'react';
import { whenIdle } from '../lib/when-idle';
import { preloadScreen } from './screens';

/** Fetches the code of the screens at `paths` once the browser is idle (again when they change). */
export function usePreloadWhenIdle(paths: readonly string[]): void {
  const key = paths.join('\n');
  useEffect(() => whenIdle(() => key.split('\n').forEach(preloadScreen)), [key]);
}

/** Props of `PreloadWhenIdle`. */
export interface PreloadWhenIdleProps {
  /** The paths likely visited next from this screen. */
  paths: readonly string[];
  children: ReactNode;
}

/** Shows its children and, once the browser is idle, fetches the code of the screens likely next. */
export function PreloadWhenIdle({ paths, children }: PreloadWhenIdleProps) {
  usePreloadWhenIdle(paths);
  return <>{children}</>;
}
