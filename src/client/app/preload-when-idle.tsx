import { useEffect, type ReactNode } from 'react';
import { preloadScreen, whenIdle } from './screens';

/** Props of `PreloadWhenIdle`. */
export interface PreloadWhenIdleProps {
  /** The paths likely visited next from this screen. */
  paths: readonly string[];
  children: ReactNode;
}

/** Shows its children and, once the browser is idle, fetches the code of the screens likely next. */
export function PreloadWhenIdle({ paths, children }: PreloadWhenIdleProps) {
  const key = paths.join('\n');
  useEffect(() => whenIdle(() => key.split('\n').forEach(preloadScreen)), [key]);
  return <>{children}</>;
}
