import { Button, Callout, Intent } from '@blueprintjs/core';
import { useT } from '../i18n/translator';
import type { Draft } from '../lib/drafts/draft-store';
import { componentsMessages } from './messages';

/** Props of the offer of a kept draft. */
export interface DraftOfferProps {
  draft: Draft;
  onResume: () => void;
  onDiscard: () => void;
}

/** The time a draft was kept, as people write it here (DD/MM/YYYY HH:mm). */
function keptAt(savedAt: number): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' }).format(savedAt);
}

/** "A draft of this form is kept on this device": Resume draft, or Discard it. */
export function DraftOffer({ draft, onResume, onDiscard }: DraftOfferProps) {
  const t = useT();
  return (
    <Callout intent={Intent.PRIMARY} icon="history" className="cms-draft-offer" role="status">
      <p>{t(componentsMessages.draftKept, { keptAt: keptAt(draft.savedAt) })}</p>
      <div className="cms-form-actions">
        <Button intent={Intent.PRIMARY} text={t(componentsMessages.resumeDraft)} onClick={onResume} />
        <Button text={t(componentsMessages.discardDraft)} onClick={onDiscard} />
      </div>
    </Callout>
  );
}
