import { pickFrom } from './rank';
import { MISSING } from './values';
import type { ViewRendererProps } from './view-renderer';

/**
 * Shows a row's value with the best-ranked renderer of `renderers`. Renderers of nested values
 * (entries) come back through here with the registry they were given, so the registry itself is
 * never imported by a renderer (no import cycle).
 */
export function ViewDispatch(props: ViewRendererProps) {
  const entry = pickFrom(props.renderers, props.row);
  // Only a registry without the text fallback gets here; show the gap rather than throw mid-page.
  if (!entry) return <>{MISSING}</>;
  const Renderer = entry.renderer;
  return <Renderer {...props} />;
}
