import { Button, Callout, Intent } from '@blueprintjs/core';
import { useT, useLanguage } from '../i18n/translator';
import { LOCALE_TAGS } from '../i18n/language';
import type { Language } from '../../shared/i18n/schema-texts';
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

/** The time a draft was kept, as people write it in the app's language (dd/mm/yyyy and the time in English). */
function keptAt(savedAt: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], { dateStyle: 'short', timeStyle: 'short' }).format(
    savedAt,
  );
}

/**
 * "A draft of this form is kept on this device": Resume draft, or Discard it. The offer stays until
 * the officer answers; if they start typing instead, they are asked which to keep, so neither the
 * draft nor what they typed is lost without their word.
 */
export function DraftOffer({ draft, held = false, onResume, onDiscard }: DraftOfferProps) {
  const t = useT();
  const when = keptAt(draft.savedAt, useLanguage());
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
