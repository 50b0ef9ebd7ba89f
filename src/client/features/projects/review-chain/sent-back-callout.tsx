import './review-chain.css';
import { Callout, Intent } from '@blueprintjs/core';
import type { components } from '../../../../shared/api/openapi';
import { useT } from '../../../i18n/translator';
import { dayOf } from '../preview/day-of';
import { actingRoleWords, reviewLevelName } from '../project-words';
import { chainMessages as c } from './messages';

/** Why and by whom a project waiting in PENDING was sent back (detail.sent_back, a list row's sent_back). */
export type SentBack = components['schemas']['ProjectSentBack'];

/** Props of the send-back callout. */
export interface SentBackCalloutProps {
  /** The project's latest send-back; nothing shows without one. */
  sentBack: SentBack | null | undefined;
}

/** Who sent it back, in the reader's words: the role (or level) and the member, when known. */
function useSenderWords(sentBack: SentBack): string {
  const t = useT();
  const role = actingRoleWords(t, sentBack.role);
  const name = sentBack.member?.display_name;
  if (!role) return name ?? '';
  return name ? `${role} (${name})` : role;
}

/**
 * The reviewer's reason for sending a project back, at the top of every wizard step and of the
 * preview until the project is submitted again: who and when, the comment as written, and where the
 * project goes once resubmitted (the level that sent it back, not the start of the chain).
 */
export function SentBackCallout({ sentBack }: SentBackCalloutProps) {
  if (!sentBack) return null;
  return <SentBackBody sentBack={sentBack} />;
}

/** The callout of a send-back that exists. */
function SentBackBody({ sentBack }: { sentBack: SentBack }) {
  const t = useT();
  const who = useSenderWords(sentBack);
  return (
    <Callout intent={Intent.WARNING} icon="undo" title={t(c.sentBackTitle)} className="cms-sent-back">
      <p className="cms-sent-back__by">{t(c.sentBackBy, { who, date: dayOf(sentBack.created_at) })}</p>
      <blockquote className="cms-sent-back__reason">{sentBack.comment ?? ''}</blockquote>
      <p className="cms-sent-back__returns">
        {sentBack.returns_to && sentBack.returns_to !== 'PROJECT_CHAIRMAN'
          ? t(c.returnsTo, { level: reviewLevelName(t, sentBack.returns_to) })
          : t(c.returnsToChairman)}
      </p>
    </Callout>
  );
}
