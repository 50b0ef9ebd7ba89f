import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { viewRenderers } from '../registry';
import type { ActivityReport } from '../report';
import type { ViewRow } from '../view-definition';
import type { ViewRendererProps } from '../view-renderer';

/** Renders one renderer for a row of a report, with the default registry, and returns the container. */
export function renderRenderer(
  Renderer: ComponentType<ViewRendererProps>,
  row: ViewRow,
  report: ActivityReport,
  inEntries = false,
): HTMLElement {
  return render(<Renderer row={row} report={report} renderers={viewRenderers} inEntries={inEntries} />)
    .container;
}
