import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DraftedForm } from '../../../components/drafted-form';
import { ErrorAlert } from '../../../components/error-alert';
import { PageHeader } from '../../../components/page-header';
import { EntityForm } from '../../../form-engine/entity-form';
import { useChosenFiles } from '../../../form-engine/use-chosen-files';
import type { ServerErrors } from '../../../form-engine/error-messages';
import { ApiError, fieldErrorsOf, linesOf } from '../../../lib/api-error';
import { useT } from '../../../i18n/translator';
import { useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toaster';
import { useFormDraft, type FormDraft } from '../../../lib/drafts/use-form-draft';
import type { BlueprintFormContext } from '../../../theme';
import { useMemberInfo } from '../api/use-member-info';
import { useUpdateMember } from '../api/use-update-member';
import {
  editRightsOf,
  memberEditBody,
  memberEditFormData,
  memberEditSchema,
  memberEditUiSchema,
  memberEditValidator,
  type MemberDetail,
  type MemberEditFormData,
} from '../member-edit-form';
import { MEMBER_FORM_WIDGETS } from '../member-form-widgets';
import { memberMessages } from '../messages';
import '../members.css';

/** '/members/edit/:uuid': loads the member, then shows the edit form (spec 1 sections 2.11 and 3). */
export function MemberEditPage() {
  const t = useT();
  const { uuid } = useParams();
  const info = useMemberInfo(uuid);
  // The changes are kept on the device as they are typed (the photo included), per member.
  const draft = useFormDraft({ month: '-', type: 'member-edit', reportId: uuid });

  let body;
  if (info.isPending) body = <Spinner size={32} aria-label={t(memberMessages.loadingMember)} />;
  else if (info.isError || !info.data) {
    const lines = info.error instanceof ApiError ? info.error.lines : [t(memberMessages.notFound)];
    body = <NonIdealState icon="person" title={t(memberMessages.editTitle)} description={lines.join(' ')} />;
  } else {
    body = (
      <DraftedForm draft={draft}>
        <MemberEditForm
          // A resumed draft is a new start for the form: its data and its photo.
          key={`${info.data.uuid}:${draft.resumed ? 'draft' : 'fresh'}`}
          member={info.data}
          draft={draft}
        />
      </DraftedForm>
    );
  }

  return (
    <section className="cms-members cms-member-form">
      <PageHeader title={t(memberMessages.editTitle)} />
      {body}
    </section>
  );
}

/** Props of the member edit form. */
interface MemberEditFormProps {
  /** The member as loaded; the form starts from these values. */
  member: MemberDetail;
  /** The page's draft: the form starts from a resumed one, and tells it each change. */
  draft: FormDraft;
}

/** The edit form of one member: its fields for the acting role, sent as multipart. */
function MemberEditForm({ member, draft }: MemberEditFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const { role, userId } = useSession();
  const update = useUpdateMember(member.uuid);
  // Nobody grants themselves an office: on one's own record the office roles are not offered.
  const self = member.user === userId;
  const rights = useMemo(() => {
    const ofRole = editRightsOf(role);
    return self ? { ...ofRole, officeRoles: false } : ofRole;
  }, [role, self]);
  const uiSchema = useMemo(
    () => memberEditUiSchema(rights, member.club?.name, role),
    [rights, member.club?.name, role],
  );
  // Built once: a reload of the member after the save must not reset what the user typed.
  const [initial] = useState(
    () => (draft.resumed?.data as MemberEditFormData | undefined) ?? memberEditFormData(member),
  );
  const [alert, setAlert] = useState<string[] | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  // The form holds only the image's name; the file itself waits here for the upload.
  const files = useChosenFiles(draft.resumed?.files);
  const formContext = useMemo<BlueprintFormContext>(
    () => ({ onFile: files.onFile, onFileBusy: files.onFileBusy }),
    [files.onFile, files.onFileBusy],
  );

  const submit = (data: MemberEditFormData) => {
    setAlert(null);
    setServerErrors(null);
    update.mutate(
      memberEditBody(data, rights, files.filesFor(data as Record<string, unknown>).get('image') ?? null),
      {
        onSuccess: () => {
          draft.sent();
          void showToast(t(memberMessages.updated));
          navigate('/members');
        },
        onError: (error) => {
          setAlert(linesOf(error));
          setServerErrors(fieldErrorsOf(error));
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
      },
    );
  };

  return (
    <>
      <ErrorAlert lines={alert} onDismiss={() => setAlert(null)} />
      <EntityForm<MemberEditFormData>
        schema={memberEditSchema}
        uiSchema={uiSchema}
        validator={memberEditValidator}
        formData={initial}
        onChange={(data) =>
          draft.edited(data as Record<string, unknown>, () => files.filesFor(data as Record<string, unknown>))
        }
        onSubmit={submit}
        loading={update.isPending}
        submitDisabled={files.busy}
        serverErrors={serverErrors}
        widgets={MEMBER_FORM_WIDGETS}
        formContext={formContext}
      />
    </>
  );
}
