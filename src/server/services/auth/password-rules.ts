import type { FieldErrors } from '../errors';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords';
import { text } from '../../i18n/text';

/** Errors of a new password and its confirmation, keyed as the forms name the fields. */
export function newPasswordErrors(password: string, confirmation: string): FieldErrors {
  const errors: FieldErrors = {};
  if (password.length < MIN_PASSWORD_LENGTH) {
    errors.password = [text('auth.passwordTooShort', { min: MIN_PASSWORD_LENGTH })];
  } else if (password.length > MAX_PASSWORD_LENGTH) {
    errors.password = [text('auth.passwordTooLong', { max: MAX_PASSWORD_LENGTH })];
  }
  if (password !== confirmation) {
    errors.password_confirmation = [text('auth.passwordConfirmationMismatch')];
  }
  return errors;
}
