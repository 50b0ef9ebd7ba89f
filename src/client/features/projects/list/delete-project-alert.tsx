import { Alert, Intent } from '@blueprintjs/core';
import { useId } from 'react';

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

/**
 * 'Delete Project': asks before a project goes, with its committee, contributions, participants,
 * documents and points. The title and question name and describe the dialog for screen readers.
 */
export function DeleteProjectAlert({ project, loading, onConfirm, onCancel }: DeleteProjectAlertProps) {
  const titleId = useId();
  const questionId = useId();
  return (
    <Alert
      isOpen={project !== null}
      icon="trash"
      intent={Intent.DANGER}
      confirmButtonText="Delete"
      cancelButtonText="Cancel"
      loading={loading}
      canEscapeKeyCancel={!loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
      aria-labelledby={titleId}
      aria-describedby={questionId}
    >
      <h4 id={titleId} className="cms-delete-alert__title">
        Delete Project
      </h4>
      <p id={questionId}>
        Do you want to delete the project <strong>{project?.project_code}</strong>
        {project?.project_title ? ` (${project.project_title})` : ''}? Its committee, contributions,
        participants, documents and points are deleted with it.
      </p>
    </Alert>
  );
}
