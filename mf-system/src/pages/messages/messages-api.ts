import { MESSAGE_FOLDERS, type MessageFolder, type MessageType } from '@firecrest/contracts';
import { currentLanguage, formatDate } from '@firecrest/portal-kit';

export const MESSAGES_API = '/api/system/messages';
export const MAILBOX_PATH = '/notifications';

export const isFolder = (value: string | undefined): value is MessageFolder => MESSAGE_FOLDERS.includes(value as MessageFolder);

/** The catalogue keys (namespace `system`) of the folders' and message types' names. */
export const FOLDER_LABELS: Record<MessageFolder, string> = { inbox: 'mail.folder.inbox', sent: 'mail.folder.sent', scheduled: 'mail.folder.scheduled', trash: 'mail.folder.trash', notifications: 'mail.folder.notifications' };
export const TYPE_LABELS: Record<MessageType, string> = { gartan: 'mail.type.gartan', email: 'mail.type.email', sms: 'mail.type.sms', channels: 'mail.type.channels' };

/** Dates as the mailbox shows them: the time today, else the day, in the user's language. */
export function shortDate(iso: string) {
  const d = new Date(iso);
  const today = new Date();
  const language = currentLanguage();
  return d.toDateString() === today.toDateString() ? d.toLocaleTimeString(language === 'cy' ? 'cy-GB' : 'en-GB', { hour: '2-digit', minute: '2-digit' }) : formatDate(d, language);
}
