import { Callout, Intent } from '@blueprintjs/core';
import { LinkButton } from '../../../components/link-button';
import { useT } from '../../../i18n/translator';
import { projectMessages as m } from '../messages';

/**
 * The wizard's text once a project is submitted (spec 3 section 2, step 8). The spec's 'submited' is
 * the original's typo; docs/spec-deviations.md records the correction.
 */
export const SUBMITTED_MESSAGE = m.submitted.defaultMessage;

/** Props of the success step. */
export interface SuccessStepProps {
  /** The submitted project. */
  uuid: string;
}

/** Step 8: the project is submitted; on to its preview or back to the list. */
export function SuccessStep({ uuid }: SuccessStepProps) {
  const t = useT();
  return (
    <section className="cms-wizard-step">
      <Callout intent={Intent.SUCCESS} icon="tick-circle" role="status">
        {t(m.submitted)}
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
