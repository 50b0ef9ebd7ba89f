import { Button, Checkbox, FormGroup, H4, Intent, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ReviewLevel } from '../../../../shared/machines';
import { useT } from '../../../i18n/translator';
import { showToast } from '../../../lib/toaster';
import type { useProjectDecision } from '../api/use-project-decision';
import { projectMessages as m } from '../messages';
import { reviewLevelName } from '../project-words';
import { reviewRules } from './review-rules';

/** Props of the review form. */
export interface ReviewFormProps {
  /** The project's status, type and version, as the preview loaded it. */
  status: string;
  projectType: string | null;
  version: number;
  /** The caller's review level for this project now (detail.review_role). */
  reviewRole: ReviewLevel;
  /**
   * The decision call, owned by the page: a refusal reloads the project, which may take this form
   * away (someone else decided), and the page's alert must still say why.
   */
  decision: ReturnType<typeof useProjectDecision>;
}

/** The text of the confirm tick (spec 3 review form). */
export const CONFIRM_TEXT = m.confirmApprove.defaultMessage;

/**
 * The review form of the preview: a comment, the confirm tick, 'Pending' (send back, with a comment,
 * tick clear) and 'Approved' (with the tick: the final approval for the evaluator, with a comment;
 * for the other levels it passes the project to the next level). After a decision the user returns
 * to /projects (spec 3 section 4). The page shows a refusal in the alert above the form.
 */
export function ReviewForm({ status, projectType, version, reviewRole, decision }: ReviewFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const [comment, setComment] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const commentId = useId();
  const headingId = useId();
  const rules = reviewRules({ status, projectType, reviewRole, comment, confirmed }, (level) =>
    reviewLevelName(t, level),
  );
  const busy = decision.isPending;

  const decide = (isPending: boolean) => {
    const text = comment.trim();
    decision.mutate(
      {
        is_pending: isPending,
        role: reviewRole,
        ...(text ? { pending_comment: text } : {}),
        confirmed: isPending ? false : confirmed,
        version,
      },
      {
        onSuccess: () => {
          void showToast(
            isPending
              ? t(m.sentBack)
              : rules.final
                ? t(m.approvedToast)
                : rules.nextLevelName
                  ? t(m.passedTo, { level: rules.nextLevelName })
                  : t(m.passedToNextLevel),
          );
          void navigate('/projects');
        },
      },
    );
  };

  return (
    <section className="cms-project-preview__section cms-project-review-form" aria-labelledby={headingId}>
      <H4 id={headingId}>{t(m.reviewHeading)}</H4>
      <FormGroup label={t(m.columnComment)} labelFor={commentId}>
        <TextArea
          id={commentId}
          fill
          value={comment}
          maxLength={1000}
          disabled={busy}
          onChange={(event) => setComment(event.target.value)}
        />
      </FormGroup>
      <Checkbox
        label={t(m.confirmApprove)}
        checked={confirmed}
        disabled={busy}
        onChange={(event) => setConfirmed(event.currentTarget.checked)}
      />
      {rules.nextLevelName ? (
        <p className="cms-project-review-form__hint">
          {t(m.approvedPassesTo, { level: rules.nextLevelName })}
        </p>
      ) : null}
      <div className="cms-project-review-form__actions">
        <Button
          text={t(m.pending)}
          intent={Intent.WARNING}
          disabled={!rules.canPending || busy}
          loading={busy && decision.variables?.is_pending === true}
          onClick={() => decide(true)}
        />
        <Button
          text={t(m.approved)}
          intent={Intent.SUCCESS}
          disabled={!rules.canApprove || busy}
          loading={busy && decision.variables?.is_pending === false}
          onClick={() => decide(false)}
        />
      </div>
    </section>
  );
}
