import type { FieldErrors } from '../errors';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords';

/** Errors of a new password and its confirmation, keyed as the forms name the fields. */
export function newPasswordErrors(password: string, confirmation: string): FieldErrors {
  const errors: FieldErrors = {};
  if (password.length < MIN_PASSWORD_LENGTH) {
    errors.password = [`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`];
  } else if (password.length > MAX_PASSWORD_LENGTH) {
    errors.password = [`The password must not be greater than ${MAX_PASSWORD_LENGTH} characters.`];
  }
  if (password !== confirmation) {
    errors.password_confirmation = ['The password confirmation does not match.'];
  }
  return errors;
}
