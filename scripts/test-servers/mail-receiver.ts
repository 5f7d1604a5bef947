import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  /** The envelope's recipients, as the sender addressed them. */
  to: string[];
  subject: string;
  text: string;
}

export interface MailReceiver {
  /** `smtp://127.0.0.1:<port>`, for a service's SMTP_URL. */
  url: string;
  /** Every mail received so far, in order. */
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps each mail it is given, parsed: what a service sends is read back. */
export async function startMailReceiver(): Promise<MailReceiver> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then((mail) => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: mail.subject ?? '', text: mail.text ?? '' });
        done();
      }, done);
    },
  });
  await new Promise<void>((listening) => smtp.listen(0, '127.0.0.1', listening));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
    mails,
    close: () => new Promise<void>((closed) => smtp.close(() => closed())),
  };
}
