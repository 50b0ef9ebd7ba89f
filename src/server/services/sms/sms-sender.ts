import { eq } from 'drizzle-orm';
import type { Logger } from '../logger';
import type { Db } from '../../db/database';
import { smsOutbox } from '../../db/schema';

/** One text message to a member's mobile. */
export interface SmsMessage {
  to: string;
  purpose: string;
  /** The text the member receives. */
  body: string;
  /**
   * The text as the outbox keeps it, when the body holds a secret (a reset link): the secret is
   * withheld, so a read of the outbox table gives nobody a working link.
   */
  stored?: string;
}

/** Hands a message to whatever reaches the phone (an HTTP gateway; in tests, an inbox array). */
export type SmsDelivery = (message: { to: string; from: string; text: string }) => Promise<void>;

/** Sends text messages to members' mobiles. */
export interface SmsSender {
  /** Records the message in the outbox and delivers it; never throws for a delivery failure. */
  send(message: SmsMessage): Promise<void>;
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

/** The HTTP gateway: each message POSTed as JSON `{to, from, text}` with a bearer token. */
export function gatewayDelivery(config: SmsGatewayConfig): SmsDelivery | undefined {
  const { gatewayUrl, gatewayToken } = config;
  if (!gatewayUrl) return undefined;
  return async ({ to, from, text }) => {
    const res = await fetch(gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${gatewayToken}` },
      body: JSON.stringify({ to: `94${to}`, from, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`gateway answered ${res.status}`);
  };
}

/**
 * Every SMS goes to the outbox table first, with any secret withheld (`stored`). Without a delivery
 * (no gateway configured) that is where it stays, queued, with a log line naming the purpose and a
 * masked number, never the text. With one, the message is delivered and the row marked sent or failed.
 */
export function createSmsSender(
  db: Db,
  log: Logger,
  config: SmsGatewayConfig,
  delivery: SmsDelivery | undefined = gatewayDelivery(config),
): SmsSender {
  return {
    async send({ to, purpose, body, stored }) {
      const [row] = await db
        .insert(smsOutbox)
        .values({ toMobile: to, purpose, body: stored ?? body })
        .returning({ id: smsOutbox.id });
      const id = row!.id;
      if (!delivery) {
        log.info(
          { sms: id, to: maskMobile(to), purpose },
          'SMS recorded in the outbox (no gateway configured)',
        );
        return;
      }
      try {
        await delivery({ to, from: config.senderId, text: body });
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
