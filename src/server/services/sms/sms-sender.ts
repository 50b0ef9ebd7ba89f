import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { smsOutbox } from '../../db/schema';

/** Sends text messages to members' mobiles. */
export interface SmsSender {
  /** Records the message in the outbox and delivers it; never throws for a delivery failure. */
  send(message: { to: string; purpose: string; body: string }): Promise<void>;
}

/** The gateway settings from the configuration. */
export interface SmsGatewayConfig {
  gatewayUrl?: string;
  gatewayToken?: string;
  senderId: string;
}

/** 77****567: enough to tell numbers apart in a log, not enough to dial. */
export function maskMobile(mobile: string): string {
  return mobile.length > 5 ? `${mobile.slice(0, 2)}****${mobile.slice(-3)}` : '****';
}

/**
 * Every SMS goes to the outbox table first. Without a gateway that is where it stays (with a log line
 * that names the purpose and a masked number, never the text: it may hold a reset link). With a
 * gateway, the message is POSTed as JSON with a bearer token and the outbox row is marked sent or failed.
 */
export function createSmsSender(db: Db, log: FastifyBaseLogger, config: SmsGatewayConfig): SmsSender {
  return {
    async send({ to, purpose, body }) {
      const [row] = await db
        .insert(smsOutbox)
        .values({ toMobile: to, purpose, body })
        .returning({ id: smsOutbox.id });
      const id = row!.id;
      if (!config.gatewayUrl) {
        log.info(
          { sms: id, to: maskMobile(to), purpose },
          'SMS recorded in the outbox (no gateway configured)',
        );
        return;
      }
      try {
        const res = await fetch(config.gatewayUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.gatewayToken}` },
          body: JSON.stringify({ to: `94${to}`, from: config.senderId, text: body }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`gateway answered ${res.status}`);
        await db.update(smsOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(smsOutbox.id, id));
        log.info({ sms: id, to: maskMobile(to), purpose }, 'SMS sent');
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        await db.update(smsOutbox).set({ status: 'failed', error }).where(eq(smsOutbox.id, id));
        log.warn({ sms: id, to: maskMobile(to), purpose, error }, 'SMS delivery failed');
      }
    },
  };
}
