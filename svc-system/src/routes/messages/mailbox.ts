import type { MailboxMessage, MessageDelivery, MessageFolder } from '@firecrest/contracts';
import { fieldProblem } from '@firecrest/service-kit';
import type { StoredMailboxItem, StoredMessage } from '../../models/messages';

/** A folder's row: the copy, with the people and type of the message it points to. */
export function toMailboxMessage(item: Omit<StoredMailboxItem, 'searchText'>, message: (Omit<StoredMessage, 'body' | 'to'> & { to?: StoredMessage['to'] }) | undefined, extra: { body?: string; deliveries?: MessageDelivery[] } = {}): MailboxMessage {
  return {
    id: item._id,
    messageId: item.messageId,
    folder: item.folder,
    subject: item.subject,
    snippet: item.snippet,
    from: message?.from ?? { userId: '', name: item.fromName },
    to: message?.to ?? [],
    toNames: item.toNames,
    type: message?.type ?? 'gartan',
    read: item.read,
    date: item.date.toISOString(),
    scheduledFor: message?.scheduledFor?.toISOString() ?? null,
    system: message?.system ?? false,
    ...extra,
  };
}

/** The next page starts after the last row shown: its date and id, opaque to the portal. */
export const cursorOf = (item: Pick<StoredMailboxItem, 'date' | '_id'>) => Buffer.from(`${item.date.getTime()}:${item._id}`).toString('base64url');

/** The query condition of the rows after a cursor (newest first, by date then id). */
export function afterCursor(cursor: string | undefined): Record<string, unknown> {
  if (!cursor) return {};
  const [time, id] = Buffer.from(cursor, 'base64url').toString().split(':').map(Number);
  if (!Number.isSafeInteger(time) || !Number.isSafeInteger(id)) throw fieldProblem('cursor', 'The page asked for does not exist; start again from the first page.');
  const date = new Date(time);
  return { $or: [{ date: { $lt: date } }, { date, _id: { $lt: id } }] };
}

/** What a folder search matches: each word, anywhere in the subject, names or the start of the body. */
export function searchCondition(q: string | undefined): Record<string, unknown> {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.length) return {};
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return { $and: escaped.map((w) => ({ searchText: { $regex: w } })) };
}

/** Which folders a copy may be in: the sender's go sent/scheduled, a recipient's inbox/notifications; both the bin. */
export const FOLDERS_OF_ROLE: Record<StoredMailboxItem['role'], MessageFolder[]> = { from: ['sent', 'scheduled', 'trash'], to: ['inbox', 'notifications', 'trash'] };
