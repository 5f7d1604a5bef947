import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeEvents, locationCreated, referenceItemChanged, trainingEventAttendeeEvents, trainingEventEvents, userCreated, userMessageRequested, type MailboxMessage, type MessageSentEvent, type NotificationRequested, type UserEvent } from '@firecrest/contracts';
import type { TestService } from '@firecrest/service-kit/testing';
import type { SystemConfig } from '../src/config';
import { buildSystem, testTopicPrefix, until } from './helper';
import { readTopics, type TopicReader } from './topic-reader';
import { mailboxCopy } from '../src/routes/messages/delivery';

const now = new Date().toISOString();
const user = (id: string, name: string, over: Partial<UserEvent> = {}): UserEvent => ({ id, username: id, name, email: `${id}@brigade.test`, employeeId: null, disabled: false, roles: [], lastModifiedDate: now, ...over });
const ALICE = { id: 'u-alice', name: 'Alice Ash' };
const BOB = { id: 'u-bob', name: 'Bob Birch' };
const CAROL = { id: 'u-carol', name: 'Carol Cedar' };

describe('messages: folders, moves, search and paging, the §8.2 refusal, channels, schedule, events', { timeout: 60_000 }, () => {
  let sys: TestService<SystemConfig>;
  let topics: TopicReader;
  type Who = { id: string; name: string };
  const call = async (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    sys.server.inject({ method, url: `/system/messages${url}`, payload, headers: { ...(await sys.as({ id: who.id, username: who.id, name: who.name, permissions: {} })), ...headers } });
  const folder = async (who: Who, name: string, query = '') => (await call(who, 'GET', `?folder=${name}${query}`)).json() as { data: MailboxMessage[]; nextCursor: string | null };
  const send = (who: Who, body: object) => call(who, 'POST', '', { type: 'gartan', ...body });

  beforeAll(async () => {
    const prefix = testTopicPrefix();
    sys = await buildSystem({ KAFKA_TOPIC_PREFIX: prefix });
    topics = await readTopics(sys.config.KAFKA_BROKERS, prefix, ['message.sent', 'notification.requested']);
    const events = sys.server.events;
    await events.publish(userCreated, user(ALICE.id, ALICE.name, { notificationChannels: ['gartan'] }));
    await events.publish(userCreated, user(BOB.id, BOB.name, { employeeId: '7', notificationChannels: ['gartan', 'email'] }));
    await events.publish(userCreated, user(CAROL.id, CAROL.name, { notificationChannels: ['sms'], phoneNumber: '+44 7700 900123' }));
    await events.publish(userCreated, user('u-gone', 'Gail Gone', { disabled: true }));
    const employee = (id: number, firstName: string, lastName: string) =>
      events.publish(employeeEvents.created, { id, firstName, lastName, gartanId: `G-${id}`, email: '', address: '', phoneNumbers: [], serviceStartDate: null, dateOfBirth: null, contracts: [], lastModifiedDate: now });
    await employee(7, 'Bob', 'Birch');
    await employee(8, 'Dan', 'Nouser');
    await until(async () => (await sys.server.system.MessageRecipient.countDocuments()) + (await sys.server.system.Employee.countDocuments()), 6);
  });
  afterAll(async () => {
    await topics?.close();
    await sys?.close();
  });

  it('sends to users and employees: the recipient finds it unread in the inbox, opening marks it read, the sender has it under sent', async () => {
    const sent = await send(ALICE, { subject: 'Drill on Thursday', body: 'Bring your BA set.\nMeet at the yard.', recipients: [{ kind: 'user', id: CAROL.id }, { kind: 'employee', id: '7' }] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ folder: 'sent', subject: 'Drill on Thursday', from: { userId: ALICE.id, name: ALICE.name }, read: true, type: 'gartan' });
    expect(sent.json().to.map((p: Who) => p.name)).toEqual([CAROL.name, BOB.name]);

    const inbox = await folder(BOB, 'inbox');
    expect(inbox.data).toHaveLength(1);
    expect(inbox.data[0]).toMatchObject({ subject: 'Drill on Thursday', snippet: 'Bring your BA set. Meet at the yard.', read: false, from: { name: ALICE.name } });
    expect(inbox.data[0].body).toBeUndefined();
    const unread = await call(BOB, 'GET', '/unread');
    expect(unread.json()).toEqual({ inbox: 1, notifications: 0, total: 1 });
    // Polling with the ETag moves no body while nothing changes.
    expect((await call(BOB, 'GET', '/unread', undefined, { 'if-none-match': unread.headers.etag as string })).statusCode).toBe(304);

    const opened = await call(BOB, 'GET', `/${inbox.data[0].id}`);
    expect(opened.json()).toMatchObject({ body: 'Bring your BA set.\nMeet at the yard.', read: true });
    expect(opened.json().deliveries).toBeUndefined();
    const after = await call(BOB, 'GET', '/unread', undefined, { 'if-none-match': unread.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().total).toBe(0);
    // Nobody opens another's copy.
    expect((await call(CAROL, 'GET', `/${inbox.data[0].id}`)).statusCode).toBe(404);

    const mine = await folder(ALICE, 'sent');
    expect(mine.data.map((m) => m.subject)).toEqual(['Drill on Thursday']);
    // A folder names the recipients in one line; the list of them comes with the opened message.
    expect(mine.data[0]).toMatchObject({ toNames: `${CAROL.name}, ${BOB.name}`, to: [] });
    const own = (await call(ALICE, 'GET', `/${mine.data[0].id}`)).json();
    expect(own.deliveries).toEqual(
      expect.arrayContaining([
        { userId: BOB.id, channel: 'gartan', status: 'delivered', error: null },
        { userId: CAROL.id, channel: 'gartan', status: 'delivered', error: null },
      ]),
    );
    const row = await sys.server.system.Message.findById(sent.json().messageId).lean();
    expect(row).toMatchObject({ status: 'sent', subject: 'Drill on Thursday', to: [{ userId: CAROL.id }, { userId: BOB.id }] });

    await expect.poll(() => topics.payloads<MessageSentEvent>('message.sent').filter((e) => e.id === sent.json().messageId), { timeout: 15_000 }).toEqual([
      expect.objectContaining({ senderId: ALICE.id, recipientIds: [CAROL.id, BOB.id], type: 'gartan', scheduled: false }),
    ]);
  });

  it('finds people to write to: users by name or username, employees marked when they have no account, no addresses shown', async () => {
    const found = async (q: string) => (await call(ALICE, 'GET', `/contacts?q=${encodeURIComponent(q)}`)).json().data;
    expect(await found('birch')).toEqual([
      { kind: 'user', id: BOB.id, name: BOB.name, detail: BOB.id },
      { kind: 'employee', id: '7', name: 'Bob Birch', detail: 'Employee' },
    ]);
    expect(await found('nouser')).toEqual([{ kind: 'employee', id: '8', name: 'Dan Nouser', detail: 'No user account' }]);
    expect(await found('gail')).toEqual([]);
    expect(JSON.stringify(await found(''))).not.toContain('@brigade.test');
  });

  it('sends to everyone of a station, watch or staff group today; refuses a group with someone without an account, or with nobody', async () => {
    const events = sys.server.events;
    const contract = (over: object) => ({ serviceNumber: 'S1', roleId: null, stationId: null, watchId: null, staffGroupId: null, rosterId: null, startDate: '2020-01-01', endDate: null, ...over });
    const employee = (id: number, firstName: string, lastName: string, contracts: object[]) =>
      events.publish(employeeEvents.updated, { id, firstName, lastName, gartanId: `G-${id}`, email: '', address: '', phoneNumbers: [], serviceStartDate: null, dateOfBirth: null, contracts: contracts as never, lastModifiedDate: now });
    await events.publish(locationCreated, { id: 3, kind: 'station', callSign: 'N1', name: 'Northgate', address: '', postcode: '', phone: '', lastModifiedDate: now });
    await events.publish(referenceItemChanged, { kind: 'watch', id: 2, code: '', name: 'Blue watch', deleted: false, lastModifiedDate: now });
    await employee(7, 'Bob', 'Birch', [contract({ stationId: 3, watchId: 2 })]);
    await employee(9, 'Eve', 'Elder', [contract({ stationId: 4, watchId: 2 })]);
    await employee(10, 'Old', 'Timer', [contract({ stationId: 3, endDate: '2021-12-31' })]);
    const { MessageMember: Members, MessageGroup: Groups } = sys.server.system;
    await until(async () => (await Members.countDocuments({ stationIds: 3 })) + (await Members.countDocuments({ watchIds: 2 })) + (await Groups.countDocuments()), 6);

    expect((await call(ALICE, 'GET', '/contacts?q=north')).json().data).toEqual([{ kind: 'station', id: '3', name: 'Northgate', detail: 'Station: everyone in it today' }]);
    const station = await send(ALICE, { subject: 'Station meeting', body: 'Friday.', recipients: [{ kind: 'station', id: '3' }] });
    expect(station.statusCode, station.body).toBe(201);
    expect(station.json().to).toEqual([{ userId: BOB.id, name: BOB.name }]);
    const watch = await send(ALICE, { subject: 'Watch news', body: 'x', recipients: [{ kind: 'watch', id: '2' }] });
    expect(watch.json().detail).toBe('Messages cannot be sent when recipients have no user account: Eve Elder.');
    const empty = await send(ALICE, { subject: 'Nobody', body: 'x', recipients: [{ kind: 'staffGroup', id: '99' }] });
    expect(empty.json().errors).toEqual([{ field: 'recipients', message: 'Nobody belongs to these today: Staff group 99.' }]);
  });

  it("sends to a training event's attendees holding a place; refuses one with an attendee without an account, or with nobody on it", async () => {
    const events = sys.server.events;
    const trainingEvent = (id: number, name: string) =>
      events.publish(trainingEventEvents.created, {
        id, trainingType: 2, course: { code: 'BA', name }, dates: [{ startTime: '2031-03-04T09:00:00.000Z', endTime: '2031-03-04T17:00:00.000Z' }], trainingLocationIds: [], onStationEvent: false,
        status: 1, competencyIds: [], comment: '', minPlaces: 1, maxPlaces: 10, createdDate: now, lastModifiedDate: now,
      });
    const attendee = (id: number, trainingEventId: number, employeeId: number, statusId: number) =>
      events.publish(trainingEventAttendeeEvents.created, { id, trainingEventId, employeeId, attendeeType: 2, statusId, dateApplied: null, dateCancellationRequested: null, lastModifiedDate: now });
    await trainingEvent(41, 'Breathing apparatus');
    await trainingEvent(42, 'Water rescue');
    await trainingEvent(43, 'Rope access');
    await attendee(501, 41, 7, 2); // Bob, confirmed
    await attendee(502, 41, 8, 9); // Dan (no account), cancelled: left out
    await attendee(503, 42, 8, 2); // Dan, confirmed
    await attendee(504, 43, 7, 3); // Bob, rejected: nobody holds a place
    const { MessageAttendee: Attendees, MessageGroup: Groups } = sys.server.system;
    await until(async () => (await Attendees.countDocuments({ trainingEventId: { $in: [41, 42, 43] } })) + (await Groups.countDocuments({ kind: 'trainingEvent' })), 7);

    expect((await call(ALICE, 'GET', '/contacts?q=breathing')).json().data).toEqual([{ kind: 'trainingEvent', id: '41', name: 'Breathing apparatus (BA), 2031-03-04', detail: 'Training event: everyone booked on it' }]);
    const sent = await send(ALICE, { subject: 'Course kit', body: 'Bring your BA set.', recipients: [{ kind: 'trainingEvent', id: '41' }] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().to).toEqual([{ userId: BOB.id, name: BOB.name }]);
    expect((await folder(BOB, 'inbox', '&q=course%20kit')).data).toMatchObject([{ subject: 'Course kit', from: { name: ALICE.name } }]);
    expect((await send(ALICE, { subject: 'x', body: 'x', recipients: [{ kind: 'trainingEvent', id: '42' }] })).json().detail).toBe('Messages cannot be sent when recipients have no user account: Dan Nouser.');
    expect((await send(ALICE, { subject: 'x', body: 'x', recipients: [{ kind: 'trainingEvent', id: '43' }] })).json().errors).toEqual([
      { field: 'recipients', message: 'Nobody is booked on these training events: Rope access (BA), 2031-03-04.' },
    ]);
  });

  it('refuses recipients without a user account (§8.2), naming them; nothing is stored', async () => {
    const before = await sys.server.system.Message.countDocuments();
    const refused = await send(ALICE, { subject: 'Hello', body: 'Hi', recipients: [{ kind: 'employee', id: '8' }, { kind: 'user', id: 'u-gone' }, { kind: 'user', id: BOB.id }, { kind: 'employee', id: '999' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().detail).toBe('Messages cannot be sent when recipients have no user account: Gail Gone, Dan Nouser, Employee 999.');
    expect(refused.json().errors).toEqual([{ field: 'recipients', message: refused.json().detail }]);
    expect(await sys.server.system.Message.countDocuments()).toBe(before);
  });

  it("honours each recipient's channels: e-mail and SMS go to the scheduler's outbox, in-app only to those who take it", async () => {
    const sent = await send(ALICE, { type: 'channels', subject: 'Rota change', body: 'Swap with Blue watch.', recipients: [{ kind: 'user', id: BOB.id }, { kind: 'user', id: CAROL.id }] });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().messageId;
    expect((await folder(BOB, 'inbox')).data.map((m) => m.subject)).toContain('Rota change');
    expect((await folder(CAROL, 'inbox')).data.map((m) => m.subject)).not.toContain('Rota change');
    await expect
      .poll(() => topics.payloads<NotificationRequested>('notification.requested').filter((n) => n.id.startsWith(`message:${id}:`)).sort((a, b) => a.channel.localeCompare(b.channel)), { timeout: 15_000 })
      .toEqual([
        // The e-mail frames the sender's text in the recipient's language (Bob chose none: English); an SMS is the text alone.
        { id: `message:${id}:${BOB.id}:email`, channel: 'email', to: 'u-bob@brigade.test', subject: 'Rota change', body: 'Hello Bob Birch,\n\nAlice Ash sent you this message in Firecrest:\n\nSwap with Blue watch.\n\n--\nSign in to Firecrest to read your messages and reply.' },
        { id: `message:${id}:${CAROL.id}:sms`, channel: 'sms', to: '+44 7700 900123', subject: 'Rota change', body: 'Swap with Blue watch.' },
      ]);
    const deliveries = (await call(ALICE, 'GET', `/${sent.json().id}`)).json().deliveries;
    expect(deliveries).toEqual([
      { userId: BOB.id, channel: 'email', status: 'queued', error: null },
      { userId: BOB.id, channel: 'gartan', status: 'delivered', error: null },
      { userId: CAROL.id, channel: 'sms', status: 'queued', error: null },
    ]);
  });

  it('moves to the bin, restores, deletes for good only from the bin', async () => {
    const sent = await send(CAROL, { subject: 'Kit check', body: 'Please check your kit.', recipients: [{ kind: 'user', id: ALICE.id }] });
    const [copy] = (await folder(ALICE, 'inbox', '&q=kit')).data;
    expect(copy.subject).toBe('Kit check');
    expect((await call(ALICE, 'DELETE', `/${copy.id}`)).json().detail).toBe('Only a message in the bin can be deleted for good.');
    expect((await call(ALICE, 'POST', `/${copy.id}/trash`)).json()).toMatchObject({ folder: 'trash' });
    expect((await folder(ALICE, 'inbox', '&q=kit')).data).toEqual([]);
    expect((await folder(ALICE, 'trash')).data.map((m) => m.id)).toEqual([copy.id]);
    expect((await call(ALICE, 'POST', `/${copy.id}/restore`)).json()).toMatchObject({ folder: 'inbox' });
    expect((await folder(ALICE, 'trash')).data).toEqual([]);
    await call(ALICE, 'POST', `/${copy.id}/trash`);
    expect((await call(ALICE, 'DELETE', `/${copy.id}`)).statusCode).toBe(204);
    expect((await call(ALICE, 'GET', `/${copy.id}`)).statusCode).toBe(404);
    // The sender's copy stays; the message goes with its last copy.
    const senderCopy = (await folder(CAROL, 'sent')).data.find((m) => m.messageId === sent.json().messageId)!;
    expect(senderCopy.subject).toBe('Kit check');
    await call(CAROL, 'POST', `/${senderCopy.id}/trash`);
    await call(CAROL, 'DELETE', `/${senderCopy.id}`);
    expect(await sys.server.system.Message.findById(sent.json().messageId).lean()).toBeNull();
  });

  it('searches a folder and pages it by cursor, newest first', async () => {
    for (let i = 1; i <= 5; i++) await send(BOB, { subject: `Shift note ${i}`, body: i % 2 ? 'odd hydrant' : 'even pump', recipients: [{ kind: 'user', id: CAROL.id }] });
    const first = await folder(CAROL, 'inbox', '&q=shift%20note&limit=2');
    expect(first.data.map((m) => m.subject)).toEqual(['Shift note 5', 'Shift note 4']);
    const second = await folder(CAROL, 'inbox', `&q=shift%20note&limit=2&cursor=${first.nextCursor}`);
    expect(second.data.map((m) => m.subject)).toEqual(['Shift note 3', 'Shift note 2']);
    const third = await folder(CAROL, 'inbox', `&q=shift%20note&limit=2&cursor=${second.nextCursor}`);
    expect(third.data.map((m) => m.subject)).toEqual(['Shift note 1']);
    expect(third.nextCursor).toBeNull();
    expect((await folder(CAROL, 'inbox', '&q=HYDRANT')).data.map((m) => m.subject)).toEqual(['Shift note 5', 'Shift note 3', 'Shift note 1']);
    expect((await folder(CAROL, 'inbox', `&q=${encodeURIComponent(BOB.name)}%20pump`)).data.map((m) => m.subject)).toEqual(['Shift note 4', 'Shift note 2']);
  });

  it('searches a large folder window by window: every match found, in order, across pages', async () => {
    const DAVE = { id: 'u-dave', name: 'Dave Dogwood' };
    const base = Date.now() - 10_000_000;
    const message = { _id: 999_999, subject: '', body: '', from: { userId: ALICE.id, name: ALICE.name }, to: [], type: 'gartan' as const, status: 'sent' as const, scheduledFor: null, sentDate: null, system: false, externalId: 'm:999999', createdDate: new Date() };
    const rows = Array.from({ length: 1_200 }, (_, n) => ({
      ...mailboxCopy(5_000_000 + n, { ...message, subject: n % 100 === 7 ? `Needle ${n}` : `Hay ${n}` }, DAVE.id, 'to', 'inbox', new Date(base + n * 1_000)),
      key: `search:${n}`,
    }));
    await sys.server.system.MailboxItem.insertMany(rows);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { data: MailboxMessage[]; nextCursor: string | null } = await folder(DAVE, 'inbox', `&q=needle&limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.data.map((m) => m.subject));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => `Needle ${1_107 - i * 100}`));
  });

  it('starts a reply, a reply-all and a forward; the reply reaches the sender', async () => {
    await send(ALICE, { subject: 'Training plan', body: 'Week 1: ladders', recipients: [{ kind: 'user', id: BOB.id }, { kind: 'user', id: CAROL.id }] });
    const copy = (await folder(BOB, 'inbox', '&q=training%20plan')).data[0];
    const reply = (await call(BOB, 'GET', `/${copy.id}/draft?mode=reply`)).json();
    expect(reply).toMatchObject({ subject: 'Re: Training plan', recipients: [{ kind: 'user', id: ALICE.id, name: ALICE.name }] });
    expect(reply.body).toContain('> Week 1: ladders');
    const all = (await call(BOB, 'GET', `/${copy.id}/draft?mode=replyAll`)).json();
    expect(all.recipients.map((r: { id: string }) => r.id)).toEqual([ALICE.id, CAROL.id]);
    const forward = (await call(BOB, 'GET', `/${copy.id}/draft?mode=forward`)).json();
    expect(forward).toMatchObject({ subject: 'Fwd: Training plan', recipients: [] });

    expect((await send(BOB, { subject: reply.subject, body: `Sounds good.${reply.body}`, recipients: reply.recipients.map(({ kind, id }: { kind: string; id: string }) => ({ kind, id })) })).statusCode).toBe(201);
    expect((await folder(ALICE, 'inbox', '&q=re:%20training')).data).toMatchObject([{ subject: 'Re: Training plan', from: { name: BOB.name } }]);
  });

  it('files system notifications (user-message.requested) once each, under notifications, with no reply', async () => {
    const note = { id: 'training:n:1:5', userId: CAROL.id, from: 'Training planner', subject: 'Course confirmed', body: 'You are booked on BA Operator.', sentDate: now };
    await sys.server.events.publish(userMessageRequested, note);
    await sys.server.events.publish(userMessageRequested, note);
    await expect.poll(async () => (await folder(CAROL, 'notifications')).data.length, { timeout: 15_000 }).toBe(1);
    const [copy] = (await folder(CAROL, 'notifications')).data;
    expect(copy).toMatchObject({ subject: 'Course confirmed', system: true, from: { name: 'Training planner' }, read: false });
    expect((await call(CAROL, 'GET', '/unread')).json().notifications).toBe(1);
    expect((await call(CAROL, 'GET', `/${copy.id}/draft?mode=reply`)).json().detail).toBe('Notifications from the system cannot be answered.');
  });

  it('schedules a message: it waits under scheduled, can be changed, goes once at its time; a cancelled one never goes', async () => {
    const soon = () => new Date(Date.now() + 3_000).toISOString();
    expect((await send(ALICE, { subject: 'Late', body: 'x', recipients: [{ kind: 'user', id: BOB.id }], scheduledFor: new Date(Date.now() - 60_000).toISOString() })).json().errors).toEqual([
      { field: 'scheduledFor', message: 'Choose a time in the future to schedule the message.' },
    ]);
    const scheduled = await send(ALICE, { subject: 'Reminder: drill', body: 'Tomorrow 09:00', recipients: [{ kind: 'user', id: BOB.id }], scheduledFor: soon() });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(scheduled.json()).toMatchObject({ folder: 'scheduled' });
    const changed = await call(ALICE, 'PUT', `/${scheduled.json().id}`, { type: 'gartan', subject: 'Reminder: drill at 10', body: 'Tomorrow 10:00', recipients: [{ kind: 'user', id: BOB.id }], scheduledFor: soon() });
    expect(changed.json(), changed.body).toMatchObject({ folder: 'scheduled', subject: 'Reminder: drill at 10' });
    const cancelled = await send(ALICE, { subject: 'Never sent', body: 'x', recipients: [{ kind: 'user', id: BOB.id }], scheduledFor: soon() });
    await call(ALICE, 'POST', `/${cancelled.json().id}/trash`);
    expect((await folder(BOB, 'inbox', '&q=reminder')).data).toEqual([]);

    await expect.poll(async () => (await folder(BOB, 'inbox', '&q=reminder')).data.map((m) => m.subject), { timeout: 30_000, interval: 500 }).toEqual(['Reminder: drill at 10']);
    expect((await folder(ALICE, 'sent', '&q=reminder')).data.map((m) => m.subject)).toEqual(['Reminder: drill at 10']);
    expect((await folder(ALICE, 'scheduled')).data).toEqual([]);
    await expect.poll(() => topics.payloads<MessageSentEvent>('message.sent').filter((e) => e.id === scheduled.json().messageId).length, { timeout: 15_000 }).toBe(1);
    expect(topics.payloads<MessageSentEvent>('message.sent').find((e) => e.id === scheduled.json().messageId)!.scheduled).toBe(true);
    // A job run again (a second instance, a restart) sends nothing more.
    const { sendScheduled } = await import('../src/routes/messages/delivery');
    await sendScheduled(sys.server, scheduled.json().messageId);
    expect(await sys.server.system.MailboxItem.countDocuments({ messageId: scheduled.json().messageId })).toBe(2);
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await folder(BOB, 'inbox', '&q=never')).data).toEqual([]);
    expect(await sys.server.system.Message.findById(cancelled.json().messageId).lean()).toMatchObject({ status: 'cancelled' });
  });
});
