import { H4 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../i18n/translator';
import { linesOf } from '../../../lib/api-error';
import { PROJECT_WIDGETS } from '../../../pickers/project-widgets';
import { useDeleteProjectEntry } from '../api/use-delete-project-entry';
import { useParticipantList } from '../api/use-participant-list';
import { useSaveParticipants } from '../api/use-save-participants';
import { projectMessages as m } from '../messages';
import { PARTICIPANTS_FORM } from './step-forms';
import { EntryFormCard } from './entry-form-card';
import { EntryTable } from './entry-table';
import { useEntryForm } from './use-entry-form';
import { WizardNav } from './wizard-nav';

/** What the participants form holds (rjsf fills a list's minimum with empty places). */
interface ParticipantsFormData {
  members?: Array<string | undefined>;
}

/** The members chosen, without rjsf's empty places. */
function chosenMembers(data: ParticipantsFormData): string[] {
  return (data.members ?? []).filter((m): m is string => typeof m === 'string' && m !== '');
}

/** Props of step 4. */
export interface ParticipantsStepProps {
  /** The project (saved in step 1). */
  uuid: string;
  /** True when the role may delete entries (the four club officers; spec 3 section 6). */
  canDelete: boolean;
  /** Tells the wizard the number of participants whenever the list loads. */
  onCount: (count: number) => void;
  onBack: () => void;
  onNext: () => void;
  /** False while Next's rule does not hold (no participant yet). */
  canNext: boolean;
}

/**
 * Step 4, participants (spec 3 sections 2 and 5): members chosen several at a time, and Add (needing
 * at least one); the participants so far with a delete action; Next needs at least one participant.
 */
export function ParticipantsStep({
  uuid,
  canDelete,
  onCount,
  onBack,
  onNext,
  canNext,
}: ParticipantsStepProps) {
  const t = useT();
  const list = useParticipantList(uuid);
  const save = useSaveParticipants();
  const remove = useDeleteProjectEntry('PROJECT_PARTICIPANT');
  const form = useEntryForm<ParticipantsFormData>({ count: list.data?.length, onCount });
  const formContext = useMemo(() => ({ projectUuid: uuid }), [uuid]);

  const add = (data: ParticipantsFormData) => {
    form.startAdd();
    save.mutate({ projectUuid: uuid, members: chosenMembers(data) }, form.addCallbacks);
  };

  const entries = list.data ?? [];
  const listLines = list.isError ? linesOf(list.error) : null;

  return (
    <section className="cms-wizard-step" aria-labelledby="cms-wizard-participants">
      <H4 id="cms-wizard-participants">{t(m.stepParticipants)}</H4>
      <ErrorAlert lines={form.alert ?? listLines} onDismiss={form.dismissAlert} />
      <EntryFormCard<ParticipantsFormData>
        definition={PARTICIPANTS_FORM}
        form={form}
        onSubmit={add}
        loading={save.isPending}
        submitDisabled={chosenMembers(form.draft).length === 0 || save.isPending}
        widgets={PROJECT_WIDGETS}
        formContext={formContext}
        // The member list stays open while several are picked: Add sits beside it, never under it.
        inline
      />
      <EntryTable
        label={t(m.participantsTable)}
        entries={entries}
        loading={list.isPending}
        loadingText={t(m.loadingParticipants)}
        emptyText={t(m.noParticipants)}
        columns={[{ header: t(m.columnMember), cell: (entry) => entry.member.display_name }]}
        deletion={
          canDelete
            ? form.deletion<(typeof entries)[number]>(remove, (entry) =>
                t(m.deleteNamed, { name: entry.member.display_name }),
              )
            : undefined
        }
      />
      <WizardNav onBack={onBack} onNext={onNext} nextDisabled={!canNext} nextHint={t(m.needParticipant)} />
    </section>
  );
}
