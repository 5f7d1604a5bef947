import type { Model } from 'mongoose';
import type { NotificationDelivery } from '@firecrest/contracts';
import { bulkWriteInRuns } from '@firecrest/service-kit';
import { MAX_ATTEMPTS, type OutgoingMessage } from '../models/outgoing-message';
import type { Sender } from './senders';

const NOUNS = { email: ['e-mail', 'e-mails'], sms: ['SMS', 'SMS'], push: ['push notification', 'push notifications'] } as const;
/** Messages taken per run; the rest wait for the next one. */
const PER_RUN = 2_000;
/** Messages in flight at once. */
const PARALLEL = 8;

/**
 * Sends the outgoing messages waiting on one channel and answers the run's one-line result; `report` is told how each
 * attempt went once it is recorded (the requesting service shows the delivery).
 */
export async function sendOutgoing(
  Outgoing: Model<OutgoingMessage>,
  channel: OutgoingMessage['channel'],
  send: Sender | null,
  notConfigured: string,
  report: (deliveries: NotificationDelivery[]) => Promise<void>,
): Promise<string> {
  const waiting = await Outgoing.find({ channel, sentDate: null, attempts: { $lt: MAX_ATTEMPTS } }).sort({ createdDate: 1 }).limit(PER_RUN).lean();
  const [one, many] = NOUNS[channel];
  if (!send) return waiting.length ? `${waiting.length} ${waiting.length === 1 ? one : many} waiting: ${notConfigured}` : `Nothing to send (${notConfigured.toLowerCase()})`;
  if (!waiting.length) return `No ${many} to send`;
  const updates: unknown[] = [];
  const deliveries: NotificationDelivery[] = [];
  const errors: string[] = [];
  for (let start = 0; start < waiting.length; start += PARALLEL) {
    await Promise.all(
      waiting.slice(start, start + PARALLEL).map(async (m) => {
        try {
          await send(m);
          deliveries.push({ id: m._id, sentDate: new Date().toISOString(), error: null, attempts: m.attempts + 1 });
          updates.push({ updateOne: { filter: { _id: m._id }, update: { $set: { sentDate: new Date(), lastError: null }, $inc: { attempts: 1 } } } });
        } catch (err) {
          errors.push((err as Error).message);
          deliveries.push({ id: m._id, sentDate: null, error: (err as Error).message, attempts: m.attempts + 1 });
          updates.push({ updateOne: { filter: { _id: m._id }, update: { $set: { lastError: (err as Error).message }, $inc: { attempts: 1 } } } });
        }
      }),
    );
  }
  await bulkWriteInRuns(Outgoing, updates);
  await report(deliveries);
  const sent = waiting.length - errors.length;
  const failed = errors.length ? `, ${errors.length} failed (${errors[0]})` : '';
  return `${sent} ${sent === 1 ? one : many} sent${failed}`;
}
