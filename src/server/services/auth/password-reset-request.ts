import type { Db } from '../../db/database';
import { recordAudit } from '../audit/audit-log';
import type { SmsSender } from '../sms/sms-sender';
import { findUserByUsername } from './find-user';
import { issuePasswordReset, resetLinkMessage, RESET_TTL_MINUTES } from './password-reset';

/** What sending a reset link needs. */
export interface PasswordResetDeps {
  db: Db;
  sms: SmsSender;
  publicUrl: string;
}

/**
 * Sends a single-use reset link to the active member whose mobile this is, and nothing to a number
 * nobody has. Runs in the background after the answer, so a known number and an unknown one take the
 * same time to answer.
 */
export async function sendPasswordReset(deps: PasswordResetDeps, mobile: string, ip: string): Promise<void> {
  const { db, sms, publicUrl } = deps;
  const found = await findUserByUsername(db, mobile);
  if (!found || found.user.status !== 'active' || found.member.status !== 'active') return;
  const token = await issuePasswordReset(db, found.user.id);
  const message = resetLinkMessage(
    publicUrl,
    token,
    (link) => `Lions Club CMS: reset your password within ${RESET_TTL_MINUTES} minutes: ${link}`,
  );
  await sms.send({ to: mobile, purpose: 'password_reset', ...message });
  await recordAudit(
    db,
    { userId: found.user.id, role: null, ip },
    { action: 'password.reset_requested', entity: 'user', entityId: found.user.uuid },
  );
}
