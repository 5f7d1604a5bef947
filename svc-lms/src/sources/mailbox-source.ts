import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import { isCsvName, SourceError, type SourceConnection, type SourceFile } from './source-error';

/** The keyword a message gets once its attachments are imported (with \Seen): new messages are those without it. */
export const IMPORTED_KEYWORD = 'FirecrestImported';

export interface MailboxMessage {
  uid: number;
  from: string;
  subject: string;
  files: SourceFile[];
}

/**
 * IMAP over TLS (§2.9 type 3): the CSV attachments of INBOX messages not yet marked imported. `handle` imports one
 * message's files; the message is then marked, so a failed run reads it again and a finished one never does.
 */
export async function readMailbox(c: SourceConnection, tls: { ca?: Buffer }, handle: (message: MailboxMessage) => Promise<void>): Promise<number> {
  const client = new ImapFlow({
    host: c.serverName,
    port: c.port ?? (c.useSSL ? 993 : 143),
    secure: c.useSSL,
    auth: { user: c.userName, pass: c.password },
    tls: { ...(tls.ca ? { ca: tls.ca } : {}), servername: c.serverName },
    logger: false,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    const e = err as { authenticationFailed?: boolean; code?: string; message: string };
    if (e.authenticationFailed) throw new SourceError(`The mailbox ${c.serverName} refused the user name or password (IMAP login failed for "${c.userName}").`);
    throw new SourceError(`The mailbox ${c.serverName}:${c.port ?? ''} could not be reached: ${e.code ?? e.message}.`);
  }
  let handled = 0;
  try {
    const lock = await client.getMailboxLock('INBOX');
    try {
      const uids = ((await client.search({ unKeyword: IMPORTED_KEYWORD }, { uid: true })) || []) as number[];
      for (const uid of uids) {
        const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
        if (!message || !message.source) continue;
        const parsed = await simpleParser(message.source);
        const files = parsed.attachments
          .filter((a) => isCsvName(a.filename ?? '') || a.contentType === 'text/csv')
          .map((a) => ({ name: a.filename ?? 'attachment.csv', content: a.content, origin: `${parsed.from?.text ?? 'unknown sender'}: ${parsed.subject ?? '(no subject)'}` }));
        await handle({ uid, from: parsed.from?.text ?? '', subject: parsed.subject ?? '', files });
        await client.messageFlagsAdd(String(uid), ['\\Seen', IMPORTED_KEYWORD], { uid: true });
        handled++;
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return handled;
}
