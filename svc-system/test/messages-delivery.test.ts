import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCreated, type UserEvent } from '@firecrest/contracts';
import type { TestService } from '@firecrest/service-kit/testing';
import { startMailReceiver, type MailReceiver } from '../../scripts/test-servers/mail-receiver';
import type { SystemConfig } from '../src/config';
import type { SchedulerConfig } from '../../svc-scheduler/src/config';
import { schedulerCluster } from '../../svc-scheduler/test/helper';
import { buildSystem, testTopicPrefix, until } from './helper';

const now = new Date().toISOString();

describe("messages by e-mail: through svc-scheduler's outbox to a real SMTP server, the delivery reported back", { timeout: 90_000 }, () => {
  let smtp: MailReceiver;
  let sys: TestService<SystemConfig>;
  let scheduler: TestService<SchedulerConfig>;

  beforeAll(async () => {
    smtp = await startMailReceiver();
    // One topic prefix: the two services talk over the same broker as they do deployed.
    const prefix = testTopicPrefix();
    sys = await buildSystem({ KAFKA_TOPIC_PREFIX: prefix });
    scheduler = await schedulerCluster({ KAFKA_TOPIC_PREFIX: prefix, SMTP_URL: smtp.url, MAIL_FROM: 'Firecrest <messages@firecrest.test>' })();
    const user = (id: string, name: string, over: Partial<UserEvent>): UserEvent => ({ id, username: id, name, email: null, employeeId: null, disabled: false, roles: [], lastModifiedDate: now, ...over });
    await sys.server.events.publish(userCreated, user('u-erin', 'Erin Elm', { email: 'erin.elm@brigade.test', notificationChannels: ['email'] }));
    await sys.server.events.publish(userCreated, user('u-finn', 'Finn Fir', { notificationChannels: ['email', 'gartan'] }));
    // Issue 36: a user who chose Welsh gets the e-mail's frame in Welsh.
    await sys.server.events.publish(userCreated, user('u-gwen', 'Gwen Onn', { email: 'gwen.onn@brigade.test', notificationChannels: ['email'], language: 'cy' }));
    await until(() => sys.server.system.MessageRecipient.countDocuments(), 3);
  });
  afterAll(async () => {
    await scheduler?.close();
    await sys?.close();
    await smtp?.close();
  });

  it("sends an e-mail to whoever takes e-mail, in their language around the sender's text, says who has no address, and shows the SMTP server's acceptance", async () => {
    const sender = await sys.as({ id: 'u-sender', username: 'sender', name: 'Sam Sender', permissions: {} });
    const sent = await sys.server.inject({
      method: 'POST',
      url: '/system/messages',
      headers: sender,
      payload: { type: 'channels', subject: 'Station open day', body: 'Saturday 10:00 to 16:00.', recipients: [{ kind: 'user', id: 'u-erin' }, { kind: 'user', id: 'u-finn' }, { kind: 'user', id: 'u-gwen' }] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const outbox = scheduler.server.db.db!.collection('outbox');
    await expect.poll(() => outbox.countDocuments(), { timeout: 20_000 }).toBe(2);

    expect((await scheduler.server.inject({ method: 'POST', url: '/scheduledtasks/notifications/emails', headers: await scheduler.as() })).statusCode).toBe(202);
    await expect.poll(() => smtp.mails.length, { timeout: 25_000 }).toBe(2);
    const mails = [...smtp.mails].sort((a, b) => a.to[0]!.localeCompare(b.to[0]!));
    expect(mails).toEqual([
      {
        to: ['erin.elm@brigade.test'],
        subject: 'Station open day',
        text: 'Hello Erin Elm,\n\nSam Sender sent you this message in Firecrest:\n\nSaturday 10:00 to 16:00.\n\n--\nSign in to Firecrest to read your messages and reply.\n',
      },
      {
        to: ['gwen.onn@brigade.test'],
        // The sender's subject and text as written; the frame in Welsh.
        subject: 'Station open day',
        text: "Helo Gwen Onn,\n\nAnfonodd Sam Sender y neges hon atoch yn Firecrest:\n\nSaturday 10:00 to 16:00.\n\n--\nMewngofnodwch i Firecrest i ddarllen eich negeseuon ac i'w hateb.\n",
      },
    ]);

    const deliveries = async () => (await sys.server.inject({ method: 'GET', url: `/system/messages/${sent.json().id}`, headers: sender })).json().deliveries;
    await expect.poll(deliveries, { timeout: 20_000 }).toEqual([
      { userId: 'u-erin', channel: 'email', status: 'sent', error: null },
      { userId: 'u-finn', channel: 'email', status: 'unreachable', error: 'Has no e-mail address' },
      { userId: 'u-finn', channel: 'gartan', status: 'delivered', error: null },
      { userId: 'u-gwen', channel: 'email', status: 'sent', error: null },
    ]);
  });
});
