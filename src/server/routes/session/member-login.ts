import { signIn, type SignInInput } from '../../services/auth/sign-in';
import type { OperationHandler } from '../types';

/** POST /api/member/login: e-mail or mobile and password; answers token, user and roles. */
export const memberLogin: OperationHandler<{ Body: SignInInput }> = async (request) => {
  const { db, throttles, config } = request.server;
  const session = await signIn(
    { db, throttles, sessionTtlHours: config.sessionTtlHours },
    request.ip,
    request.body,
  );
  return { status_code: 200, ...session };
};
