import { changePassword } from './session/change-password';
import { forgotPassword } from './session/forgot-password';
import { logout } from './session/logout';
import { memberLogin } from './session/member-login';
import { memberProfile } from './session/member-profile';
import { resetPassword } from './session/reset-password';
import { userRoles } from './session/user-roles';
import { health } from './system/health';
import type { OperationHandler } from './types';

/**
 * The handler of every operation of openapi.yaml, by operationId. The app refuses to start when an
 * operation has no handler here or a handler has no operation.
 */
export const HANDLERS: Record<string, OperationHandler<never>> = {
  health,
  memberLogin,
  logout,
  forgotPassword,
  resetPassword,
  memberProfile,
  userRoles,
  changePassword,
};
