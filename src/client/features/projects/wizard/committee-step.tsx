import { H4 } from '@blueprintjs/core';
import { useCallback, useMemo } from 'react';
import { PROJECT_CHAIRMAN_POSITION } from '../../../../shared/machines';
import { ErrorAlert } from '../../../components/error-alert';
import { useFolderOverlay } from '../../../form-engine/overlays/use-folder-overlay';
import { useT } from '../../../i18n/translator';
import { linesOf } from '../../../lib/api-error';
import { PROJECT_WIDGETS } from '../../../pickers/project-widgets';
import { useCommitteeList } from '../api/use-committee-list';
import { useDeleteProjectEntry } from '../api/use-delete-project-entry';
import { useSaveCommitteeMember, type CommitteeMemberInput } from '../api/use-save-committee-member';
import { projectMessages as m } from '../messages';
import { chainMessages } from '../review-chain/messages';
import { COMMITTEE_FORM } from './step-forms';
import { EntryFormCard } from './entry-form-card';
import { EntryTable } from './entry-table';
import { useEntryForm } from './use-entry-form';
import { WizardNav } from './wizard-nav';

/** What the committee form holds. */
interface CommitteeFormData {
  position?: CommitteeMemberInput['position'];
  member?: string;
}

/** Props of step 2. */
export interface CommitteeStepProps {
  /** The project (saved in step 1). */
  uuid: string;
  /** True when the role may delete entries (the four club officers; spec 3 section 6). */
  canDelete: boolean;
  /** Tells the wizard the committee's size, and whether it names its chairman, whenever the list loads. */
  onCount: (count: number, chairman: boolean) => void;
  onBack: () => void;
  onNext: () => void;
  /** False while Next's rule does not hold (no committee member, or no Project Chairman, yet). */
  canNext: boolean;
}

/**
 * Step 2, the committee (spec 3 sections 2 and 5): a position and a member of the project's club, and
 * Add (needing both); the committee so far with a delete action; Next needs at least one member, and
 * the Project Chairman, the project's first reviewer, without whom it cannot be submitted: said here,
 * where the officer names them, not at step 5.
 */
export function CommitteeStep({ uuid, canDelete, onCount, onBack, onNext, canNext }: CommitteeStepProps) {
  const t = useT();
  const list = useCommitteeList(uuid);
  const save = useSaveCommitteeMember();
  const remove = useDeleteProjectEntry('PROJECT_COMMITTEE');
  const chairman = (list.data ?? []).some((entry) => entry.position === PROJECT_CHAIRMAN_POSITION);
  const countWithChairman = useCallback((count: number) => onCount(count, chairman), [onCount, chairman]);
  const form = useEntryForm<CommitteeFormData>({ count: list.data?.length, onCount: countWithChairman });
  const formContext = useMemo(() => ({ projectUuid: uuid }), [uuid]);
  // The positions are the form's options: their words come from its folder's overlay too.
  const words = useFolderOverlay(COMMITTEE_FORM.folder);

  const add = (data: CommitteeFormData) => {
    form.startAdd();
    save.mutate({ position: data.position!, member: data.member!, project_id: uuid }, form.addCallbacks);
  };

  const entries = list.data ?? [];
  const listLines = list.isError ? linesOf(list.error) : null;

  return (
    <section className="cms-wizard-step" aria-labelledby="cms-wizard-committee">
      <H4 id="cms-wizard-committee">{t(m.stepCommittee)}</H4>
      <ErrorAlert lines={form.alert ?? listLines} onDismiss={form.dismissAlert} />
      <EntryFormCard<CommitteeFormData>
        definition={COMMITTEE_FORM}
        form={form}
        onSubmit={add}
        loading={save.isPending}
        submitDisabled={!form.draft.position || !form.draft.member || save.isPending}
        widgets={PROJECT_WIDGETS}
        formContext={formContext}
      />
      <EntryTable
        label={t(m.committeeTable)}
        entries={entries}
        loading={list.isPending}
        loadingText={t(m.loadingCommittee)}
        emptyText={t(m.noCommittee)}
        columns={[
          { header: t(m.columnPosition), cell: (entry) => words.translate(entry.position) },
          { header: t(m.columnMember), cell: (entry) => entry.member.display_name },
        ]}
        deletion={
          canDelete
            ? form.deletion<(typeof entries)[number]>(remove, (entry) =>
                t(m.deleteNamed, { name: entry.member.display_name }),
              )
            : undefined
        }
      />
      <WizardNav
        onBack={onBack}
        onNext={onNext}
        nextDisabled={!canNext}
        nextHint={entries.length === 0 ? t(m.needCommittee) : t(chainMessages.needChairman)}
      />
    </section>
  );
}
