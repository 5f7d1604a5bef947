import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMUNICATION_MESSAGES as CM, TRAINING_MESSAGES as M, userCreated, userUpdated } from '@firecrest/contracts';
import type { TestService } from '@firecrest/service-kit/testing';
import { buildWorld, type World } from '../../svc-public-api/test/world';
import { schedulerCluster } from '../../svc-scheduler/test/helper';
import { fakeOwners, type FakeOwners } from '../../svc-scheduler/test/owners';
import type { SchedulerConfig } from '../../svc-scheduler/src/config';
import { startMailReceiver, type MailReceiver } from '../../scripts/test-servers/mail-receiver';
import { buildSystem } from '../../svc-system/test/helper';
import type { SystemConfig } from '../../svc-system/src/config';

const at = (day: number, hour: number) => new Date(Date.UTC(2031, 2, day, hour)).toISOString();
const eventBody = (extra: object = {}) => ({
  trainingType: 2,
  course: { code: 'BA-OPR', name: 'Breathing apparatus Operator' },
  dates: [{ startTime: at(3, 9), endTime: at(3, 17) }],
  minPlaces: 1,
  maxPlaces: 10,
  ...extra,
});

describe('training event communications: joining instructions, notifications and their log, sent through svc-scheduler', { timeout: 90_000 }, () => {
  let w: World;
  let scheduler: TestService<SchedulerConfig>;
  let smsGateway: FakeOwners;
  let smtp: MailReceiver;
  let system: TestService<SystemConfig>;
  const ids: Record<string, number> = {};
  const base = () => `/training/training-events/${ids.event}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => w.trainingWrite(method, url, payload);
  const logs = async (query = '') => (await call('GET', `${base()}/notification-logs${query}`)).json().data as Record<string, string | number | boolean | null>[];
  const outbox = () => scheduler.server.db.db!.collection('outbox');

  beforeAll(async () => {
    w = await buildWorld();
    smsGateway = await fakeOwners();
    smsGateway.answer('/sms', { status: 202, body: { queued: true } });
    smtp = await startMailReceiver();
    scheduler = await schedulerCluster({ KAFKA_TOPIC_PREFIX: w.env.KAFKA_TOPIC_PREFIX, SMS_GATEWAY_URL: `${smsGateway.url}/sms`, SMTP_URL: smtp.url })();
    // svc-system files Gartan messages in the user's mailbox.
    system = await buildSystem({ KAFKA_TOPIC_PREFIX: w.env.KAFKA_TOPIC_PREFIX });
    ids.centre = (await w.create('personnel', '/personnel/locations', { kind: 'trainingLocation', callSign: 'TC1', name: 'Training Centre North', address: '1 Drill Yard, Northtown', postcode: 'NT1 1AA' })).id;
    ids.alex = (
      await w.create('personnel', '/personnel/employees', {
        firstName: 'Alex',
        lastName: 'Morgan',
        email: 'alex.morgan@brigade.test',
        phones: [{ prefix: '+44', number: '7700900123', isDefault: true }],
        contracts: [{ startDate: '2020-01-01' }],
      })
    ).id;
    ids.sam = (await w.create('personnel', '/personnel/employees', { firstName: 'Sam', lastName: 'Patel', email: 'sam.patel@brigade.test', contracts: [{ startDate: '2020-01-01' }] })).id;
    // Alex has a user account (svc-gateway's event); Sam has none.
    await w.training.server.events.publish(userCreated, { id: 'user-alex', username: 'amorgan', name: 'Alex Morgan', email: 'alex.morgan@brigade.test', employeeId: String(ids.alex), disabled: false, roles: [], lastModifiedDate: new Date().toISOString() });
    ids.event = (await w.create('training', '/training/training-events', eventBody({ trainingLocationIds: [ids.centre] }))).id;
    ids.alexOn = (await w.create('training', '/training/training-event-attendees', { trainingEventId: ids.event, employeeId: ids.alex, attendeeType: 2, statusId: 2 })).id;
    ids.samOn = (await w.create('training', '/training/training-event-attendees', { trainingEventId: ids.event, employeeId: ids.sam, attendeeType: 1, instructorType: 'lead', statusId: 2 })).id;
    const t = w.training.server.training;
    await vi.waitFor(
      async () => {
        expect(await t.RecipientContact.countDocuments({ _id: { $in: [ids.alex, ids.sam] } })).toBe(2);
        expect(await t.RecipientAccount.countDocuments({ employeeId: ids.alex })).toBe(1);
        expect(await t.Venue.countDocuments({ _id: ids.centre })).toBe(1);
      },
      { timeout: 20_000, interval: 200 },
    );
  });
  afterAll(async () => {
    await scheduler?.close();
    await system?.close();
    await smtp?.close();
    await smsGateway?.close();
    await w?.close();
  });

  it('joining instructions: a default until written, required fields, one attendee’s copy with merge fields, sent by e-mail to the outbox and logged', async () => {
    const first = await call('GET', `${base()}/joining-instruction`);
    expect(first.json()).toMatchObject({ isDefault: true, subject: 'Joining instructions: {courseName}' });

    const blank = await call('PUT', `${base()}/joining-instruction`, { subject: ' ', body: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ detail: M.requiredFields, errors: [{ field: 'subject', message: 'Required' }, { field: 'body', message: 'Required' }] });

    const body = 'Dear {firstName},\n{courseName} ({courseCode}) starts {firstDate}.\nDates: {dates}\nVenue: {location}\nBring your PPE. {unknown} stays.';
    const saved = await call('PUT', `${base()}/joining-instruction`, { subject: 'Joining: {courseName}', body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ isDefault: false, subject: 'Joining: {courseName}', body, lastModifiedDate: expect.any(String) });
    expect(await w.training.server.training.JoiningInstruction.findById(ids.event).lean()).toMatchObject({ subject: 'Joining: {courseName}', body });

    const preview = (await call('GET', `${base()}/joining-instruction/${ids.alexOn}`)).json();
    expect(preview).toEqual({
      attendeeId: ids.alexOn,
      recipientName: 'Alex Morgan',
      addresses: { gartan: 'user-alex', email: 'alex.morgan@brigade.test', sms: '+447700900123' },
      subject: 'Joining: Breathing apparatus Operator',
      body: 'Dear Alex,\nBreathing apparatus Operator (BA-OPR) starts Mon, 3 Mar 2031 09:00.\nDates: Mon, 3 Mar 2031 09:00–17:00\nVenue: Training Centre North, 1 Drill Yard, Northtown, NT1 1AA\nBring your PPE. {unknown} stays.',
    });
    expect((await call('GET', `${base()}/joining-instruction/999999`)).statusCode).toBe(404);

    const sent = await call('POST', `${base()}/joining-instruction/send`, { attendeeIds: [ids.alexOn, ids.samOn], type: 'email' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().sent).toBe(2);
    const rows = await logs('?source=joiningInstruction');
    expect(rows.map((r) => [r.recipientName, r.channel, r.to, r.status])).toEqual([
      ['Alex Morgan', 'email', 'alex.morgan@brigade.test', 'queued'],
      ['Sam Patel', 'email', 'sam.patel@brigade.test', 'queued'],
    ]);
    // Every field of a log row is always there (the contract's schema): no notification, no error yet.
    expect(rows.map((r) => [r.notificationId, r.error])).toEqual([
      [null, null],
      [null, null],
    ]);
    // svc-scheduler consumed both requests into its outbox, each with its own copy.
    await vi.waitFor(async () => expect(await outbox().countDocuments({ channel: 'email' })).toBe(2), { timeout: 20_000, interval: 200 });
    const sams = await outbox().findOne({ _id: rows[1]!.id as never });
    expect(sams).toMatchObject({ to: 'sam.patel@brigade.test', subject: 'Joining: Breathing apparatus Operator', body: expect.stringMatching(/^Dear Sam,/) });
  });

  it('notifications: §5.2 required fields, §8.2 no user account, past dates refused', async () => {
    const empty = await call('POST', `${base()}/notifications`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ detail: CM.notificationRequired });
    expect(empty.json().errors.map((e: { field: string }) => e.field)).toEqual(['name', 'type', 'recipientIds', 'subject', 'message']);

    const valid = { name: 'Reminder', type: 'gartan', recipientIds: [ids.alexOn, ids.samOn], subject: 'Tomorrow', message: 'See you at {location}' };
    const noAccount = await call('POST', `${base()}/notifications`, valid);
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json()).toMatchObject({ detail: CM.noUserAccount, errors: [{ field: 'recipientIds', message: `${CM.noUserAccount}: Sam Patel` }] });

    const noPhone = await call('POST', `${base()}/notifications`, { ...valid, type: 'sms' });
    expect(noPhone.json().errors).toEqual([{ field: 'recipientIds', message: `${CM.noPhone}: Sam Patel` }]);

    const past = await call('POST', `${base()}/notifications`, { ...valid, recipientIds: [ids.alexOn], sendAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.json()).toMatchObject({ detail: CM.pastDate, errors: [{ field: 'sendAt', message: CM.pastDate }] });

    const stranger = await call('POST', `${base()}/notifications`, { ...valid, recipientIds: [999999] });
    expect(stranger.json().errors).toEqual([{ field: 'recipientIds', message: `${CM.notOnEvent}: 999999` }]);
    expect(await w.training.server.training.EventNotification.countDocuments({ trainingEventId: ids.event })).toBe(0);

    const readOnly = await w.training.server.inject({ method: 'POST', url: `${base()}/notifications`, payload: valid, headers: await w.training.as({ permissions: { COURSES: ['view'] } }) });
    expect(readOnly.statusCode).toBe(403);
    // Managed personnel: an event at someone else's locations, with none of their people on it, does not exist for them.
    const elsewhere = await w.training.as({ id: 'manager-b', username: 'manager.b', accessAllLocations: false, locationIds: [ids.centre + 1000] });
    for (const path of ['/notifications', '/notification-logs', '/joining-instruction']) {
      expect((await w.training.server.inject({ method: 'GET', url: `${base()}${path}`, headers: elsewhere })).statusCode, path).toBe(404);
    }
  });

  it('an SMS sent now goes through the outbox to the gateway, and its delivery comes back to the log', async () => {
    const res = await call('POST', `${base()}/notifications`, { name: 'Venue change', type: 'sms', recipientIds: [ids.alexOn], subject: 'Venue', message: '{firstName}, {courseName} moves to {location}.', sendAt: null });
    expect(res.statusCode).toBe(201);
    const n = res.json();
    expect(n).toMatchObject({ name: 'Venue change', type: 'sms', status: 'sent', sentDate: expect.any(String), recipientIds: [ids.alexOn] });
    const [row] = await logs(`?notificationId=${n.id}`);
    expect(row).toMatchObject({ id: `training:n:${n.id}:${ids.alexOn}`, channel: 'sms', to: '+447700900123', status: 'queued', attempts: 0 });

    await vi.waitFor(async () => expect(await outbox().countDocuments({ _id: row!.id as never })).toBe(1), { timeout: 20_000, interval: 200 });
    const run = await scheduler.server.inject({ method: 'POST', url: '/scheduledtasks/notifications/sms', headers: await scheduler.as() });
    expect(run.json()).toMatchObject({ information: '1 SMS sent' });
    expect(JSON.parse(smsGateway.callsTo('/sms')[0]!.body)).toEqual({ to: '+447700900123', body: 'Alex, Breathing apparatus Operator moves to Training Centre North, 1 Drill Yard, Northtown, NT1 1AA.' });
    // notification.delivery consumed by svc-training.
    await vi.waitFor(async () => expect((await logs(`?notificationId=${n.id}`))[0]).toMatchObject({ status: 'sent', attempts: 1, sentDate: expect.any(String), error: null }), { timeout: 20_000, interval: 200 });

    // A gateway refusing the next one: the attempt comes back as failed, with its error, to be tried again.
    smsGateway.answer('/sms', { status: 503, body: {} });
    const second = (await call('POST', `${base()}/notifications`, { name: 'Parking', type: 'sms', recipientIds: [ids.alexOn], subject: 'Parking', message: 'Park at the rear.' })).json();
    await vi.waitFor(async () => expect(await outbox().countDocuments({ channel: 'sms' })).toBe(2), { timeout: 20_000, interval: 200 });
    expect((await scheduler.server.inject({ method: 'POST', url: '/scheduledtasks/notifications/sms', headers: await scheduler.as() })).json().information).toBe('0 SMS sent, 1 failed (SMS gateway answered 503)');
    await vi.waitFor(
      async () => expect((await logs(`?notificationId=${second.id}`))[0]).toMatchObject({ status: 'failed', attempts: 1, sentDate: null, error: 'SMS gateway answered 503' }),
      { timeout: 20_000, interval: 200 },
    );

    const changed = await call('PUT', `${base()}/notifications/${n.id}`, { name: 'Venue change', type: 'sms', recipientIds: [ids.alexOn], subject: 'Venue', message: 'again' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().detail).toBe(CM.alreadySent);
    expect((await call('DELETE', `${base()}/notifications/${n.id}`)).statusCode).toBe(409);
  });

  it('a scheduled Gartan message can be changed until its time, then goes to the inbox by itself and is read only', async () => {
    const body = { name: 'Pre-course reminder', type: 'gartan', recipientIds: [ids.alexOn], subject: 'Soon', message: 'Course soon', sendAt: new Date(Date.now() + 60 * 60_000).toISOString() };
    const created = await call('POST', `${base()}/notifications`, body);
    expect(created.statusCode).toBe(201);
    const n = created.json();
    expect(n).toMatchObject({ status: 'scheduled', sentDate: null });
    expect(await logs(`?notificationId=${n.id}`)).toEqual([]);

    const sendAt = new Date(Date.now() + 3_000).toISOString();
    const edited = await call('PUT', `${base()}/notifications/${n.id}`, { ...body, subject: 'Tomorrow: {courseName}', sendAt });
    expect(edited.json()).toMatchObject({ status: 'scheduled', subject: 'Tomorrow: {courseName}', sendAt });
    expect((await call('GET', `${base()}/notifications`)).json().data.map((x: { id: number }) => x.id)).toContain(n.id);

    await vi.waitFor(async () => expect((await call('GET', `${base()}/notifications/${n.id}`)).json()).toMatchObject({ status: 'sent' }), { timeout: 30_000, interval: 500 });
    // Marked sent first (so only one instance sends it), then logged.
    await vi.waitFor(
      async () =>
        expect(await logs(`?notificationId=${n.id}`)).toEqual([
          expect.objectContaining({ channel: 'gartan', to: 'user-alex', subject: 'Tomorrow: Breathing apparatus Operator', status: 'delivered', sentDate: expect.any(String) }),
        ]),
      { timeout: 10_000, interval: 200 },
    );
    expect((await call('PUT', `${base()}/notifications/${n.id}`, body)).statusCode).toBe(409);

    const another = (await call('POST', `${base()}/notifications`, body)).json();
    expect((await call('DELETE', `${base()}/notifications/${another.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${base()}/notifications/${another.id}`)).statusCode).toBe(404);
  });

  it("by each recipient's channels: Alex's in-app copy lands in their notifications folder and an SMS goes; Sam, with no account, gets an e-mail", async () => {
    const alex = { id: 'user-alex', username: 'amorgan', name: 'Alex Morgan', email: 'alex.morgan@brigade.test', employeeId: String(ids.alex), disabled: false, roles: [] };
    await w.training.server.events.publish(userUpdated, { ...alex, notificationChannels: ['gartan', 'sms'], lastModifiedDate: new Date().toISOString() });
    await vi.waitFor(async () => expect((await w.training.server.training.RecipientAccount.findById('user-alex').lean())?.channels).toEqual(['gartan', 'sms']), { timeout: 20_000, interval: 200 });

    const res = await call('POST', `${base()}/notifications`, { name: 'Kit list', type: 'channels', recipientIds: [ids.alexOn, ids.samOn], subject: 'Kit for {courseCode}', message: '{firstName}, bring your helmet.' });
    expect(res.statusCode, res.body).toBe(201);
    const n = res.json();
    expect(n).toMatchObject({ type: 'channels', status: 'sent' });
    const rows = await logs(`?notificationId=${n.id}`);
    expect(rows.map((r) => [r.id, r.channel, r.to, r.status]).sort()).toEqual([
      [`training:n:${n.id}:${ids.alexOn}:gartan`, 'gartan', 'user-alex', 'delivered'],
      [`training:n:${n.id}:${ids.alexOn}:sms`, 'sms', '+447700900123', 'queued'],
      [`training:n:${n.id}:${ids.samOn}:email`, 'email', 'sam.patel@brigade.test', 'queued'],
    ]);

    const mailbox = async () => (await system.server.inject({ method: 'GET', url: '/system/messages?folder=notifications', headers: await system.as({ id: 'user-alex', username: 'amorgan', name: 'Alex Morgan', permissions: {} }) })).json().data;
    const kitList = async () => (await mailbox()).filter((m: { subject: string }) => m.subject === 'Kit for BA-OPR');
    await vi.waitFor(async () => expect(await kitList()).toMatchObject([{ snippet: 'Alex, bring your helmet.', system: true, read: false }]), { timeout: 20_000, interval: 300 });

    await vi.waitFor(async () => expect(await outbox().countDocuments({ _id: { $in: rows.map((r) => r.id) } as never })).toBe(2), { timeout: 20_000, interval: 200 });
    expect((await scheduler.server.inject({ method: 'POST', url: '/scheduledtasks/notifications/emails', headers: await scheduler.as() })).statusCode).toBe(202);
    await vi.waitFor(() => expect(smtp.mails.filter((m) => m.subject === 'Kit for BA-OPR')).toEqual([{ to: ['sam.patel@brigade.test'], subject: 'Kit for BA-OPR', text: 'Sam, bring your helmet.\n' }]), { timeout: 25_000, interval: 200 });
    expect(await outbox().findOne({ _id: `training:n:${n.id}:${ids.alexOn}:sms` as never })).toMatchObject({ channel: 'sms', to: '+447700900123', body: 'Alex, bring your helmet.' });

    // Someone reachable on none of their channels refuses the notification, named.
    await w.training.server.events.publish(userUpdated, { ...alex, notificationChannels: ['email'], email: null, lastModifiedDate: new Date().toISOString() });
    await w.training.server.training.RecipientContact.updateOne({ _id: ids.alex }, { $set: { email: '' } });
    await vi.waitFor(async () => expect((await w.training.server.training.RecipientAccount.findById('user-alex').lean())?.channels).toEqual(['email']), { timeout: 20_000, interval: 200 });
    const refused = await call('POST', `${base()}/notifications`, { name: 'Again', type: 'channels', recipientIds: [ids.alexOn, ids.samOn], subject: 's', message: 'm' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'recipientIds', message: `${CM.noChannel}: Alex Morgan` }]);
  });

  it('a complete event is locked: nothing is written or sent', async () => {
    const event = (await call('GET', `/training/training-events/${ids.event}`)).json();
    expect((await call('PUT', `/training/training-events/${ids.event}`, { ...eventBody({ trainingLocationIds: [ids.centre] }), status: 2, comment: event.comment })).statusCode).toBe(200);
    const put = await call('PUT', `${base()}/joining-instruction`, { subject: 'x', body: 'y' });
    expect(put.statusCode).toBe(409);
    expect(put.json().detail).toBe(M.eventLocked);
    expect((await call('POST', `${base()}/joining-instruction/send`, { attendeeIds: [ids.alexOn], type: 'email' })).json().detail).toBe(M.eventLocked);
    expect((await call('POST', `${base()}/notifications`, { name: 'n', type: 'email', recipientIds: [ids.alexOn], subject: 's', message: 'm' })).statusCode).toBe(409);
    expect((await call('GET', `${base()}/notification-logs`)).statusCode).toBe(200);
  });
});
