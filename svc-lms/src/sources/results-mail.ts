import nodemailer from 'nodemailer';

/** The results e-mail of a mailbox run: one per message, to the settings' results addresses. */
export function resultsMailer(smtpUrl: string, from: string, tls: { ca?: Buffer }) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl, { tls: tls.ca ? { ca: tls.ca } : undefined } as never) : null;
  return {
    enabled: Boolean(transport),
    async send(to: string[], subject: string, lines: string[]) {
      if (!transport || !to.length) return;
      await transport.sendMail({ from, to, subject, text: `${lines.join('\n')}\n` });
    },
  };
}
export type ResultsMailer = ReturnType<typeof resultsMailer>;
