import { normaliseMobile } from '../../../shared/contact/mobile';
import { tooManyRequests, validationError } from '../../http/errors';
import { recordAudit } from '../../services/audit/audit-log';
import { findUserByUsername } from '../../services/auth/find-user';
import { issuePasswordReset, RESET_TTL_MINUTES } from '../../services/auth/password-reset';
import { retryMessage } from '../../services/auth/throttle';
import type { OperationHandler } from '../types';

/** The spec's success notice; also the answer for numbers that belong to nobody. */
export const RESET_SENT = 'Password reset details has been sent your phone please check.';

/** POST /api/forgot-password: sends a single-use reset link by SMS; never reveals who has an account. */
export const forgotPassword: OperationHandler<{ Body: { mobile: string | number } }> = async (request) => {
  const { db, throttles, sms, config } = request.server;
  const mobile = normaliseMobile(String(request.body.mobile));
  if (!mobile) throw validationError({ mobile: ['The mobile must be a valid mobile number (777xxxxxx).'] });

  const wait = Math.max(
    await throttles.resetPerIp.blockedFor(request.ip),
    await throttles.resetPerMobile.blockedFor(mobile),
  );
  if (wait > 0) throw tooManyRequests(retryMessage('password reset requests', wait));
  // Every request counts, found or not: the limit protects members' phones from floods.
  await throttles.resetPerIp.fail(request.ip);
  await throttles.resetPerMobile.fail(mobile);

  const found = await findUserByUsername(db, mobile);
  if (found && found.user.status === 'active' && found.member.status === 'active') {
    const token = await issuePasswordReset(db, found.user.id);
    const link = `${config.publicUrl}/reset-password?token=${token}`;
    await sms.send({
      to: mobile,
      purpose: 'password_reset',
      body: `Lions Club CMS: reset your password within ${RESET_TTL_MINUTES} minutes: ${link}`,
    });
    await recordAudit(
      db,
      { userId: found.user.id, role: null, ip: request.ip },
      { action: 'password.reset_requested', entity: 'user', entityId: found.user.uuid },
    );
  }
  return { status_code: 200, message: RESET_SENT };
};
