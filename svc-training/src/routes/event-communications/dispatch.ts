import type { FastifyInstance } from 'fastify';
import {
  COMMUNICATION_MESSAGES as CM,
  fillMergeFields,
  mergeDate,
  notificationRequested,
  userMessageRequested,
  type EventMessageType,
  type MergeField,
  type NotificationType,
} from '@firecrest/contracts';
import { mailLanguage, ProblemError } from '@firecrest/service-kit';
import type { TrainingEvent, TrainingEventAttendee } from '../../models/training-event';
import type { CommunicationLog, RecipientAccount, RecipientContact } from '../../models/event-communications';

export interface Recipient {
  attendee: TrainingEventAttendee;
  contact: RecipientContact | null;
  account: RecipientAccount | null;
  name: string;
}

/** Where a message of this type goes for one recipient; '' when it cannot reach them. */
export function addressOf(type: NotificationType, r: Pick<Recipient, 'contact' | 'account'>): string {
  if (type === 'gartan') return r.account?._id ?? '';
  if (type === 'sms') return r.contact?.phone || r.account?.phone || '';
  return r.contact?.email || r.account?.email || '';
}

/**
 * The channels one recipient gets a message of this type on: the type itself, or for `channels` their own (§3.2 User).
 * A user who chose none, or whose events never said, gets the in-app message (as svc-system's messages do); someone
 * with no user account chose nothing and has no inbox, so gets an e-mail, the channel a new account starts with.
 */
export function channelsOf(type: EventMessageType, r: Pick<Recipient, 'account'>): NotificationType[] {
  if (type !== 'channels') return [type];
  if (!r.account) return ['email'];
  return r.account.channels?.length ? r.account.channels : ['gartan'];
}

const UNREACHABLE = { gartan: CM.noUserAccount, email: CM.noEmail, sms: CM.noPhone } as const;

/** What one message says, ready to send. */
export interface Outgoing {
  id: string;
  recipient: Recipient;
  subject: string;
  body: string;
}

/** What is sent and from where, for the log. */
export interface Sending {
  source: CommunicationLog['source'];
  notificationId: number | null;
  type: EventMessageType;
  sentBy: string;
}

