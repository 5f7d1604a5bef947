import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCreated, type MessageSentEvent, type NotificationRequested, type UserEvent } from '@firecrest/contracts';
import { uniqueSuffix, type TestService } from '@firecrest/service-kit/testing';
import type { SystemConfig } from '../src/config';
import { sendScheduled } from '../src/routes/messages/delivery';
import { buildSystem, testTopicPrefix, until } from './helper';
import { readTopics, type TopicReader } from './topic-reader';

const now = new Date().toISOString();
const user = (id: string, name: string, over: Partial<UserEvent> = {}): UserEvent => ({ id, username: id, name, email: `${id}@brigade.test`, employeeId: null, disabled: false, roles: [], lastModifiedDate: now, ...over });

describe('scheduled messages with two svc-system instances on one database: sent once, at their time', { timeout: 90_000 }, () => {
  let one: TestService<SystemConfig>;
  let two: TestService<SystemConfig>;
  let topics: TopicReader;

  beforeAll(async () => {
    const shared = { MONGO_DB: `test_svc_system_${uniqueSuffix()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix() };
    [one, two] = await Promise.all([buildSystem(shared), buildSystem(shared)]);
    topics = await readTopics(one.config.KAFKA_BROKERS, shared.KAFKA_TOPIC_PREFIX, ['message.sent', 'notification.requested']);
    await one.server.events.publish(userCreated, user('u-gwen', 'Gwen Gorse', { notificationChannels: ['gartan', 'email'] }));
    await until(() => one.server.system.MessageRecipient.countDocuments(), 1);
  });
  afterAll(async () => {
    await topics?.close();
    await two?.close();
    await one?.close();
  });

  const schedule = async (subject: string, inMs: number) => {
    const res = await one.server.inject({
      method: 'POST',
      url: '/system/messages',
      headers: await one.as({ id: 'u-hal', username: 'hal', name: 'Hal Hazel', permissions: {} }),
      payload: { type: 'channels', subject, body: 'Pump test at noon.', recipients: [{ kind: 'user', id: 'u-gwen' }], scheduledFor: new Date(Date.now() + inMs).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().messageId as number;
  };
  const copies = (messageId: number) => one.server.system.MailboxItem.countDocuments({ messageId, role: 'to' });

  it('one agenda job between the two instances: one inbox copy, one e-mail requested, one message.sent', async () => {
    const id = await schedule('Pump test', 2_000);
    expect(await copies(id)).toBe(0);
    await expect.poll(() => copies(id), { timeout: 30_000, interval: 250 }).toBe(1);
    // The inbox copy is written before the message is marked sent.
    await expect.poll(async () => (await one.server.system.Message.findById(id).lean())!.status, { timeout: 10_000 }).toBe('sent');
    const { sentDate, scheduledFor } = (await one.server.system.Message.findById(id).lean())!;
    expect(sentDate!.getTime()).toBeGreaterThanOrEqual(scheduledFor!.getTime());
    await expect.poll(() => topics.payloads<MessageSentEvent>('message.sent').filter((e) => e.id === id).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => topics.payloads<NotificationRequested>('notification.requested').filter((n) => n.id.startsWith(`message:${id}:`)).length, { timeout: 15_000 }).toBe(1);
    // Both had the chance: wait past another look of each instance's agenda.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await copies(id)).toBe(1);
    expect(await one.server.system.MessageDelivery.countDocuments({ messageId: id })).toBe(2);
    expect(topics.payloads<MessageSentEvent>('message.sent').filter((e) => e.id === id)).toHaveLength(1);
  });

  it('the same message taken by both instances at once still lands once in the inbox and once in the outbox', async () => {
    const id = await schedule('Hydrant survey', 60 * 60_000);
    await Promise.all([sendScheduled(one.server, id), sendScheduled(two.server, id)]);
    expect(await copies(id)).toBe(1);
    expect(await one.server.system.MessageDelivery.countDocuments({ messageId: id })).toBe(2);
    await expect.poll(() => new Set(topics.payloads<NotificationRequested>('notification.requested').filter((n) => n.id.startsWith(`message:${id}:`)).map((n) => n.id)).size, { timeout: 15_000 }).toBe(1);
    expect((await one.server.system.Message.findById(id).lean())!.status).toBe('sent');
  });

  it('a message to more people than are delivered inline answers at once and reaches them all just after, its safety job removed', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ _id: `u-crew-${i}`, username: `crew${i}`, name: `Crew ${i}`, email: '', phone: '', employeeId: null, disabled: false, channels: ['gartan' as const] }));
    await one.server.system.MessageRecipient.insertMany(many);
    const res = await one.server.inject({
      method: 'POST',
      url: '/system/messages',
      headers: await one.as({ id: 'u-hal', username: 'hal', name: 'Hal Hazel', permissions: {} }),
      payload: { type: 'gartan', subject: 'All crews', body: 'Muster at 08:00.', recipients: many.map((u) => ({ kind: 'user', id: u._id })) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().messageId as number;
    await expect.poll(() => copies(id), { timeout: 15_000 }).toBe(60);
    await expect.poll(async () => (await one.server.system.Message.findById(id).lean())!.status, { timeout: 10_000 }).toBe('sent');
    await expect.poll(() => one.server.db.db!.collection('jobs').countDocuments({ name: 'messages.send-scheduled', 'data.messageId': id }), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => topics.payloads<MessageSentEvent>('message.sent').filter((e) => e.id === id).length, { timeout: 15_000 }).toBe(1);
  });
});
