import { Alert, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { useT } from '../i18n/translator';
import { activityDomainMessages } from './messages';

/** Props of the delete confirmation. */
export interface DeleteActivityAlertProps {
  /** True while the dialog is open. */
  isOpen: boolean;
  /** True while the delete is on its way (the buttons wait, Escape does nothing). */
  loading?: boolean;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called when the user cancels. */
  onCancel: () => void;
}

/**
 * 'Delete Activity' / 'Do you want to delete this activity?' (spec 2 section 8), before a report is
 * deleted from its view or from the Review Tasks list. The title and question name and describe the
 * dialog, so screen readers announce them and tests can find it.
 */
export function DeleteActivityAlert({
  isOpen,
  loading = false,
  onConfirm,
  onCancel,
}: DeleteActivityAlertProps) {
  const t = useT();
  const titleId = useId();
  const questionId = useId();
  return (
    <Alert
      isOpen={isOpen}
      icon="trash"
      intent={Intent.DANGER}
      confirmButtonText={t(activityDomainMessages.delete)}
      cancelButtonText={t(activityDomainMessages.cancel)}
      loading={loading}
      canEscapeKeyCancel={!loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
      aria-labelledby={titleId}
      aria-describedby={questionId}
    >
      <h4 id={titleId} className="cms-delete-alert__title">
        {t(activityDomainMessages.deleteTitle)}
      </h4>
      <p id={questionId}>{t(activityDomainMessages.deleteQuestion)}</p>
    </Alert>
  );
}
