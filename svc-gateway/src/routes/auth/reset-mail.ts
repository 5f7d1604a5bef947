import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@firecrest/contracts';
import { mailTexts } from '@firecrest/service-kit';
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

/** The password reset e-mail in the user's language (issue 36). */
export function resetMail(language: Language, name: string, link: string, minutes: number): Pick<AccountMail, 'subject' | 'text'> {
  const t = mailTexts(language);
  return { subject: t('reset.subject'), text: [t('reset.greeting', { name }), '', t('reset.body'), '', link, '', t('reset.expiry', { minutes })].join('\n') };
}

/** The e-mail confirming a new address, in the user's language. */
export function confirmEmailMail(language: Language, name: string, link: string, minutes: number): Pick<AccountMail, 'subject' | 'text'> {
  const t = mailTexts(language);
  return { subject: t('confirm.subject'), text: [t('confirm.greeting', { name }), '', t('confirm.body'), '', link, '', t('confirm.expiry', { minutes })].join('\n') };
}
