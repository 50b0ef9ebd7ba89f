import { Icon, Intent, Tag } from '@blueprintjs/core';
import type { MessageDescriptor } from '../../../i18n/messages';
import { useT } from '../../../i18n/translator';
import { projectMessages as m } from '../messages';
import { WIZARD_STEPS, type WizardStep } from './wizard-machine';

/** The names of the wizard's steps (spec 3 section 2). */
export const STEP_NAMES: Readonly<Record<WizardStep, MessageDescriptor>> = {
  1: m.stepInformation,
  2: m.stepCommittee,
  3: m.stepContributions,
  4: m.stepParticipants,
  5: m.stepDocuments,
};

/** Props of the step indicator. */
export interface StepIndicatorProps {
  /** The step shown (1 to 5); 8, the success step, shows every step done. */
  current: number;
}

/**
 * Where the officer is in the wizard: steps 1 to 5 in a row, the current one marked (and named by
 * `aria-current` for screen readers), the ones before it ticked.
 */
export function StepIndicator({ current }: StepIndicatorProps) {
  const t = useT();
  return (
    <ol className="cms-wizard-steps" aria-label={t(m.steps)}>
      {WIZARD_STEPS.map((step) => {
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={step}
            className={`cms-wizard-steps__step${active ? ' cms-wizard-steps__step--current' : ''}`}
            aria-current={active ? 'step' : undefined}
          >
            <Tag
              round
              large
              minimal={!active && !done}
              intent={active ? Intent.PRIMARY : done ? Intent.SUCCESS : Intent.NONE}
              aria-hidden
            >
              {done ? <Icon icon="tick" size={12} /> : step}
            </Tag>
            <span className="cms-wizard-steps__name">
              <span className="cms-sr-only">{`${t(m.stepNumber, { step })} `}</span>
              {t(STEP_NAMES[step])}
              {done ? <span className="cms-sr-only">{` ${t(m.stepDone)}`}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
