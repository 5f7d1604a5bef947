import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig } from '../../config';

export interface ResetMail {
  to: string;
  name: string;
  link: string;
  minutes: number;
}

/** Sends password reset e-mails over SMTP (nodemailer); without SMTP_URL it logs that mail is not configured. */
export function resetMailer(config: GatewayConfig, log: FastifyBaseLogger) {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM }) : null;
  return {
    async send(mail: ResetMail) {
      if (!transport) {
        log.warn({ to: mail.to }, 'password reset requested but mail is not configured (SMTP_URL unset): no e-mail sent');
        return;
      }
      await transport.sendMail({
        to: mail.to,
        subject: 'Reset your Firecrest password',
        text: [
          `Hello ${mail.name},`,
          '',
          'Someone (hopefully you) asked to reset the password of your Firecrest account. Open this link to choose a new one:',
          '',
          mail.link,
          '',
          `The link works once and expires in ${mail.minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
        ].join('\n'),
      });
    },
    close: () => transport?.close(),
  };
}
