import { activityControls, lineControls } from '../../../../shared/machines';
import { useActivityPoints } from '../api/use-activity-points';
import { useApproveOpen } from '../api/use-approve-open';

/** What the bulk approval of a report needs to know. */
export interface ApproveAllInput {
  id: string;
  activityKey: string;
  /**
   * True when rules flagged the report (a duplicate photo: the duplicate-claims check), undefined
   * while that is not known yet: either keeps bulk approval off, so the evaluator decides line by line.
   */
  hasFlags: boolean | undefined;
}

/**
 * 'Approve all open lines and approve report' for one report: the open lines are those the
 * point-line machine lets the evaluator approve that are still PENDING (a line already decided stays
 * as it is), and it is available while the review machine allows the report's approval, the points
 * have loaded and nothing is flagged. The server checks all of it again in one transaction.
 */
export function useApproveAll({ id, activityKey, hasFlags }: ApproveAllInput) {
  const points = useActivityPoints(id, activityKey);
  const approveOpen = useApproveOpen({ id, key: activityKey, version: points.data?.version });
  const status = points.data?.status ?? '';
  const openLines = (points.data?.points ?? []).filter(
    (line) => line.status === 'PENDING' && lineControls(line.status, status).canApprove,
  );
  const allowed = points.data !== undefined && !points.isFetching && activityControls(status).canApprove;
  return {
    openLines,
    flagged: hasFlags === true,
    /** Shown at all: the report still waits for a decision. */
    shown: activityControls(status).canApprove,
    ready: allowed && hasFlags === false && !approveOpen.isPending,
    pending: approveOpen.isPending,
    error: approveOpen.error,
    run: (onDone: () => void) => approveOpen.mutate(true, { onSuccess: onDone }),
  };
}
