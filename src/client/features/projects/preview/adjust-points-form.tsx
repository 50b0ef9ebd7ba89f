import { Button, FormGroup, H4, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { linesOf } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useProjectPointAdjust } from '../api/use-project-point-adjust';

/** Props of the points adjustment form. */
export interface AdjustPointsFormProps {
  /** The approved project's uuid. */
  uuid: string;
}

/** The spec's text for an incomplete adjustment (spec 3 sections 5 and 8). */
export const INCOMPLETE_ADJUSTMENT = 'Please enter all inputs';

/** A signed number as typed: an optional minus sign, digits, and optional decimals. */
const SIGNED_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * 'Points Adjustment' for an approved project (the evaluator only): points, negative with a minus
 * sign, and a reason. Both are needed: without one the form says 'Please enter all inputs' and asks
 * the server nothing. A saved adjustment joins the approved points and the form empties.
 */
export function AdjustPointsForm({ uuid }: AdjustPointsFormProps) {
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
      setErrorLines([INCOMPLETE_ADJUSTMENT]);
      return;
    }
    if (!SIGNED_NUMBER.test(typed)) {
      setErrorLines(['Enter the points as a number, with a minus sign to take points away.']);
      return;
    }
    setErrorLines(null);
    adjust.mutate(
      { point: Number(typed), comment: reason },
      {
        onSuccess: () => {
          setPoint('');
          setComment('');
          void showToast('Points have been adjusted successfully');
        },
        onError: (error) => setErrorLines(linesOf(error)),
      },
    );
  };

  return (
    <section className="cms-project-preview__section cms-project-adjust" aria-labelledby={headingId}>
      <H4 id={headingId}>Points Adjustment</H4>
      <ErrorAlert lines={errorLines} onDismiss={() => setErrorLines(null)} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormGroup
          label="Points"
          labelFor={pointId}
          helperText="Use a minus sign to take points away, e.g. -5."
        >
          <InputGroup
            id={pointId}
            inputMode="decimal"
            value={point}
            disabled={adjust.isPending}
            onValueChange={setPoint}
          />
        </FormGroup>
        <FormGroup label="Reason" labelFor={commentId}>
          <TextArea
            id={commentId}
            fill
            value={comment}
            maxLength={1000}
            disabled={adjust.isPending}
            onChange={(event) => setComment(event.target.value)}
          />
        </FormGroup>
        <Button type="submit" intent={Intent.PRIMARY} text="Adjust Points" loading={adjust.isPending} />
      </form>
    </section>
  );
}
