import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DraftedForm } from '../../../components/drafted-form';
import { ErrorAlert } from '../../../components/error-alert';
import { PageHeader } from '../../../components/page-header';
import { EntityForm } from '../../../form-engine/entity-form';
import type { ServerErrors } from '../../../form-engine/error-messages';
import { fieldErrorsOf, linesOf } from '../../../lib/api-error';
import { useT } from '../../../i18n/translator';
import { useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toaster';
import { useFormDraft } from '../../../lib/drafts/use-form-draft';
import { useCreateMember } from '../api/use-create-member';
import {
  memberCreateInitialData,
  memberCreatePayload,
  memberCreateSchema,
  memberCreateUiSchema,
  memberCreateValidator,
  type MemberCreateFormData,
} from '../member-create-form';
import { MEMBER_FORM_WIDGETS } from '../member-form-widgets';
import { memberMessages } from '../messages';
import '../members.css';

/** '/members/create': the new member form (spec 1 sections 2.11, 3 and 5). */
export function MemberCreatePage() {
  const t = useT();
  const navigate = useNavigate();
  const { role, clubId, clubName } = useSession();
  const create = useCreateMember();
  const [alert, setAlert] = useState<string[] | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  // Built once: a new club chosen elsewhere must not reset what the user typed.
  const [initial] = useState(() => memberCreateInitialData({ role, clubId, clubName }));
  const uiSchema = useMemo(() => memberCreateUiSchema({ role, clubId, clubName }), [role, clubId, clubName]);
  // A new member's details are kept on the device as they are typed, and offered back after a reload.
  const draft = useFormDraft({ month: '-', type: 'member-create' }, create.isSuccess);

  const submit = (data: MemberCreateFormData) => {
    setAlert(null);
    setServerErrors(null);
    create.mutate(memberCreatePayload(data, { role, clubId, clubName }), {
      onSuccess: (answer) => {
        draft.sent();
        void showToast(t(memberMessages.created));
        navigate(`/members/info/${answer.data.uuid}`);
      },
      onError: (error) => {
        setAlert(linesOf(error));
        setServerErrors(fieldErrorsOf(error));
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
    });
  };

  return (
    <section className="cms-members cms-member-form">
      <PageHeader title={t(memberMessages.createNew)} />
      <ErrorAlert lines={alert} onDismiss={() => setAlert(null)} />
      <DraftedForm draft={draft}>
        <EntityForm<MemberCreateFormData>
          // A resumed draft is a new start for the form.
          key={draft.resumed ? 'draft' : 'fresh'}
          schema={memberCreateSchema}
          uiSchema={uiSchema}
          validator={memberCreateValidator}
          formData={(draft.resumed?.data as MemberCreateFormData | undefined) ?? initial}
          onChange={(data) => draft.edited(data as Record<string, unknown>)}
          onSubmit={submit}
          loading={create.isPending}
          serverErrors={serverErrors}
          widgets={MEMBER_FORM_WIDGETS}
        />
      </DraftedForm>
    </section>
  );
}
