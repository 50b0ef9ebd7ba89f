import { Button, Callout, Checkbox, FormGroup, H4, Intent, TextArea } from '@blueprintjs/core';
import { QuestionAlert } from '../../../components/question-alert';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { roundPoints } from '../../../../shared/points';
import type { ReviewLevel } from '../../../../shared/machines';
import { useT } from '../../../i18n/translator';
import { showToast } from '../../../lib/toaster';
import { useSingleFlight } from '../../../hooks/use-single-flight';
import type { useProjectDecision } from '../api/use-project-decision';
import { projectMessages as m } from '../messages';
import { reviewLevelName } from '../project-words';
import { chainMessages as c } from '../review-chain/messages';
import type { ProjectPointLine } from './project-points-panel';
import { reviewRules } from './review-rules';
import { useProjectPointTexts } from './use-project-point-texts';

/** Props of the review form. */
export interface ReviewFormProps {
  /** The project's status, type, version and point lines, as the preview loaded it. */
  project: {
    status: string;
    project_type: string | null;
    version: number;
    projectPoints: readonly ProjectPointLine[];
  };
  /** The caller's review level for this project now (detail.review_role), or null. */
  reviewRole: ReviewLevel | null;
  /** The caller may send the project back now (detail.may_send_back). */
  maySendBack: boolean;
  /** The caller acts at the chairman's level standing in for a chairman without a sign-in. */
  standIn: boolean;
  /** The level the project waits for (detail.waiting_for). */
  waitingFor: ReviewLevel | null;
  /**
   * True when rules flagged the project (a duplicate claim): its lines are decided one by one; false
   * when it has no flags; undefined while the flags are not known (the bulk step waits).
   */
  flagged: boolean | undefined;
  /**
   * The decision call, owned by the page: a refusal reloads the project, which may take this form
   * away (someone else decided), and the page's alert must still say why.
   */
  decision: ReturnType<typeof useProjectDecision>;
}

/** The text of the confirm tick (spec 3 review form). */
export const CONFIRM_TEXT = m.confirmApprove.defaultMessage;

/** What a decision sends besides its kind. */
type Decide = (kind: 'pending' | 'approve' | 'approveOpenLines') => void;

/**
 * The review form of the preview, for every review role the server lets act on the project now: a
 * comment (every decision needs one), the confirm tick, 'Pending' (send back: the comment, the tick
 * clear) and 'Approved' (the comment and the tick: the final approval for the evaluator, a pass to
 * the next level for the others). A reviewer who may only send the project back sees 'Pending' alone
 * and why; a president or secretary standing in for a chairman without a sign-in is told so. The
 * evaluator sees the point lines still undecided, and approves the project only once each is decided,
 * or by one confirmed step that approves the open lines with it. After a decision the user returns to
 * /projects (spec 3 section 4). The page shows a refusal in the alert above the form.
 */
