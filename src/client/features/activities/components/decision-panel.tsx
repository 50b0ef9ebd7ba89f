import { Button, Callout, Checkbox, FormGroup, H4, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { activityControls } from '../../../../shared/machines';
import { ActivityStatusTag } from '../../../activity-domain/activity-status-tag';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { showToast } from '../../../lib/toaster';
import { useActivityPoints } from '../api/use-activity-points';
import { useReviewDecisions } from '../api/use-review-decisions';
import { activityMessages } from '../messages';

/** Props of the evaluator's decision panel. */
export interface DecisionPanelProps {
  id: string;
  activityKey: string;
  /** The report's status. */
  status: string;
  /** True for the evaluator: the controls; others see the status and comment only. */
  evaluator: boolean;
}

/**
 * The decision panel of spec 2: the report's status and comment; for the evaluator, while the report
 * is neither APPROVED nor REJECTED, Approved (needs the tick 'I confirmed and approve this activity',
 * and ticking clears the comment) and Reject (needs a comment and the tick unticked).
 */
export function DecisionPanel({ id, activityKey, status, evaluator }: DecisionPanelProps) {
  // The points answer carries the report's comment and version; the panel above has loaded it already.
  const t = useT();
  const points = useActivityPoints(id, activityKey).data;
  const { approve, reject } = useReviewDecisions({ id, key: activityKey, version: points?.version });
  const comment = points?.comments ?? null;
  const [confirmed, setConfirmed] = useState(false);
  const [text, setText] = useState('');
  const [errorLines, dismiss] = useErrorLines(approve.error ?? reject.error);
  const controls = activityControls(status);
  const busy = approve.isPending || reject.isPending;
  const open = evaluator && (controls.canApprove || controls.canReject);

  return (
    <section className="cms-decision-panel" aria-label={t(activityMessages.decision)}>
      <H4>{t(activityMessages.decision)}</H4>
      <p>
        {t(activityMessages.statusLabel)} <ActivityStatusTag status={status} />
      </p>
      {comment ? <Callout title={t(activityMessages.comment)}>{comment}</Callout> : null}
      <ErrorAlert lines={errorLines} onDismiss={dismiss} />
      {open ? (
        <div className="cms-decision-panel__controls">
          <FormGroup label={t(activityMessages.rejectComment)} labelFor="cms-decision-comment">
            <TextArea
              id="cms-decision-comment"
              fill
              value={text}
              maxLength={1000}
              disabled={busy || confirmed}
              onChange={(event) => setText(event.target.value)}
            />
          </FormGroup>
          <Checkbox
            label={t(activityMessages.confirmApprove)}
            checked={confirmed}
            disabled={busy}
            onChange={(event) => {
              setConfirmed(event.currentTarget.checked);
              if (event.currentTarget.checked) setText('');
            }}
          />
          <div className="cms-decision-panel__buttons">
            <Button
              intent="danger"
              text={t(activityMessages.reject)}
              disabled={busy || confirmed || text.trim() === ''}
              loading={reject.isPending}
              onClick={() =>
                reject.mutate(text.trim(), { onSuccess: () => void showToast(t(activityMessages.rejected)) })
              }
            />
            <Button
              intent="success"
              text={t(activityMessages.approve)}
              disabled={busy || !confirmed}
              loading={approve.isPending}
              onClick={() =>
                approve.mutate(undefined, {
                  onSuccess: () => void showToast(t(activityMessages.approved)),
                })
              }
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
