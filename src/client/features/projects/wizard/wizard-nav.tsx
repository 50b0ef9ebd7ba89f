import { Button, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/translator';
import { projectMessages as m } from '../messages';

/** Props of the Back and Next row under a step. */
export interface WizardNavProps {
  /** Back one step; omitted on step 1. */
  onBack?: () => void;
  /** Next; omitted where the step's own button goes on (step 1's form, step 5's Submit). */
  onNext?: () => void;
  /** True while Next's rule does not hold (the machine's guard). */
  nextDisabled?: boolean;
  /** Why Next is disabled, said beside it. */
  nextHint?: string | null;
  /** Buttons after Back (step 5's Submit). */
  children?: ReactNode;
}

/** The wizard's Back and Next buttons. */
export function WizardNav({ onBack, onNext, nextDisabled = false, nextHint, children }: WizardNavProps) {
  const t = useT();
  return (
    <div className="cms-wizard-nav">
      {onBack ? <Button icon="arrow-left" text={t(m.back)} onClick={onBack} /> : <span />}
      <div className="cms-wizard-nav__end">
        {nextDisabled && nextHint ? <span className="cms-wizard-nav__hint">{nextHint}</span> : null}
        {onNext ? (
          <Button
            intent={Intent.PRIMARY}
            endIcon="arrow-right"
            text={t(m.next)}
            disabled={nextDisabled}
            onClick={onNext}
          />
        ) : null}
        {children}
      </div>
    </div>
  );
}
