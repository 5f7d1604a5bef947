import nodemailer from 'nodemailer';
import { Agent } from 'node:https';
import webpush from 'web-push';
import type { OutgoingMessage } from '../models/outgoing-message';

export type Sender = (message: OutgoingMessage) => Promise<void>;

export interface SenderConfig {
  SMTP_URL: string;
  MAIL_FROM: string;
  SMS_GATEWAY_URL: string;
  SMS_GATEWAY_TOKEN: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
  PUSH_TLS_CA: string;
}

/** E-mail over SMTP (nodemailer, one pooled transport); null while no server is configured. */
export function emailSender(config: SenderConfig): (Sender & { close(): void }) | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM });
  const send: Sender = async (m) => {
    await transport.sendMail({ to: m.to, subject: m.subject, text: m.body });
  };
  return Object.assign(send, { close: () => transport.close() });
}

/**
 * SMS through an HTTP gateway (docs/scheduled-tasks.md): `POST SMS_GATEWAY_URL` with `{ "to", "body" }` as JSON and
 * `Authorization: Bearer SMS_GATEWAY_TOKEN`; any 2xx is accepted. Most SMS providers take this shape or sit behind
 * a small adapter of it.
 */
export function smsSender(config: SenderConfig): Sender | null {
  if (!config.SMS_GATEWAY_URL) return null;
  return async (m) => {
    const res = await fetch(config.SMS_GATEWAY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.SMS_GATEWAY_TOKEN ? { authorization: `Bearer ${config.SMS_GATEWAY_TOKEN}` } : {}) },
      body: JSON.stringify({ to: m.to, body: m.body }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  };
}

/** Web Push (RFC 8030, VAPID RFC 8292): `to` is the browser's PushSubscription as JSON; the payload is encrypted for it. */
export function pushSender(config: SenderConfig): Sender | null {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return null;
  const vapidDetails = { subject: config.VAPID_SUBJECT, publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  // Push services are HTTPS; a private one may be signed by a CA of its own.
  const agent = config.PUSH_TLS_CA ? new Agent({ ca: config.PUSH_TLS_CA, keepAlive: true }) : undefined;
  return async (m) => {
    const subscription = JSON.parse(m.to) as webpush.PushSubscription;
    await webpush.sendNotification(subscription, JSON.stringify({ title: m.subject, body: m.body }), { vapidDetails, TTL: 24 * 3600, timeout: 15_000, ...(agent ? { agent } : {}) });
  };
}
