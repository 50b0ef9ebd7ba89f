/** The read-only view engine of activity reports: the view, its loader and its renderer registry. */
export { ActivityView, type ActivityViewProps } from './activity-view';
export { loadActivityView } from './load-activity-view';
export { pickRenderer, viewRenderers } from './registry';
export { ViewDispatch } from './view-dispatch';
export type { ActivityReport, ReportDocument, ReportMember } from './report';
export type { ViewDefinition, ViewKind, ViewRow } from './view-definition';
export {
  rankWith,
  NOT_APPLICABLE,
  type ViewRendererEntry,
  type ViewRendererProps,
  type ViewTester,
} from './view-renderer';
