import { Alert, Button, FormGroup, H4, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { roundPoints } from '../../../../shared/points';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../i18n/translator';
import { linesOf } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import { useProjectPointAdjust, type PointAdjustment } from '../api/use-project-point-adjust';
import { projectMessages as m } from '../messages';

/** Props of the points adjustment form. */
export interface AdjustPointsFormProps {
  /** The approved project's uuid. */
  uuid: string;
  /** The project's version as the preview loaded it: the adjustment is for what the evaluator saw. */
  version: number;
  /** The project's approved points now (approvedTotal): the running total starts from it. */
  approvedTotal: number;
  /** True while the project reloads: a save now would carry the version it replaces, so it waits. */
  reloading?: boolean;
}

/** The spec's text for an incomplete adjustment (spec 3 sections 5 and 8). */
export const INCOMPLETE_ADJUSTMENT = m.incompleteAdjustment.defaultMessage;

/** A signed number as typed: an optional minus sign, digits, and optional decimals. */
const SIGNED_NUMBER = /^-?\d+(\.\d+)?$/;

/** The points typed, when they are a non-zero number; otherwise null. */
function pointsOf(typed: string): number | null {
  const text = typed.trim();
  if (!SIGNED_NUMBER.test(text)) return null;
  const points = Number(text);
  return points === 0 ? null : points;
}

/**
 * 'Points Adjustment' for an approved project (the evaluator only): points, negative with a minus
 * sign, and a reason. Both are needed: without one the form says 'Please enter all inputs' and asks
 * the server nothing. Under the points it keeps the running total ("Approved points now: 52; after
 * this adjustment: 42") as the evaluator types; a change that would take it below zero is refused
 * here. Save asks first, naming the change and both totals, then sends the version the preview
 * loaded; the server's refusals (a stale version, the district's limit) show in the form's alert. A
 * saved adjustment joins the approved points and the form empties.
 */
export function AdjustPointsForm({ uuid, version, approvedTotal, reloading = false }: AdjustPointsFormProps) {
  const t = useT();
  const adjust = useProjectPointAdjust(uuid);
  const [point, setPoint] = useState('');
  const [comment, setComment] = useState('');
  const [errorLines, setErrorLines] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<PointAdjustment | null>(null);
  const headingId = useId();
  const pointId = useId();
  const commentId = useId();
  const totalId = useId();
  const confirmTitleId = useId();
  const confirmTextId = useId();
  const typed = pointsOf(point);
  const total = String(roundPoints(approvedTotal));
  const afterOf = (points: number) => roundPoints(approvedTotal + points);
  const busy = adjust.isPending || reloading;

  const submit = () => {
    const text = point.trim();
    const reason = comment.trim();
    if (!text || !reason) {
      setErrorLines([t(m.incompleteAdjustment)]);
      return;
    }
    if (!SIGNED_NUMBER.test(text)) {
      setErrorLines([t(m.adjustNotANumber)]);
      return;
    }
    // The server says the same of 0 (spec 3: both inputs are needed, and 0 is no adjustment).
    if (typed === null) {
      setErrorLines([t(m.incompleteAdjustment)]);
      return;
    }
    if (afterOf(typed) < 0) {
      setErrorLines([t(m.adjustBelowZero, { total })]);
      return;
    }
    setErrorLines(null);
    setConfirming({ point: typed, comment: reason, version });
  };

  // A double click on Save sends one adjustment (the second would be refused as stale and hide it).
  const once = useSingleFlight();
  const save = (adjustment: PointAdjustment) =>
    once((release) =>
      adjust.mutate(adjustment, {
        onSuccess: () => {
          setPoint('');
          setComment('');
          void showToast(t(m.adjusted));
        },
        onError: (error) => setErrorLines(linesOf(error)),
        onSettled: () => {
          setConfirming(null);
          release();
        },
      }),
    );

  return (
    <section className="cms-project-preview__section cms-project-adjust" aria-labelledby={headingId}>
      <H4 id={headingId}>{t(m.pointsAdjustment)}</H4>
      <ErrorAlert lines={errorLines} onDismiss={() => setErrorLines(null)} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormGroup label={t(m.columnPoints)} labelFor={pointId} helperText={t(m.adjustPointsHelp)}>
          <InputGroup
            id={pointId}
            inputMode="decimal"
            value={point}
            disabled={adjust.isPending}
            aria-describedby={totalId}
            onValueChange={setPoint}
          />
        </FormGroup>
        <p
          id={totalId}
          className={
            typed !== null && afterOf(typed) < 0
              ? 'cms-project-adjust__total cms-project-adjust__total--below'
              : 'cms-project-adjust__total'
          }
          aria-live="polite"
        >
          {typed === null
            ? t(m.approvedNow, { total })
            : t(m.approvedNowAfter, { total, after: String(afterOf(typed)) })}
        </p>
        <FormGroup label={t(m.adjustReason)} labelFor={commentId}>
          <TextArea
            id={commentId}
            fill
            value={comment}
            maxLength={1000}
            disabled={adjust.isPending}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormGroup>
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text={t(m.adjustPoints)}
          loading={adjust.isPending}
          disabled={busy}
        />
      </form>
      <Alert
        isOpen={confirming !== null}
        icon="edit"
        intent={Intent.PRIMARY}
        confirmButtonText={t(m.save)}
        cancelButtonText={t(m.cancel)}
        loading={adjust.isPending}
        canEscapeKeyCancel={!adjust.isPending}
        onConfirm={() => {
          if (confirming) save(confirming);
        }}
        onCancel={() => setConfirming(null)}
        aria-labelledby={confirmTitleId}
        aria-describedby={confirmTextId}
      >
        <h4 id={confirmTitleId} className="cms-project-adjust__confirm-title">
          {t(m.confirmAdjustTitle)}
        </h4>
        {confirming ? (
          <div id={confirmTextId} className="cms-project-adjust__confirm">
            <p>
              {t(m.confirmAdjustChange, {
                direction: confirming.point > 0 ? 'add' : 'take',
                count: Math.abs(confirming.point),
              })}
            </p>
            <p className="cms-project-preview__comment">
              {t(m.confirmAdjustReason, { reason: confirming.comment })}
            </p>
            <p>{t(m.approvedNowAfter, { total, after: String(afterOf(confirming.point)) })}</p>
          </div>
        ) : null}
      </Alert>
    </section>
  );
}
