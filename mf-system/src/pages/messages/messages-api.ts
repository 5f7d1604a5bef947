import { MESSAGE_FOLDERS, type MessageFolder } from '@firecrest/contracts';

export const MESSAGES_API = '/api/system/messages';
export const MAILBOX_PATH = '/notifications';

export const isFolder = (value: string | undefined): value is MessageFolder => MESSAGE_FOLDERS.includes(value as MessageFolder);

/** Dates as the mailbox shows them: the time today, else the day. */
export function shortDate(iso: string) {
  const d = new Date(iso);
  const today = new Date();
  return d.toDateString() === today.toDateString() ? d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : d.toLocaleDateString();
}
