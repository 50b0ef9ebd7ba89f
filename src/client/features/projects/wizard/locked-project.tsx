import { Callout, Intent } from '@blueprintjs/core';
import { LinkButton } from '../../../components/link-button';
import { useT } from '../../../i18n/translator';
import { projectMessages as m } from '../messages';

/** What the wizard says of a project the role may not edit although it is a draft. */
export const NOT_YOURS_MESSAGE = m.notYours.defaultMessage;

/** Props of the notice for a project the wizard does not open. */
export interface LockedProjectProps {
  /** The project. */
  uuid: string;
  /** True when it is still a draft (then the role is what stops it). */
  draft: boolean;
}

/**
 * A project that is no longer a draft (or not the role's to edit) opens nowhere in the wizard (spec 3
 * section 4): this says why and links to its preview.
 */
export function LockedProject({ uuid, draft }: LockedProjectProps) {
  const t = useT();
  return (
    <section className="cms-wizard-step">
      <Callout intent={Intent.WARNING} icon="lock" title={t(m.cannotBeEdited)}>
        {/* The shared machine's PROJECT_REASONS.notDraft, in the reader's language. */}
        {draft ? t(m.notYours) : t(m.notDraft)}
      </Callout>
      <div className="cms-wizard-nav">
        <LinkButton
          to={`/projects/info/${uuid}`}
          icon="eye-open"
          text={t(m.viewProject)}
          intent={Intent.PRIMARY}
        />
        <LinkButton to="/projects" icon="list" text={t(m.serviceProjects)} />
      </div>
    </section>
  );
}
