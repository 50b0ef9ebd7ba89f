import { Button, FormGroup, H4, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../i18n/translator';
import { linesOf } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useProjectPointAdjust } from '../api/use-project-point-adjust';
import { projectMessages as m } from '../messages';

/** Props of the points adjustment form. */
export interface AdjustPointsFormProps {
  /** The approved project's uuid. */
  uuid: string;
}

/** The spec's text for an incomplete adjustment (spec 3 sections 5 and 8). */
export const INCOMPLETE_ADJUSTMENT = m.incompleteAdjustment.defaultMessage;

/** A signed number as typed: an optional minus sign, digits, and optional decimals. */
const SIGNED_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * 'Points Adjustment' for an approved project (the evaluator only): points, negative with a minus
 * sign, and a reason. Both are needed: without one the form says 'Please enter all inputs' and asks
 * the server nothing. A saved adjustment joins the approved points and the form empties.
 */
export function AdjustPointsForm({ uuid }: AdjustPointsFormProps) {
  const t = useT();
  const adjust = useProjectPointAdjust(uuid);
  const [point, setPoint] = useState('');
  const [comment, setComment] = useState('');
  const [errorLines, setErrorLines] = useState<string[] | null>(null);
  const headingId = useId();
  const pointId = useId();
  const commentId = useId();

  const submit = () => {
    const typed = point.trim();
    const reason = comment.trim();
    if (!typed || !reason) {
      setErrorLines([t(m.incompleteAdjustment)]);
      return;
    }
    if (!SIGNED_NUMBER.test(typed)) {
      setErrorLines([t(m.adjustNotANumber)]);
      return;
    }
    setErrorLines(null);
    adjust.mutate(
      { point: Number(typed), comment: reason },
      {
        onSuccess: () => {
          setPoint('');
          setComment('');
          void showToast(t(m.adjusted));
        },
        onError: (error) => setErrorLines(linesOf(error)),
      },
    );
  };

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
            onValueChange={setPoint}
          />
        </FormGroup>
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
        <Button type="submit" intent={Intent.PRIMARY} text={t(m.adjustPoints)} loading={adjust.isPending} />
      </form>
    </section>
  );
}
