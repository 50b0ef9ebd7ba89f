import './review-chain.css';
import type { ReviewLevel } from '../../../../shared/machines';
import { useT } from '../../../i18n/translator';
import { reviewLevelName } from '../project-words';
import { chainMessages as c } from './messages';
import type { SentBack } from './sent-back-callout';
import { daysWaiting } from './waiting-days';

/** A list row's line under a project's title: why it was sent back (nothing without a send-back). */
export function SentBackLine({ sentBack }: { sentBack: SentBack | null | undefined }) {
  const t = useT();
  if (!sentBack?.comment) return null;
  return (
    <div className="cms-row-note cms-row-note--sent-back" title={sentBack.comment}>
      {t(c.sentBackRow, { reason: sentBack.comment })}
    </div>
  );
}

/** Props of the waiting line. */
export interface WaitingLineProps {
  /** The level the project waits for; nothing shows outside review. */
  level: ReviewLevel | null;
  /** Since when (the row's waiting_since). */
  since: string | null;
}

/** A queue row's line under the status: the level the project waits for, and for how many days. */
export function WaitingLine({ level, since }: WaitingLineProps) {
  const t = useT();
  const days = daysWaiting(since);
  if (!level || days === null) return null;
  return <div className="cms-row-note">{t(c.waitingDays, { level: reviewLevelName(t, level), days })}</div>;
}
