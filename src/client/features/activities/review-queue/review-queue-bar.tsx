import { Button, ButtonGroup, Callout, HotkeysContext, Intent, useHotkeys } from '@blueprintjs/core';
import { QuestionAlert } from '../../../components/question-alert';
import { useCallback, useContext, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { useErrorLines } from '../../../hooks/use-error-lines';
import { useT } from '../../../i18n/translator';
import { showToast } from '../../../lib/toaster';
import { activityMessages } from '../messages';
import { useApproveAll } from './use-approve-all';
import { queueListPath, queueReportPath, useReviewQueue } from './use-review-queue';
import { useReviewShortcuts } from './review-shortcuts';

/** Props of the evaluator's queue bar on a report. */
export interface ReviewQueueBarProps {
  /** The report's uuid, key and month. */
  id: string;
  activityKey: string;
  month: string;
  /** True when rules flagged the report (undefined: not known yet); either turns bulk approval off. */
  hasFlags: boolean | undefined;
}

/**
 * The evaluator's way through the review list's filtered queue from a report (issue 16): previous
 * and next report still waiting, 'approve all open lines and approve report' (confirmed once, then
 * on to the next report waiting, or back to the list when none is left), each with its shortcut,
 * and the shortcuts' help (also on '?'). Sits inside a HotkeysProvider.
 */
export function ReviewQueueBar({ id, activityKey, month, hasFlags }: ReviewQueueBarProps) {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [, dispatchHotkeys] = useContext(HotkeysContext);
  const queue = useReviewQueue({ current: id, month, search, enabled: true });
  const approveAll = useApproveAll({ id, activityKey, hasFlags });
  const [confirming, setConfirming] = useState(false);
  const [errorLines, dismiss] = useErrorLines(approveAll.error);

  const nextPath = queue.next ? queueReportPath(queue.next, search) : null;
  const previousPath = queue.previous ? queueReportPath(queue.previous, search) : null;
  // Stable while the neighbours stay: the shortcuts' configs follow these (see useReviewShortcuts).
  const goNext = useCallback(() => nextPath && void navigate(nextPath), [navigate, nextPath]);
  const goPrevious = useCallback(() => previousPath && void navigate(previousPath), [navigate, previousPath]);
  const askApproveAll = useCallback(() => setConfirming(true), []);
  const confirm = () => {
    setConfirming(false);
    // The next report as the queue stood before this decision: the decided one may leave the queue.
    const after = nextPath ?? queueListPath(search);
    approveAll.run(() => {
      void showToast(t(activityMessages.approved));
      void navigate(after);
    });
  };
  const hotkeys = useReviewShortcuts({
    next: nextPath ? goNext : undefined,
    previous: previousPath ? goPrevious : undefined,
    approveAll: approveAll.ready ? askApproveAll : undefined,
    paused: confirming,
  });
  useHotkeys(hotkeys);

  return (
    <section className="cms-review-queue" aria-label={t(activityMessages.queueLabel)}>
      <div className="cms-review-queue__buttons">
        <ButtonGroup>
          <Button
            icon="chevron-left"
            text={t(activityMessages.queuePrevious)}
            disabled={!queue.previous}
            onClick={goPrevious}
          />
          <Button
            endIcon="chevron-right"
            text={t(activityMessages.queueNext)}
            disabled={!queue.next}
            onClick={goNext}
          />
        </ButtonGroup>
        {approveAll.shown ? (
          <Button
            intent={Intent.SUCCESS}
            icon="tick-circle"
            text={t(activityMessages.approveAll)}
            disabled={!approveAll.ready}
            loading={approveAll.pending}
            onClick={() => setConfirming(true)}
          />
        ) : null}
        <Button
          variant="minimal"
          icon="key-command"
          text={t(activityMessages.shortcuts)}
          onClick={() => dispatchHotkeys({ type: 'OPEN_DIALOG' })}
        />
      </div>
      {approveAll.shown && approveAll.flagged ? (
        <Callout intent={Intent.WARNING}>{t(activityMessages.approveAllFlagged)}</Callout>
      ) : null}
      <ErrorAlert lines={errorLines} onDismiss={dismiss} />
      <QuestionAlert
        enterConfirms
        question={t(activityMessages.approveAllQuestion, { count: approveAll.openLines.length })}
        isOpen={confirming}
        intent={Intent.SUCCESS}
        icon="tick-circle"
        confirmButtonText={t(activityMessages.approveAllConfirm)}
        cancelButtonText={t(activityMessages.approveAllCancel)}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        canEscapeKeyCancel
      />
    </section>
  );
}
