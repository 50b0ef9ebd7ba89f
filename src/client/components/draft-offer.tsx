import { Button, Callout, Intent } from '@blueprintjs/core';
import { useT } from '../i18n/translator';
import type { Draft } from '../lib/drafts/draft-store';
import { componentsMessages } from './messages';
import { QuestionAlert } from './question-alert';

/** Props of the offer of a kept draft. */
export interface DraftOfferProps {
  draft: Draft;
  /** The officer typed in the form meanwhile: ask which to keep. */
  held?: boolean;
  onResume: () => void;
  onDiscard: () => void;
}

/**
 * The time a draft was kept on this device's clock, as the app writes dates in every language
 * (DD/MM/YYYY, see formatDisplayDate) and the time on the 24-hour clock: the locales' own short
 * forms differ (Sinhala's is month first or year first, depending on the browser).
 */
function keptAt(savedAt: number): string {
  const at = new Date(savedAt);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/**
 * "A draft of this form is kept on this device": Resume draft, or Discard it. The offer stays until
 * the officer answers; if they start typing instead, they are asked which to keep, so neither the
 * draft nor what they typed is lost without their word.
 */
export function DraftOffer({ draft, held = false, onResume, onDiscard }: DraftOfferProps) {
  const t = useT();
  const when = keptAt(draft.savedAt);
  return (
    <>
      <Callout intent={Intent.PRIMARY} icon="history" className="cms-draft-offer" role="status">
        <p>{t(componentsMessages.draftKept, { keptAt: when })}</p>
        <div className="cms-form-actions">
          <Button intent={Intent.PRIMARY} text={t(componentsMessages.resumeDraft)} onClick={onResume} />
          <Button text={t(componentsMessages.discardDraft)} onClick={onDiscard} />
        </div>
      </Callout>
      <QuestionAlert
        isOpen={held}
        intent={Intent.PRIMARY}
        icon="history"
        question={t(componentsMessages.draftHeldQuestion, { keptAt: when })}
        confirmButtonText={t(componentsMessages.resumeDraft)}
        cancelButtonText={t(componentsMessages.keepTyped)}
        onConfirm={onResume}
        onCancel={onDiscard}
      >
        <p>{t(componentsMessages.draftHeldDetail)}</p>
      </QuestionAlert>
    </>
  );
}
