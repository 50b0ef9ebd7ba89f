import { Intent } from '@blueprintjs/core';
import { QuestionAlert } from '../../../components/question-alert';
import { useT } from '../../../i18n/translator';
import { memberMessages } from '../messages';

// Stands for the member's name in the translated question, so the name can be set in bold wherever the
// language puts it (a private-use character no name or club holds).
const NAME_SLOT = '\uE000';

/** Props of the drop confirmation. */
export interface DropMemberAlertProps {
  /** The member to drop; the dialog is open while one is given. */
  member: { display_name: string; club: string | null } | null;
  /** True while the drop is on its way. */
  loading: boolean;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** Called when the user cancels. */
  onCancel: () => void;
}

/** Asks before a member is dropped: the member leaves the club and becomes inactive. */
export function DropMemberAlert({ member, loading, onConfirm, onCancel }: DropMemberAlertProps) {
  const t = useT();
  const question = member?.club
    ? t(memberMessages.dropFromClubQuestion, { name: NAME_SLOT, club: member.club })
    : t(memberMessages.dropQuestion, { name: NAME_SLOT });
  const [before, ...after] = question.split(NAME_SLOT);
  return (
    <QuestionAlert
      question={
        <>
          {before}
          <strong>{member?.display_name}</strong>
          {after.join(NAME_SLOT)}
        </>
      }
      isOpen={member !== null}
      intent={Intent.DANGER}
      icon="remove"
      confirmButtonText={t(memberMessages.drop)}
      cancelButtonText={t(memberMessages.cancel)}
      loading={loading}
      canEscapeKeyCancel={!loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t(memberMessages.dropConsequence)}</p>
    </QuestionAlert>
  );
}
