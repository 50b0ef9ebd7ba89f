import { defineServerTexts } from '../define-server-texts';

/** Signing in and out, sessions and role headers, passwords and their reset. */
export const authTexts = defineServerTexts({
  wrongCredentials: 'Username or Password is wrong',
  enterUsernameAndPassword: 'Please enter username and password',
  memberNotActive: 'Member not active!',
  unauthenticated: 'Unauthenticated.',
  unauthorized: 'This action is unauthorized.',
  clubHeaderNotUuid: 'The club header must be a club uuid.',
  roleHeaderRequired: 'The role header is required.',
  roleNotHeld: 'You do not hold the role {role} today.',
  roleBoundToOwnClub: 'Your role is bound to your own club.',
  clubHeaderNoClub: 'The club header names no club.',
  tooManySignIns:
    'Too many failed sign-in attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  tooManyPasswordChanges:
    'Too many password change attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  tooManyResetRequests:
    'Too many password reset requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  oldPasswordIncorrect: 'The old password is incorrect.',
  passwordTooShort: 'The password must be at least {min} characters.',
  passwordTooLong: 'The password must not be greater than {max} characters.',
  passwordConfirmationMismatch: 'The password confirmation does not match.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  resetMobileInvalid: 'The mobile must be a valid mobile number (777xxxxxx).',
  resetSent: 'Password reset details has been sent your phone please check.',
  passwordReset: 'Your password has been reset. Please sign in.',
  passwordUpdated: 'Password successfully updated',
  loggedOut: 'Successfully logged out',
  languageUpdated: 'Language updated',
  smsRemindersUpdated: 'SMS reminders updated',
});
