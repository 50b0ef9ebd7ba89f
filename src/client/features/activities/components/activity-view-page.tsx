import '../activities.css';
import { Alert, Button, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { can, isChangeableActivity } from '../../../../shared/policy';
import { canEditMonth } from '../../../../shared/time/activity-months';
import { colomboMonth } from '../../../../shared/time/colombo';
import { LinkButton } from '../../../components/link-button';
import { ActivityView, type ActivityReport } from '../../../form-engine/activity-view';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toaster';
import { useActivityReport } from '../api/use-activity-report';
import { useDeleteReport } from '../api/use-delete-report';
import { useActivityRoute } from '../use-activity-route';
import { useViewDefinition } from '../use-view-definition';
import { ActivityPageFrame, UnknownActivity } from './activity-page-frame';
import { ActivityStatusTag } from './activity-status-tag';

/**
 * '/activities/monthly/view/{aId}/{month}/{key}' (spec 2, read-only detail views): the report as its
 * type's view.json shows it, with its status. While it waits for review, the roles that file reports
 * may edit it (or add entries to a MAF/MJF list) inside the edit window; the evaluator may delete any
 * report, the others a REJECTED one.
 */
export function ActivityViewPage() {
  const { month, key, type, id } = useActivityRoute();
  const { role } = useSession();
  const navigate = useNavigate();
  const report = useActivityReport(type, id);
  const view = useViewDefinition(type?.key);
  const remove = useDeleteReport();
  const [confirming, setConfirming] = useState(false);
  const [errorLines, dismiss] = useErrorLines(report.error ?? view.error ?? remove.error);
  if (!type) return <UnknownActivity />;

  const status = report.data?.status ?? null;
  const changeable =
    can(role, 'activity.add') && isChangeableActivity(status) && canEditMonth(month, colomboMonth());
  const deletable =
    report.data !== undefined &&
    (can(role, 'activity.deleteAny') || (can(role, 'activity.deleteRejected') && status === 'REJECTED'));

  const confirmDelete = () => {
    setConfirming(false);
    remove.mutate(
      { id: id!, key },
      {
        onSuccess: () => {
          void showToast('Activity has been deleted successfully');
          navigate('/activities/monthly');
        },
      },
    );
  };

  const actions = (
    <>
      {changeable && type.entries ? (
        <LinkButton to={`/activities/monthly/add/${month}/${key}`} icon="add" text="Add Contribution" />
      ) : null}
      {changeable && !type.entries ? (
        <LinkButton to={`/activities/monthly/edit/${id}/${month}/${key}`} icon="edit" text="Edit" />
      ) : null}
      {deletable ? (
        <Button
          icon="trash"
          intent={Intent.DANGER}
          text="Delete"
          loading={remove.isPending}
          onClick={() => setConfirming(true)}
        />
      ) : null}
    </>
  );

  return (
    <ActivityPageFrame
      title={type.title}
      subtitle={
        <>
          <span>Month: {month}</span> {status ? <ActivityStatusTag status={status} /> : null}
        </>
      }
      loading={report.isPending || view.isPending || remove.isPending}
      errorLines={errorLines}
      onDismissError={dismiss}
      actions={actions}
    >
      {report.data && view.data ? (
        <ActivityView view={view.data} report={report.data as ActivityReport} />
      ) : null}
      <Alert
        isOpen={confirming}
        icon="trash"
        intent={Intent.DANGER}
        cancelButtonText="Cancel"
        confirmButtonText="Delete"
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      >
        <h4 className="cms-activity-page__alert-title">Delete Activity</h4>
        <p>Do you want to delete this activity?</p>
      </Alert>
    </ActivityPageFrame>
  );
}
