import { Button, DialogBody, Intent } from '@blueprintjs/core';
import { AppDialog } from '../../../components/app-dialog';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import schemaJson from '../../../../../schemas/entities/change-password/schema.json';
import uiSchemaJson from '../../../../../schemas/entities/change-password/ui-schema.json';
import { ErrorAlert } from '../../../components/error-alert';
import { EntityForm } from '../../../form-engine/entity-form';
import { precompiledValidator } from '../../../form-engine/precompiled-validator';
import { validateFns } from '../../../generated/validators/change-password';
import { useT } from '../../../i18n/translator';
import { fieldErrorsOf, linesOf } from '../../../lib/api-error';
import { showToast } from '../../../lib/toaster';
import { useChangePassword, type PasswordChange } from '../api/use-change-password';
import { profileMessages } from '../messages';
import '../profile.css';

const schema = schemaJson as RJSFSchema;
const uiSchema = uiSchemaJson as UiSchema;
const validator = precompiledValidator(validateFns, schema);

/** The spec's success text (spec 1 section 5). */
export const PASSWORD_UPDATED_TEXT = profileMessages.passwordUpdated.defaultMessage;

/** Props of the form inside the dialog. */
interface ChangePasswordFormProps {
  onClose: () => void;
}

/** The Change Password form; mounted only while the dialog is open, so no password lingers. */
function ChangePasswordForm({ onClose }: ChangePasswordFormProps) {
  const t = useT();
  const change = useChangePassword();
  const [alert, setAlert] = useState<string[] | null>(null);
  // Controlled: rjsf resets an uncontrolled form to its formData prop whenever another prop changes.
  const [values, setValues] = useState<PasswordChange>({});

  // No check before sending (spec 1 section 5): the server names what is wrong.
  const submit = (submitted: PasswordChange) => {
    setAlert(null);
    change.mutate(submitted, {
      onSuccess: (answer) => {
        if (answer.status_code !== 200) {
          setAlert([answer.message]);
          return;
        }
        void showToast(t(profileMessages.passwordUpdated));
        onClose();
      },
      onError: (error) => setAlert(linesOf(error)),
    });
  };

  const serverErrors = fieldErrorsOf(change.error);
  return (
    <DialogBody>
      <ErrorAlert lines={alert} onDismiss={() => setAlert(null)} />
      <EntityForm<PasswordChange>
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={values}
        onChange={setValues}
        onSubmit={submit}
        loading={change.isPending}
        serverErrors={serverErrors}
      >
        <div className="cms-form-actions cms-profile-dialog__actions">
          <Button text={t(profileMessages.cancel)} onClick={onClose} disabled={change.isPending} />
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            text={t(profileMessages.update)}
            loading={change.isPending}
          />
        </div>
      </EntityForm>
    </DialogBody>
  );
}

/** Props of the Change Password dialog. */
export interface ChangePasswordDialogProps {
  /** True while the dialog shows. */
  isOpen: boolean;
  /** Closes the dialog (Cancel, the close button, Escape, or a successful change). */
  onClose: () => void;
}

/**
 * The Change Password dialog (spec 1 sections 2.9 and 5): old password, new password and its
 * confirmation. Success (status_code 200) says 'Password successfully updated'; the server has signed
 * out every other session and this browser keeps going with the new token it answered.
 */
export function ChangePasswordDialog({ isOpen, onClose }: ChangePasswordDialogProps) {
  const t = useT();
  return (
    <AppDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t(profileMessages.changePassword)}
      icon="key"
      className="cms-profile-dialog cms-profile-dialog--narrow"
      canOutsideClickClose={false}
    >
      {isOpen ? <ChangePasswordForm onClose={onClose} /> : null}
    </AppDialog>
  );
}
