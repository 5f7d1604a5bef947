import type { MessageDraft } from '@firecrest/contracts';
import type { StoredMessage } from '../../models/messages';

export type DraftMode = 'reply' | 'replyAll' | 'forward';

const prefixed = (prefix: string, subject: string) => (subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`);

/** The original, quoted under the new text as mail clients do. */
function quoted(message: StoredMessage, heading: string) {
  const when = (message.sentDate ?? message.createdDate).toISOString().slice(0, 16).replace('T', ' ');
  const lines = message.body.split('\n').map((line) => `> ${line}`);
  return `\n\n${heading}\nFrom: ${message.from.name}\nSent: ${when} UTC\nTo: ${message.to.map((p) => p.name).join(', ')}\nSubject: ${message.subject}\n\n${lines.join('\n')}`;
}

/**
 * A reply, reply-all or forward of a message as the compose form starts it. A reply goes to the sender (or, from one's
 * own sent message, back to its recipients); reply-all adds everyone else it went to, never the one replying.
 */
export function draftOf(message: StoredMessage, mode: DraftMode, me: string): MessageDraft {
  if (mode === 'forward') return { subject: prefixed('Fwd:', message.subject), body: quoted(message, '---------- Forwarded message ----------'), recipients: [] };
  const mine = message.from.userId === me;
  const people = mine ? message.to : [message.from, ...(mode === 'replyAll' ? message.to : [])];
  const seen = new Set<string>();
  const recipients = people.filter((p) => p.userId !== me && !seen.has(p.userId) && seen.add(p.userId)).map((p) => ({ kind: 'user' as const, id: p.userId, name: p.name }));
  // Writing to oneself is allowed: a reply to a message one sent only to oneself goes back to oneself.
  if (!recipients.length && mine) recipients.push({ kind: 'user', id: me, name: message.from.name });
  return { subject: prefixed('Re:', message.subject), body: quoted(message, '---------- Original message ----------'), recipients };
}
