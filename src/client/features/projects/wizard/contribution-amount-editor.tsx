import { Button, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useT } from '../../../i18n/translator';
import { projectMessages as m } from '../messages';

/** Props of the inline editor of one contribution's amount. */
export interface ContributionAmountEditorProps {
  /** The member whose contribution it is (names the field and buttons). */
  memberName: string;
  /** The amount now (Rs.). */
  amount: number;
  /** True while the change is on its way. */
  saving: boolean;
  /** Saves the new amount. */
  onSave: (amount: number) => void;
  /** Leaves the amount as it was. */
  onCancel: () => void;
}

/** A positive amount of rupees with at most two decimals, from what was typed; else null. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return amount > 0 && amount <= 1e12 ? amount : null;
}

/** The amount of one contribution, changed in its row: a number field with Save and Cancel. */
export function ContributionAmountEditor({
  memberName,
  amount,
  saving,
  onSave,
  onCancel,
}: ContributionAmountEditorProps) {
  const t = useT();
  const [text, setText] = useState(String(amount));
  const parsed = parseAmount(text);
  const save = () => {
    if (parsed !== null && !saving) onSave(parsed);
  };
  return (
    // Not a <form>: the row sits beside the step's add form, and Enter in the field saves anyway.
    <div
      className="cms-wizard-amount"
      role="group"
      aria-label={t(m.changeContributionOf, { name: memberName })}
    >
      <InputGroup
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={text}
        aria-label={t(m.contributionAmountOf, { name: memberName })}
        intent={parsed === null ? Intent.DANGER : Intent.NONE}
        onValueChange={setText}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          if (event.key === 'Escape') onCancel();
        }}
        autoFocus
      />
      <Button
        intent={Intent.PRIMARY}
        text={t(m.save)}
        loading={saving}
        disabled={parsed === null}
        onClick={save}
      />
      <Button text={t(m.cancel)} disabled={saving} onClick={onCancel} />
    </div>
  );
}
