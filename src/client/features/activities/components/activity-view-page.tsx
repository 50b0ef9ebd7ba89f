import '../activities.css';
import { Button, HotkeysProvider, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { can } from '../../../../shared/policy';
import { isChangeableActivity } from '../../../../shared/policy/activity-changes';
import { canEditMonth } from '../../../../shared/time/activity-months';
import { colomboMonth } from '../../../../shared/time/colombo';
import { ActivityStatusTag } from '../../../activity-domain/activity-status-tag';
import { DeleteActivityAlert } from '../../../activity-domain/delete-activity-alert';
import { LinkButton } from '../../../components/link-button';
import { ActivityView, type ActivityReport } from '../../../form-engine/activity-view';
import { useActivityTitle } from '../../../form-engine/overlays/activity-titles';
import { useDeleteActivity } from '../../../activity-domain/use-delete-activity';
import { useDuplicateClaims } from '../../../components/duplicate-claims/use-duplicate-claims';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toaster';
import { useActivityReport } from '../api/use-activity-report';
import { activityMessages } from '../messages';
import { useActivityRoute } from '../use-activity-route';
import { useViewDefinition } from '../use-view-definition';
import { ReviewQueueBar } from '../review-queue/review-queue-bar';
import { ActivityPageFrame, UnknownActivity } from './activity-page-frame';
import { DecisionPanel } from './decision-panel';
import { PointsPanel } from './points-panel';

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
  const t = useT();
  const title = useActivityTitle();
  const report = useActivityReport(type, id);
  const view = useViewDefinition(type?.key);
  const remove = useDeleteActivity();
  const decider = can(role, 'activity.decide');
  const [confirming, setConfirming] = useState(false);
  const [errorLines, dismiss] = useErrorLines(report.error ?? view.error ?? remove.error);
  // Rules' flags (duplicate claims) keep bulk approval off; unknown until they answer. The points
  // panel's callout reads the same query, so it is asked once.
  const flags = useDuplicateClaims({ kind: 'activity', id: id ?? '', activityKey: key }, decider && !!id);
  const hasFlags = flags.data ? flags.data.length > 0 : undefined;
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
          void showToast(t(activityMessages.deleted));
          navigate('/activities/monthly');
        },
      },
    );
  };

  const actions = (
    <>
      {changeable && type.entries ? (
        <LinkButton
          to={`/activities/monthly/add/${month}/${key}`}
          icon="add"
          text={t(activityMessages.addContribution)}
        />
      ) : null}
      {changeable && !type.entries ? (
        <LinkButton
          to={`/activities/monthly/edit/${id}/${month}/${key}`}
          icon="edit"
          text={t(activityMessages.edit)}
        />
      ) : null}
      {deletable ? (
        <Button
          icon="trash"
          intent={Intent.DANGER}
          text={t(activityMessages.delete)}
          loading={remove.isPending}
          onClick={() => setConfirming(true)}
        />
      ) : null}
    </>
  );

  return (
    <ActivityPageFrame
      title={title(type)}
      subtitle={
        <>
          <span>{t(activityMessages.monthSubtitle, { month })}</span>{' '}
          {status ? <ActivityStatusTag status={status} /> : null}
        </>
      }
      loading={report.isPending || view.isPending || remove.isPending}
      errorLines={errorLines}
      onDismissError={dismiss}
      actions={actions}
      club={report.data?.club}
    >
      {report.data && decider ? (
        <HotkeysProvider
          dialogProps={{
            title: t(activityMessages.shortcuts),
            globalGroupName: t(activityMessages.queueLabel),
          }}
        >
          <ReviewQueueBar id={id!} activityKey={key} month={month} hasFlags={hasFlags} />
        </HotkeysProvider>
      ) : null}
      {report.data && view.data ? (
        <ActivityView view={view.data} report={report.data as ActivityReport} />
      ) : null}
      {report.data ? (
        <>
          <PointsPanel id={id!} activityKey={key} evaluator={decider} />
          <DecisionPanel id={id!} activityKey={key} status={report.data.status} evaluator={decider} />
        </>
      ) : null}
      <DeleteActivityAlert
        isOpen={confirming}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </ActivityPageFrame>
  );
}
