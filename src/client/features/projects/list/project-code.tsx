import { Classes } from '@blueprintjs/core';
import type { Translate } from '../../../i18n/messages';
import { useT } from '../../../i18n/translator';
import { projectMessages as m } from '../messages';

/** A project as it is named to a reader. */
interface NamedProject {
  project_code: string;
  project_title: string | null;
}

/**
 * How a project is named in a button's or a dialog's words: its code; a draft, which takes its code
 * only at its first submission, by its title, else as 'Draft'.
 */
export function projectName(t: Translate, project: NamedProject): string {
  return project.project_code || project.project_title || t(m.codeDraft);
}

/** Props of a project's code. */
export interface ProjectCodeProps {
  /** The code as stored: empty for a draft, which takes one at its first submission. */
  code: string;
}

/** A project's code; a draft's, which it does not have yet, as a muted 'Draft' that says why. */
export function ProjectCode({ code }: ProjectCodeProps) {
  const t = useT();
  if (code) return <>{code}</>;
  return (
    <span className={`${Classes.TEXT_MUTED} cms-project-code--draft`} title={t(m.codeDraftHelp)}>
      {t(m.codeDraft)}
    </span>
  );
}
