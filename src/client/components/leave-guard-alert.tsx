import { Intent } from '@blueprintjs/core';
import type { Blocker } from 'react-router';
import { useT } from '../i18n/translator';
import { componentsMessages } from './messages';
import { QuestionAlert } from './question-alert';

/** Props of the question asked before leaving a form with changes. */
export interface LeaveGuardAlertProps {
  blocker: Blocker;
  /** True when the changes are kept as a draft on this device (said in the question). */
  keptAsDraft: boolean;
}

/** "Leave this form?" while the leave guard holds a navigation: Stay, or Leave. */
export function LeaveGuardAlert({ blocker, keptAsDraft }: LeaveGuardAlertProps) {
  const t = useT();
  return (
    <QuestionAlert
      question={t(componentsMessages.leaveQuestion)}
      isOpen={blocker.state === 'blocked'}
      intent={Intent.WARNING}
      icon="warning-sign"
      cancelButtonText={t(componentsMessages.stay)}
      confirmButtonText={t(componentsMessages.leave)}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      {keptAsDraft ? <p>{t(componentsMessages.leaveKeptAsDraft)}</p> : null}
    </QuestionAlert>
  );
}
