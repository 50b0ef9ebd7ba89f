import { normaliseMobile } from '../../../shared/contact/mobile';
import { validationError } from '../../services/errors';
import { sendPasswordReset } from '../../services/auth/password-reset-request';
import { payAttempt } from '../../services/auth/attempts';
import type { OperationHandler } from '../types';
import { text } from '../../i18n/text';
import { say } from '../../i18n/say';

/** The spec's success notice; also the answer for numbers that belong to nobody. */
export const RESET_SENT = text('auth.resetSent');

/**
 * POST /api/forgot-password: answers at once, the same for every number, and sends the single-use
 * reset link in the background, so neither the answer nor its timing tells who has an account.
 */
export const forgotPassword: OperationHandler<{ Body: { mobile: string | number } }> = async (request) => {
  const { db, throttles, sms, config, background } = request.server;
  const mobile = normaliseMobile(String(request.body.mobile));
  if (!mobile) throw validationError({ mobile: [text('auth.resetMobileInvalid')] });

  // Every request counts, found or not: the limit protects members' phones from floods.
  await payAttempt(
    db,
    { userId: null, role: null, ip: request.ip },
    [
      [throttles.resetPerIp, request.ip],
      [throttles.resetPerMobile, mobile],
    ],
    { action: 'password.reset_throttled', what: 'passwordReset' },
  );
  const ip = request.ip;
  background.run('password reset', () =>
    sendPasswordReset({ db, sms, publicUrl: config.publicUrl }, mobile, ip),
  );
  return { status_code: 200, message: say(request, RESET_SENT) };
};
