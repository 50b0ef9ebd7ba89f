import './activity-view.css';
import { viewRenderers } from './registry';
import type { ActivityReport } from './report';
import type { ViewDefinition } from './view-definition';
import { ViewDispatch } from './view-dispatch';
import type { ViewRendererEntry } from './view-renderer';

/** Props of a read-only activity report view. */
export interface ActivityViewProps {
  /** The type's view.json (see `loadActivityView`); its title is left to the page. */
  view: ViewDefinition;
  /** The report as GET answers it (data.data). */
  report: ActivityReport;
  /** The renderers to dispatch through; defaults to `viewRenderers`. */
  renderers?: readonly ViewRendererEntry[];
}

/**
 * The rows of a report as label/value pairs: two columns on a wide screen, the label above its
 * value on a phone (see activity-view.css).
 */
export function ActivityView({ view, report, renderers = viewRenderers }: ActivityViewProps) {
  return (
    <dl className="cms-activity-view">
      {view.rows.map((row, index) => (
        // A field may appear twice in a view (documents rows are named by kind), so the index keeps keys unique.
        <div key={`${row.field}-${index}`} className="cms-activity-view__row" data-field={row.field}>
          <dt className="cms-activity-view__label">{row.label}</dt>
          <dd className="cms-activity-view__value">
            <ViewDispatch row={row} report={report} renderers={renderers} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