export function ReviewForm({
  project,
  reviewRole,
  maySendBack,
  standIn,
  waitingFor,
  flagged,
  decision,
}: ReviewFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const texts = useProjectPointTexts();
  const [comment, setComment] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [askingBulk, setAskingBulk] = useState(false);
  // A double click must not send a second decision: refused as stale, it would hide the first's success.
  const once = useSingleFlight();
  const commentId = useId();
  const headingId = useId();
  const openLines = project.projectPoints.filter((line) => line.status === 'PENDING');
  const rules = reviewRules(
    {
      status: project.status,
      projectType: project.project_type,
      reviewRole,
      maySendBack,
      comment,
      confirmed,
      openLines: openLines.length,
    },
    (level) => reviewLevelName(t, level),
  );
  const busy = decision.isPending;
  // What the club is awarded once the open lines are approved too: every line not rejected.
  const bulkPoints = roundPoints(
    project.projectPoints.filter((l) => l.status !== 'REJECTED').reduce((sum, l) => sum + l.total_point, 0),
  );

  const decide: Decide = (kind) => once((release) => send(kind, release));

  const send = (kind: Parameters<Decide>[0], release: () => void) => {
    const text = comment.trim();
    const isPending = kind === 'pending';
    decision.mutate(
      {
        is_pending: isPending,
        role: reviewRole ?? waitingFor ?? 'PROJECT_CHAIRMAN',
        ...(text ? { pending_comment: text } : {}),
        confirmed: isPending ? false : confirmed,
        version: project.version,
        ...(kind === 'approveOpenLines' ? { approve_open_lines: true } : {}),
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
        // Decided, the form is done (the page leaves); refused, the reviewer may try again.
        onError: release,
      },
    );
  };

  return (
    <section className="cms-project-preview__section cms-project-review-form" aria-labelledby={headingId}>
      <H4 id={headingId}>{t(m.reviewHeading)}</H4>
      {standIn ? (
        <Callout intent={Intent.PRIMARY} icon="person" className="cms-project-review-form__note">
          {t(c.standInHint)}
        </Callout>
      ) : null}
      {!reviewRole && waitingFor ? (
        <p className="cms-project-review-form__hint">
          {t(c.sendBackOnlyHint, { level: reviewLevelName(t, waitingFor) })}
        </p>
      ) : null}
      {rules.final && openLines.length > 0 ? (
        <Callout
          intent={Intent.WARNING}
          icon="warning-sign"
          title={t(c.undecidedTitle, { count: openLines.length })}
          className="cms-project-review-form__note"
        >
          <ul className="cms-project-review-form__lines">
            {openLines.map((line) => (
              <li key={line.id}>
                {texts({ title: line.items.title, comment: line.comment }).title} ({line.total_point})
              </li>
            ))}
          </ul>
          <p>{flagged ? t(c.approveOpenFlagged) : t(c.undecidedIntro)}</p>
        </Callout>
      ) : null}
      <FormGroup label={t(m.columnComment)} labelFor={commentId} helperText={t(c.commentRequiredHint)}>
        <TextArea
          id={commentId}
          fill
          value={comment}
          maxLength={1000}
          disabled={busy}
          onChange={(event) => setComment(event.target.value)}
        />
      </FormGroup>
      {reviewRole ? (
        <Checkbox
          label={t(m.confirmApprove)}
          checked={confirmed}
          disabled={busy}
          onChange={(event) => setConfirmed(event.currentTarget.checked)}
        />
      ) : null}
      {rules.nextLevelName ? (
        <p className="cms-project-review-form__hint">
          {t(m.approvedPassesTo, { level: rules.nextLevelName })}
        </p>
      ) : null}
      <div className="cms-project-review-form__actions">
        {maySendBack ? (
          <Button
            text={t(m.pending)}
            intent={Intent.WARNING}
            disabled={!rules.canPending || busy}
            loading={busy && decision.variables?.is_pending === true}
            onClick={() => decide('pending')}
          />
        ) : null}
        {reviewRole ? (
          <Button
            text={t(m.approved)}
            intent={Intent.SUCCESS}
            disabled={!rules.canApprove || busy}
            loading={
              busy && decision.variables?.is_pending === false && !decision.variables.approve_open_lines
            }
            onClick={() => decide('approve')}
          />
        ) : null}
        {rules.final && openLines.length > 0 ? (
          <Button
            text={t(c.approveOpenLines)}
            intent={Intent.SUCCESS}
            variant="outlined"
            disabled={!rules.canApproveOpenLines || flagged !== false || busy}
            loading={busy && decision.variables?.approve_open_lines === true}
            onClick={() => setAskingBulk(true)}
          />
        ) : null}
      </div>
      <QuestionAlert
        enterConfirms
        question={t(c.approveOpenConfirm, { count: openLines.length, points: bulkPoints })}
        isOpen={askingBulk}
        intent={Intent.SUCCESS}
        icon="endorsed"
        confirmButtonText={t(c.approveOpenLines)}
        cancelButtonText={t(c.cancel)}
        onCancel={() => setAskingBulk(false)}
        onConfirm={() => {
          setAskingBulk(false);
          decide('approveOpenLines');
        }}
      />
    </section>
  );
}
