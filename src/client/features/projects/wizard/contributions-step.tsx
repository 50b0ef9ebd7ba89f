import { Button, H4 } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { formatRupees } from '../../../form-engine/activity-view/renderers/money-renderer';
import { useT } from '../../../i18n/translator';
import { linesOf } from '../../../lib/api-error';
import { PROJECT_WIDGETS } from '../../../pickers/project-widgets';
import { useContributionList } from '../api/use-contribution-list';
import { useDeleteProjectEntry } from '../api/use-delete-project-entry';
import { useSaveContribution } from '../api/use-save-contribution';
import { useUpdateContribution } from '../api/use-update-contribution';
import { projectMessages as m } from '../messages';
import { ContributionAmountEditor } from './contribution-amount-editor';
import { CONTRIBUTION_FORM } from './step-forms';
import { EntryFormCard } from './entry-form-card';
import { EntryTable } from './entry-table';
import { useEntryForm } from './use-entry-form';
import { WizardNav } from './wizard-nav';

/** What the contribution form holds. */
interface ContributionFormData {
  member?: string;
  contributions?: number;
}

/** Props of step 3. */
export interface ContributionsStepProps {
  /** The project (saved in step 1). */
  uuid: string;
  /** True when the role may delete entries (the four club officers; spec 3 section 6). */
  canDelete: boolean;
  onBack: () => void;
  onNext: () => void;
}

/**
 * Step 3, member contributions (spec 3 sections 2 and 5): a member and an amount in rupees, and Add
 * (needing both); the contributions so far, each amount changeable in its row, with a delete action.
 */
export function ContributionsStep({ uuid, canDelete, onBack, onNext }: ContributionsStepProps) {
  const t = useT();
  const list = useContributionList(uuid);
  const save = useSaveContribution();
  const update = useUpdateContribution();
  const remove = useDeleteProjectEntry('PROJECT_CONTRIBUTION');
  const form = useEntryForm<ContributionFormData>();
  const [editing, setEditing] = useState<string | null>(null);
  const formContext = useMemo(() => ({ projectUuid: uuid }), [uuid]);

  const add = (data: ContributionFormData) => {
    form.startAdd();
    save.mutate(
      { member: data.member!, contributions: data.contributions!, project_id: uuid },
      form.addCallbacks,
    );
  };

  const entries = list.data ?? [];
  const listLines = list.isError ? linesOf(list.error) : null;
  const complete = Boolean(form.draft.member) && typeof form.draft.contributions === 'number';

  return (
    <section className="cms-wizard-step" aria-labelledby="cms-wizard-contributions">
      <H4 id="cms-wizard-contributions">{t(m.stepContributions)}</H4>
      <ErrorAlert lines={form.alert ?? listLines} onDismiss={form.dismissAlert} />
      <EntryFormCard<ContributionFormData>
        definition={CONTRIBUTION_FORM}
        form={form}
        onSubmit={add}
        loading={save.isPending}
        submitDisabled={!complete || save.isPending}
        widgets={PROJECT_WIDGETS}
        formContext={formContext}
      />
      <EntryTable
        label={t(m.contributionsTable)}
        entries={entries}
        loading={list.isPending}
        loadingText={t(m.loadingContributions)}
        emptyText={t(m.noContributions)}
        columns={[
          { header: t(m.columnMember), cell: (entry) => entry.member.display_name },
          {
            header: t(m.columnContribution),
            cell: (entry) =>
              editing === entry.uuid ? (
                <ContributionAmountEditor
                  memberName={entry.member.display_name}
                  amount={entry.contributions}
                  saving={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSave={(contributions) => {
                    form.dismissAlert();
                    update.mutate(
                      { uuid: entry.uuid, contributions },
                      { onSuccess: () => setEditing(null), onError: form.fail },
                    );
                  }}
                />
              ) : (
                formatRupees(entry.contributions)
              ),
          },
        ]}
        actions={(entry) =>
          editing !== entry.uuid ? (
            <Button
              variant="minimal"
              icon="edit"
              aria-label={t(m.editContributionOf, { name: entry.member.display_name })}
              title={t(m.edit)}
              onClick={() => setEditing(entry.uuid)}
            />
          ) : null
        }
        deletion={
          canDelete
            ? form.deletion<(typeof entries)[number]>(remove, (entry) =>
                t(m.deleteContributionOf, { name: entry.member.display_name }),
              )
            : undefined
        }
      />
      <WizardNav onBack={onBack} onNext={onNext} />
    </section>
  );
}
