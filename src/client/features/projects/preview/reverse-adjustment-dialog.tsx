import { Button, DialogBody, DialogFooter, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { AppDialog } from '../../../components/app-dialog';
import { useId, useState } from 'react';
import { roundPoints } from '../../../../shared/points';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../i18n/translator';
import { linesOf } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useProjectPointAdjust } from '../api/use-project-point-adjust';
import { projectMessages as m } from '../messages';
import type { components } from '../../../../shared/api/openapi';
import { dayOf } from './day-of';
import { signedPoints } from './signed-points';

/** A row of a project's approved points (the detail's projectApprovedPoints). */
type ProjectApprovedPoint = components['schemas']['ProjectApprovedPoint'];

/** Props of the 'Reverse Adjustment' dialog. */
export interface ReverseAdjustmentDialogProps {
  /** The approved project's uuid. */
  uuid: string;
  /** The project's version as the preview loaded it: the reversal is of what the evaluator saw. */
  version: number;
  /** The project's approved points now (approvedTotal). */
  approvedTotal: number;
  /** The adjustment to reverse; the dialog is open while one is given. */
  adjustment: ProjectApprovedPoint | null;
  /** Closes the dialog (Cancel, Escape, or once the reversal landed). */
  onClose: () => void;
}

/**
 * 'Reverse Adjustment': names the adjustment (its day and points) and the counter-adjustment that
 * takes it back, with the approved points before and after, and asks for the reason (required).
 * Reverse sends the reversal with the version the preview loaded; a refusal (a stale version, one
 * reversed meanwhile) shows in the dialog. A reversal that would take the points below zero is not
 * offered. Fits a 360 px screen: at most 540 px wide, never wider than the screen.
 */
export function ReverseAdjustmentDialog({
  uuid,
  version,
  approvedTotal,
  adjustment,
  onClose,
}: ReverseAdjustmentDialogProps) {
  const t = useT();
  const reverse = useProjectPointAdjust(uuid);
  const [comment, setComment] = useState('');
  const [errorLines, setErrorLines] = useState<string[] | null>(null);
  const reasonId = useId();
  const close = () => {
    if (reverse.isPending) return;
    setComment('');
    setErrorLines(null);
    onClose();
  };
  const minus = adjustment ? -adjustment.points : 0;
  const after = roundPoints(approvedTotal + minus);
  const belowZero = after < 0;

  return (
    <AppDialog
      isOpen={adjustment !== null}
      onClose={close}
      title={t(m.reverseTitle)}
      className="cms-reverse-dialog"
      canEscapeKeyClose={!reverse.isPending}
    >
      <DialogBody>
        <ErrorAlert
          lines={belowZero ? [t(m.reverseBelowZero)] : errorLines}
          onDismiss={belowZero ? undefined : () => setErrorLines(null)}
        />
        {adjustment ? (
          <>
            <p>
              {t(m.reverseWhat, {
                date: dayOf(adjustment.created_at),
                points: signedPoints(adjustment.points),
                minus: signedPoints(minus),
              })}
            </p>
            {adjustment.comment ? (
              <p className="cms-project-preview__comment cms-reverse-dialog__quote">{adjustment.comment}</p>
            ) : null}
            <p>
              {t(m.reverseTotals, {
                total: String(roundPoints(approvedTotal)),
                after: String(after),
              })}
            </p>
          </>
        ) : null}
        <FormGroup label={t(m.adjustReason)} labelFor={reasonId}>
          <TextArea
            id={reasonId}
            fill
            autoFocus
            value={comment}
            maxLength={1000}
            disabled={reverse.isPending}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t(m.cancel)} disabled={reverse.isPending} onClick={close} />
            <Button
              intent={Intent.DANGER}
              text={t(m.reverse)}
              loading={reverse.isPending}
              disabled={comment.trim() === '' || belowZero}
              onClick={() => {
                if (!adjustment) return;
                setErrorLines(null);
                reverse.mutate(
                  { reverses: adjustment.id, comment: comment.trim(), version },
                  {
                    onSuccess: () => {
                      void showToast(t(m.reversed));
                      setComment('');
                      onClose();
                    },
                    onError: (error) => setErrorLines(linesOf(error)),
                  },
                );
              }}
            />
          </>
        }
      />
    </AppDialog>
  );
}
