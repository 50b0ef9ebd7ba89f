import { defineMessages } from '../../i18n/messages';

/**
 * The texts of the signed-out screens and role choice. The login page is part of the first load,
 * which paints before the ICU formatter has loaded: plain `{name}` arguments only, no plural or select.
 */
export const authMessages = defineMessages({
  brand: { id: 'auth.brand', defaultMessage: 'Lions Club CMS' },
  login: { id: 'auth.login', defaultMessage: 'Login' },
  backToLogin: { id: 'auth.backToLogin', defaultMessage: 'Back to Login' },
  error: { id: 'auth.error', defaultMessage: 'error' },

  // The login page.
  loginTitle: { id: 'auth.loginTitle', defaultMessage: 'Sign in to continue to CMS' },
  emptyCredentials: { id: 'auth.emptyCredentials', defaultMessage: 'Please enter username and password' },
  username: { id: 'auth.username', defaultMessage: 'Email/Mobile' },
  usernameHelp: { id: 'auth.usernameHelp', defaultMessage: 'If mobile, enter without 0 (777xxxxxx)' },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  forgotPasswordLink: { id: 'auth.forgotPasswordLink', defaultMessage: 'Forgot Password?' },

  // The app's sign-in (Android).
  signingIn: { id: 'auth.signingIn', defaultMessage: 'Signing in' },

  // Forgot password.
  forgotPasswordTitle: { id: 'auth.forgotPasswordTitle', defaultMessage: 'Forgot Password' },
  mobile: { id: 'auth.mobile', defaultMessage: 'Mobile number' },
  mobileHelp: { id: 'auth.mobileHelp', defaultMessage: 'Enter without 0 (777xxxxxx)' },
  reset: { id: 'auth.reset', defaultMessage: 'Reset' },

  // Reset password.
  resetPasswordTitle: { id: 'auth.resetPasswordTitle', defaultMessage: 'Reset Password' },
  newPassword: { id: 'auth.newPassword', defaultMessage: 'New password' },
  newPasswordHelp: { id: 'auth.newPasswordHelp', defaultMessage: 'At least 8 characters' },
  confirmPassword: { id: 'auth.confirmPassword', defaultMessage: 'Confirm new password' },

  // Role choice.
  selectRoleTitle: { id: 'auth.selectRoleTitle', defaultMessage: 'Please Select a Role' },
  role: { id: 'auth.role', defaultMessage: 'Role*' },
  selectRole: { id: 'auth.selectRole', defaultMessage: 'Select a role' },
  roleOfClub: { id: 'auth.roleOfClub', defaultMessage: '{role} ({club})' },
  next: { id: 'auth.next', defaultMessage: 'Next' },
});
