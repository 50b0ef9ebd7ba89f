import type { ReactNode } from 'react';
import { draftsAvailable } from '../lib/drafts/draft-store';
import type { FormDraft } from '../lib/drafts/use-form-draft';
import { DraftOffer } from './draft-offer';
import { LeaveGuardAlert } from './leave-guard-alert';

/** Props of a form kept as a draft. */
export interface DraftedFormProps {
  /** The page's draft (`useFormDraft`). */
  draft: FormDraft;
  /** The form (and what goes with it, such as its upload panel). */
  children: ReactNode;
}

/**
 * A form with its draft on this device: the kept draft offered above it until the officer decides,
 * the form's area watched for the officer's own changes, and the question asked before leaving it.
 */
export function DraftedForm({ draft, children }: DraftedFormProps) {
  return (
    <>
      {draft.offered ? (
        <DraftOffer
          draft={draft.offered}
          held={draft.held}
          onResume={draft.resume}
          onDiscard={draft.discard}
        />
      ) : null}
      <div className="cms-drafted-form" {...draft.areaProps}>
        {children}
      </div>
      <LeaveGuardAlert blocker={draft.blocker} keptAsDraft={draftsAvailable()} />
    </>
  );
}
