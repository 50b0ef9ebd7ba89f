import { Icon, Intent, Tag } from '@blueprintjs/core';
import { WIZARD_STEPS, type WizardStep } from './wizard-machine';

/** The names of the wizard's steps (spec 3 section 2). */
export const STEP_NAMES: Readonly<Record<WizardStep, string>> = {
  1: 'Information',
  2: 'Committee',
  3: 'Member Contributions',
  4: 'Participants',
  5: 'Photos and Documents',
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
  return (
    <ol className="cms-wizard-steps" aria-label="Steps">
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
              <span className="cms-sr-only">{`Step ${step}: `}</span>
              {STEP_NAMES[step]}
              {done ? <span className="cms-sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
