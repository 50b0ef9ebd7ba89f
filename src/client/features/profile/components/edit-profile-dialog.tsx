import { Button, DialogBody, Intent } from '@blueprintjs/core';
import { AppDialog } from '../../../components/app-dialog';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import schemaJson from '../../../../../schemas/entities/profile-edit/schema.json';
import uiSchemaJson from '../../../../../schemas/entities/profile-edit/ui-schema.json';
import { ErrorAlert } from '../../../components/error-alert';
import { EntityForm } from '../../../form-engine/entity-form';
import { useChosenFiles } from '../../../form-engine/use-chosen-files';
import { precompiledValidator } from '../../../form-engine/precompiled-validator';
import { validateFns } from '../../../generated/validators/profile-edit';
import { useT } from '../../../i18n/translator';
import { fieldErrorsOf, linesOf } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import type { BlueprintFormContext } from '../../../theme';
import { useUpdateProfile } from '../api/use-update-profile';
import { profileMessages } from '../messages';
import {
  profileFormValues,
  profileUpdateFields,
  type Profile,
  type ProfileFormValues,
} from '../profile-form';
import '../profile.css';

const schema = schemaJson as RJSFSchema;
const uiSchema = uiSchemaJson as UiSchema;
const validator = precompiledValidator(validateFns, schema);

/** The spec's success text (spec 1 section 5). */
export const PROFILE_UPDATED_TEXT = profileMessages.profileUpdated.defaultMessage;

/** Props of the form inside the dialog. */
interface EditProfileFormProps {
  profile: Profile;
  onClose: () => void;
}

/** The Edit Profile form; mounted only while the dialog is open, so each opening starts afresh. */
function EditProfileForm({ profile, onClose }: EditProfileFormProps) {
  const t = useT();
  const update = useUpdateProfile();
  // Controlled: rjsf resets an uncontrolled form to its formData prop whenever another prop changes
  // (the spinner, the server's errors). Started once, so a refetch of the profile wipes nothing typed.
  const [values, setValues] = useState(() => profileFormValues(profile));
  const [alert, setAlert] = useState<string[] | null>(null);
  // The form holds only the image's name; the file itself waits here for the upload.
  const files = useChosenFiles();
  const formContext = useMemo<BlueprintFormContext>(
    () => ({ onFile: files.onFile, onFileBusy: files.onFileBusy }),
    [files.onFile, files.onFileBusy],
  );

  const submit = (submitted: ProfileFormValues) => {
    setAlert(null);
    update.mutate(
      {
        memberUuid: profile.uuid,
        fields: profileUpdateFields(submitted, profile),
        image: files.filesFor(submitted as Record<string, unknown>).get('image') ?? null,
      },
      {
        onSuccess: () => {
          void showToast(t(profileMessages.profileUpdated));
          onClose();
        },
        onError: (error) => setAlert(linesOf(error)),
      },
    );
  };

  const serverErrors = fieldErrorsOf(update.error);
  return (
    <DialogBody>
      <ErrorAlert lines={alert} onDismiss={() => setAlert(null)} />
      <EntityForm<ProfileFormValues>
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={values}
        onChange={setValues}
        onSubmit={submit}
        loading={update.isPending}
        serverErrors={serverErrors}
        formContext={formContext}
      >
        <div className="cms-form-actions cms-profile-dialog__actions">
          <Button text={t(profileMessages.cancel)} onClick={onClose} disabled={update.isPending} />
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            text={t(profileMessages.update)}
            loading={update.isPending}
            disabled={files.busy}
          />
        </div>
      </EntityForm>
    </DialogBody>
  );
}

/** Props of the Edit Profile dialog. */
export interface EditProfileDialogProps {
  /** True while the dialog shows. */
  isOpen: boolean;
  /** The signed-in member's profile, to edit. */
  profile: Profile;
  /** Closes the dialog (Cancel, the close button, Escape, or a successful save). */
  onClose: () => void;
}

/**
 * The Edit Profile dialog (spec 1 sections 2.9 and 5): profile image (images only, '200px X 200px'),
 * names, birthday, gender, spouse, suffix, title, mobile and e-mail. A save says 'Profile successfully
 * updated' and closes; the server's errors show in the dialog's alert and under their fields.
 */
export function EditProfileDialog({ isOpen, profile, onClose }: EditProfileDialogProps) {
  const t = useT();
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t(profileMessages.editProfile)}
      icon="edit"
      className="cms-profile-dialog"
      canOutsideClickClose={false}
    >
      {isOpen ? <EditProfileForm profile={profile} onClose={onClose} /> : null}
    </AppDialog>
  );
}
