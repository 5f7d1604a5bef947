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

/** The words of a folder search (at most 8), lower case: each must appear in the subject, the names or the text's start. */
export const searchWords = (q: string | undefined) => (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);

/** Rows read per look when searching: the store cannot search text from an index, so a search reads a folder in order. */
const SEARCH_WINDOW = 500;

/**
 * The first `wanted` rows of a folder (newest first, after `after`) whose search text holds every word. The folder is
 * read a window at a time from its index (filter, sort and limit all answered by the store), the words matched here:
 * a search that finds its page early stops early, instead of the store decoding the whole folder for a regex.
 */
export async function searchFolder(
  read: (after: Record<string, unknown>, limit: number) => Promise<StoredMailboxItem[]>,
  after: Record<string, unknown>,
  words: string[],
  wanted: number,
): Promise<StoredMailboxItem[]> {
  const found: StoredMailboxItem[] = [];
  for (let from = after; ; ) {
    const window = await read(from, SEARCH_WINDOW);
    for (const row of window) {
      if (words.every((w) => row.searchText.includes(w)) && found.push(row) >= wanted) return found;
    }
    if (window.length < SEARCH_WINDOW) return found;
    from = afterCursor(cursorOf(window.at(-1)!));
  }
}

/** Which folders a copy may be in: the sender's go sent/scheduled, a recipient's inbox/notifications; both the bin. */
export const FOLDERS_OF_ROLE: Record<StoredMailboxItem['role'], MessageFolder[]> = { from: ['sent', 'scheduled', 'trash'], to: ['inbox', 'notifications', 'trash'] };
