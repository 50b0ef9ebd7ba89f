import { Alert, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { useT } from '../../../i18n/translator';
import { projectMessages } from '../messages';
import { projectName } from './project-code';

/** Props of the project delete confirmation. */
export interface DeleteProjectAlertProps {
  /** The project to delete; the dialog is open while one is given. */
  project: { project_code: string; project_title: string | null } | null;
  /** True while the delete is on its way (the buttons wait, Escape does nothing). */
  loading: boolean;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called when the user cancels. */
  onCancel: () => void;
}

// Stands for the project code while the question is put into words, so the code can be drawn bold
// wherever the language places it.
const CODE_MARK = '\u0000';

/**
 * 'Delete Project': asks before a project goes, with its committee, contributions, participants,
 * documents and points. The title and question name and describe the dialog for screen readers.
 */
export function DeleteProjectAlert({ project, loading, onConfirm, onCancel }: DeleteProjectAlertProps) {
  const t = useT();
  const titleId = useId();
  const questionId = useId();
  // A draft has no code yet: it is named by its title alone.
  const code = project ? projectName(t, project) : '';
  const question =
    project?.project_code && project.project_title
      ? t(projectMessages.deleteQuestionTitled, { code: CODE_MARK, title: project.project_title })
      : t(projectMessages.deleteQuestion, { code: CODE_MARK });
  const [before = '', after = ''] = question.split(CODE_MARK);
  return (
    <Alert
      isOpen={project !== null}
      icon="trash"
      intent={Intent.DANGER}
      confirmButtonText={t(projectMessages.delete)}
      cancelButtonText={t(projectMessages.cancel)}
      loading={loading}
      canEscapeKeyCancel={!loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
      aria-labelledby={titleId}
      aria-describedby={questionId}
    >
      <h4 id={titleId} className="cms-delete-alert__title">
        {t(projectMessages.deleteTitle)}
      </h4>
      <p id={questionId}>
        {before}
        <strong>{code}</strong>
        {after}
      </p>
    </Alert>
  );
}
