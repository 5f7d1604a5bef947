import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { notificationRequested, type NotificationRequested, type ScheduledTask } from '@firecrest/contracts';
import type { TestService } from '@firecrest/service-kit/testing';
import { startMailReceiver, type MailReceiver } from '../../scripts/test-servers/mail-receiver';
import type { SchedulerConfig } from '../src/config';
import { fakeOwners, type FakeOwners } from './owners';
import { schedulerCluster } from './helper';

describe('SendEmails, SendSMSNotifications, SendPushNotifications: the outbox delivered to real local receivers', { timeout: 60_000 }, () => {
  let smtp: MailReceiver;
  let receivers: FakeOwners;
  let pushService: FakeOwners;
  let scheduler: TestService<SchedulerConfig>;
  const vapid = webpush.generateVAPIDKeys();
  const browser = createECDH('prime256v1');
  browser.generateKeys();

  beforeAll(async () => {
    smtp = await startMailReceiver();
    receivers = await fakeOwners();
    receivers.answer('/sms', { status: 202, body: { queued: true } });
    // A push service is HTTPS: a local one with a certificate of its own, trusted through PUSH_TLS_CA.
    const dir = mkdtempSync(join(tmpdir(), 'push-tls-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    const tls = { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
    rmSync(dir, { recursive: true });
    pushService = await fakeOwners(tls);
    pushService.answer('/push/browser-1', { status: 201 });
    scheduler = await schedulerCluster({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Firecrest <tasks@firecrest.test>',
      SMS_GATEWAY_URL: `${receivers.url}/sms`,
      SMS_GATEWAY_TOKEN: 'sms-token-1',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_TLS_CA: tls.cert,
    })();
  });
  afterAll(async () => {
    await scheduler?.close();
    await receivers?.close();
    await pushService?.close();
    await smtp?.close();
  });

  const run = async (endpoint: string) => scheduler.server.inject({ method: 'POST', url: `/scheduledtasks/${endpoint}`, headers: await scheduler.as() });
  const info = async (key: string) =>
    ((await scheduler.server.inject({ method: 'GET', url: '/scheduledtasks', headers: await scheduler.as() })).json() as ScheduledTask[]).find((t) => t.key === key)!.information;

  it('messages published on notification.requested are kept once per id, then sent by their task', async () => {
    const subscription = { endpoint: `${pushService.url}/push/browser-1`, keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
    const publish = (payload: NotificationRequested) => scheduler.server.events.publish(notificationRequested, payload, { key: payload.id });
    await publish({ id: 'mail-1', channel: 'email', to: 'crew.manager@station.test', subject: 'BA competency expired', body: 'Your Breathing apparatus competency expired today.' });
    await publish({ id: 'mail-1', channel: 'email', to: 'crew.manager@station.test', subject: 'BA competency expired', body: 'Your Breathing apparatus competency expired today.' });
    await publish({ id: 'sms-1', channel: 'sms', to: '+447700900123', body: 'Training tomorrow 09:00 at TC1' });
    await publish({ id: 'push-1', channel: 'push', to: JSON.stringify(subscription), subject: 'Course confirmed', body: 'You are booked on BA Operator.' });
    const outbox = scheduler.server.db.db!.collection('outbox');
    await expect.poll(() => outbox.countDocuments(), { timeout: 15_000 }).toBe(3);

    expect((await run('notifications/emails')).statusCode).toBe(202);
    await expect.poll(() => info('SendEmails'), { timeout: 25_000 }).toBe('1 e-mail sent');
    expect(smtp.mails).toEqual([{ to: ['crew.manager@station.test'], subject: 'BA competency expired', text: 'Your Breathing apparatus competency expired today.\n' }]);
    expect(await outbox.findOne({ _id: 'mail-1' as never })).toMatchObject({ attempts: 1, lastError: null, sentDate: expect.any(Date) });

    const sms = await run('notifications/sms');
    expect(sms.json()).toMatchObject({ executed: true, information: '1 SMS sent' });
    const [smsCall] = receivers.callsTo('/sms');
    expect(JSON.parse(smsCall!.body)).toEqual({ to: '+447700900123', body: 'Training tomorrow 09:00 at TC1' });
    expect(smsCall!.headers.authorization).toBe('Bearer sms-token-1');

    const push = await run('notifications/push');
    expect(push.json().information).toBe('1 push notification sent');
    const [pushCall] = pushService.callsTo('/push/browser-1');
    expect(pushCall!.headers['content-encoding']).toBe('aes128gcm');
    expect(pushCall!.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${vapid.publicKey}$`));

    // Sent messages are not sent again.
    expect((await run('notifications/emails')).statusCode).toBe(202);
    await expect.poll(() => info('SendEmails'), { timeout: 25_000 }).toBe('No e-mails to send');
    expect(smtp.mails).toHaveLength(1);
  });
});
