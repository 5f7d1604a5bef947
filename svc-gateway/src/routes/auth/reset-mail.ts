import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayConfig } from '../../config';

export interface AccountMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends account e-mails (password reset, address confirmation) over SMTP (nodemailer); without SMTP_URL it logs that mail is not configured. */
export function accountMailer(config: GatewayConfig, log: FastifyBaseLogger) {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM }) : null;
  return {
    async send(mail: AccountMail) {
      if (!transport) {
        log.warn({ to: mail.to, subject: mail.subject }, 'account e-mail not sent: mail is not configured (SMTP_URL unset)');
        return;
      }
      await transport.sendMail(mail);
    },
    close: () => transport?.close(),
  };
}

export const resetMailText = (name: string, link: string, minutes: number) =>
  [
    `Hello ${name},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Firecrest account. Open this link to choose a new one:',
    '',
    link,
    '',
    `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  ].join('\n');

export const confirmEmailText = (name: string, link: string, minutes: number) =>
  [
    `Hello ${name},`,
    '',
    'Open this link to confirm this address as the e-mail address of your Firecrest account:',
    '',
    link,
    '',
    `The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this e-mail.`,
  ].join('\n');