export function communications(fastify: FastifyInstance) {
  const { TrainingEventAttendee: Attendees, RecipientContact: Contacts, RecipientAccount: Accounts, Venue: Venues, CommunicationLog: Logs } = fastify.training;

  /** The event's attendees named, with how each is reached; an id not on the event is refused as `field`, or left out without one. */
  async function recipients(eventId: number, attendeeIds: number[], field: string | null): Promise<Recipient[]> {
    const attendees = await Attendees.find({ trainingEventId: eventId, _id: { $in: attendeeIds } }).lean();
    const missing = attendeeIds.filter((id) => !attendees.some((a) => a._id === id));
    if (missing.length && field) throw new ProblemError('validation', `${CM.notOnEvent}: ${missing.join(', ')}`, [{ field, message: `${CM.notOnEvent}: ${missing.join(', ')}` }]);
    const employeeIds = [...new Set(attendees.map((a) => a.employeeId))];
    const [contacts, accounts] = await Promise.all([Contacts.find({ _id: { $in: employeeIds } }).lean(), Accounts.find({ employeeId: { $in: employeeIds }, disabled: false }).lean()]);
    return attendees.sort((a, b) => a._id - b._id).map((attendee) => {
      const contact = contacts.find((c) => c._id === attendee.employeeId) ?? null;
      return { attendee, contact, account: accounts.find((a) => a.employeeId === attendee.employeeId) ?? null, name: contact ? `${contact.firstName} ${contact.lastName}` : `Employee ${attendee.employeeId}` };
    });
  }

  /**
   * §8.2 for Gartan messages (and the like for a missing e-mail address or phone): every recipient must be reachable;
   * by their own channels, on at least one of them (the others are logged as failed, with why).
   */
  function assertReachable(type: EventMessageType, list: Recipient[], field: string) {
    const unreachable = list.filter((r) => channelsOf(type, r).every((c) => !addressOf(c, r)));
    if (!unreachable.length) return;
    const names = unreachable.map((r) => r.name).join(', ');
    const why = type === 'channels' ? CM.noChannel : UNREACHABLE[type];
    throw new ProblemError('validation', type === 'gartan' ? CM.noUserAccount : `${why}: ${names}`, [{ field, message: `${why}: ${names}` }]);
  }

  /** The merge fields of one recipient on this event. */
  async function mergeValues(event: TrainingEvent) {
    const venues = await Venues.find({ _id: { $in: event.trainingLocationIds } }).lean();
    const location = venues.map((v) => [v.name, v.address, v.postcode].filter(Boolean).join(', ')).join('; ');
    // Dates in the recipient's language (issue 36): the one their user chose, else DEFAULT_LANGUAGE.
    const datesIn = (language: string) => ({
      dates: event.dates.map((d) => mergeDate(d.startTime.toISOString(), d.endTime.toISOString(), language)).join('; '),
      firstDate: event.dates[0] ? mergeDate(event.dates[0].startTime.toISOString(), undefined, language) : '',
    });
    return (r: Recipient): Record<MergeField, string> => ({
      firstName: r.contact?.firstName ?? '',
      lastName: r.contact?.lastName ?? '',
      courseName: event.course.name,
      courseCode: event.course.code,
      ...datesIn(mailLanguage(r.account?.language, fastify.defaultLanguage)),
      location,
    });
  }

  /** Each recipient's copy, merge fields filled; `idOf` names each message (a repeat of an id is sent once). */
  async function compose(event: TrainingEvent, list: Recipient[], subject: string, body: string, idOf: (r: Recipient) => string): Promise<Outgoing[]> {
    const values = await mergeValues(event);
    return list.map((r) => ({ id: idOf(r), recipient: r, subject: fillMergeFields(subject, values(r)), body: fillMergeFields(body, values(r)) }));
  }

  /**
   * Logs then hands over each message: e-mail and SMS to svc-scheduler's outbox (`notification.requested`, its
   * delivery comes back as `notification.delivery`), Gartan messages to the user's inbox. By the recipients' channels,
   * each gets one copy per channel they take, its id the message's with the channel after it. One that cannot reach
   * its recipient any more is logged as failed, not sent.
   */
  async function send(eventId: number, messages: Outgoing[], how: Sending): Promise<CommunicationLog[]> {
    if (!messages.length) return [];
    const now = new Date();
    const copies = messages.flatMap((m) => channelsOf(how.type, m.recipient).map((channel) => ({ ...m, id: how.type === 'channels' ? `${m.id}:${channel}` : m.id, channel })));
    const rows: CommunicationLog[] = copies.map((m) => {
      const to = addressOf(m.channel, m.recipient);
      const inApp = m.channel === 'gartan' && !!to;
      return {
        _id: m.id,
        trainingEventId: eventId,
        source: how.source,
        notificationId: how.notificationId,
        attendeeId: m.recipient.attendee._id,
        employeeId: m.recipient.attendee.employeeId,
        recipientName: m.recipient.name,
        channel: m.channel,
        to,
        subject: m.subject,
        status: !to ? 'failed' : inApp ? 'delivered' : 'queued',
        error: to ? null : UNREACHABLE[m.channel],
        attempts: 0,
        queuedDate: now,
        sentDate: inApp ? now : null,
        sentBy: how.sentBy,
      };
    });
    // A repeated id (a due notification taken up again) keeps its first row.
    await Logs.bulkWrite(rows.map((row) => ({ updateOne: { filter: { _id: row._id }, update: { $setOnInsert: row }, upsert: true } })));
    const reachable = copies.filter((m, i) => rows[i]!.to);
    const inApp = reachable.filter((m) => m.channel === 'gartan');
    const outbox = reachable.flatMap((m) => (m.channel === 'gartan' ? [] : [{ id: m.id, channel: m.channel, to: addressOf(m.channel, m.recipient), subject: m.subject, body: m.body }]));
    const from = how.sentBy;
    if (inApp.length) await fastify.events.publishMany(userMessageRequested, inApp.map((m) => ({ id: m.id, userId: m.recipient.account!._id, from, subject: m.subject, body: m.body, sentDate: now.toISOString() })), (p) => p.id);
    if (outbox.length) await fastify.events.publishMany(notificationRequested, outbox, (p) => p.id);
    return rows;
  }

  return { recipients, assertReachable, compose, send };
}
export type Communications = ReturnType<typeof communications>;
